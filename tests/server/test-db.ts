import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { createPostgresDb } from '../../server/db/postgres';

/**
 * The database of one test world: SQLite in memory by default; with TEST_PG_URL (a
 * PostgreSQL URL whose user may create databases, as `npm run test:postgres` sets) a new,
 * uniquely named database in that cluster. Those are left for the cluster's owner to drop:
 * test:postgres throws its whole cluster away.
 */
export async function freshDb(): Promise<Db> {
  const adminUrl = process.env.TEST_PG_URL;
  const db = adminUrl
    ? createPostgresDb(await createDatabase(adminUrl), { max: 4 })
    : createDb(':memory:');
  await migrateToLatest(db);
  return db;
}

/** A new, empty database in the cluster of `adminUrl`: its URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
