import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from './client';
import type { Database } from './schema';

/**
 * The PostgreSQL side of the query layer: a `pg` pool behind Kysely's PostgresDialect.
 *
 * Counts, bigint columns (`step_at`, `guest_id`, `expires_ms`, ...) and numeric aggregates
 * come back from `pg` as strings by default; here they are numbers, as on SQLite. Every value
 * the provider keeps in them is far below 2^53.
 */

export interface PostgresOptions {
  /** connections per instance (PG_POOL_MAX, default 10) */
  max?: number;
}

const INT8 = 20;
const NUMERIC = 1700;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** The pool of each PostgreSQL Db, for LISTEN (db/listen.ts) and for closing. */
const pools = new WeakMap<Db, pg.Pool>();

export function createPostgresDb(url: string, opts: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // a runaway query gives its connection back instead of holding it
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
    application_name: 'storefront',
    types,
  });
  // An idle connection the server drops (restart, failover) must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}
