import { sql } from 'kysely';
import { isPostgres, type Db } from './client';

/** An arbitrary constant naming the provider's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK = 0x53544f52; // "STOR"

/**
 * Runs the start-up work (migrations, the first seed) in one instance at a time. On
 * PostgreSQL several instances starting together queue on a session advisory lock held on one
 * pooled connection; the work itself uses the other connections, and the next instance finds
 * it done. SQLite is one file on one machine: BEGIN IMMEDIATE already serialises writers.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}
