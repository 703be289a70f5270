import type { Kysely } from 'kysely';

/**
 * Per-client request counters of the rate limit (`http/rate-limit-store.ts`): kept in the
 * database, like the login locks, so every provider instance counts the same client the same.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    /** "<route>|<client address>" */
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_start_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_window_start')
    .on('rate_limits')
    .column('window_start_ms')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
