import { sql, type Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS, type Migration, type MigrationResultSet } from 'kysely/migration';
import { isPostgres } from './client';
import type { Database } from './schema';
import { migrations } from './migrations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** How long an instance waits for another's migrations to end, on SQLite (busy_timeout). */
const SQLITE_WAIT_MS = 120_000;

function check(result: MigrationResultSet, what: string): string[] {
  const failed = result.results?.find((r) => r.status === 'Error');
  if (result.error || failed) {
    const reason =
      result.error instanceof Error
        ? result.error.message
        : String(result.error ?? failed?.migrationName);
    throw new Error(`Database ${what} failed: ${reason}`);
  }
  return (result.results ?? []).map((r) => r.migrationName);
}

/**
 * Runs `step` of a Migrator over `list` as one transaction: every migration it runs is kept,
 * or none (the database stays as it was), and instances starting together run each migration
 * once. PostgreSQL: Kysely's own way, one transaction under an advisory lock. SQLite: one
 * BEGIN IMMEDIATE transaction (client.ts), which holds the file's write lock from the state
 * read to the commit, so another process waits (up to SQLITE_WAIT_MS) and then finds the work
 * done. Foreign keys are off meanwhile (the documented way to rebuild a table, as 0004 and 0005
 * do) and checked before the commit. Answers the names of the migrations run.
 */
async function run(
  db: AnyDb,
  list: Record<string, Migration>,
  what: string,
  step: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = (on: AnyDb) =>
    new Migrator({ db: on, provider: { getMigrations: () => Promise.resolve(list) } });
  if (isPostgres(db)) return check(await step(migrator(db)), what);

  const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
  await sql`pragma busy_timeout = ${sql.lit(SQLITE_WAIT_MS)}`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    return await db.transaction().execute(async (trx) => {
      const ran = check(await step(migrator(trx)), what);
      if (ran.length > 0) {
        const broken = await sql`pragma foreign_key_check`.execute(trx);
        if (broken.rows.length > 0)
          throw new Error(
            `Database ${what} failed: ${broken.rows.length} rows break a foreign key, e.g. ${JSON.stringify(broken.rows[0])}`,
          );
      }
      return ran;
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
    await sql`pragma busy_timeout = ${sql.lit(rows[0]?.timeout ?? 0)}`.execute(db);
  }
}

/**
 * Brings the database to the latest schema (of `list`: the real migrations, or a test's); throws
 * if a migration fails, leaving the database as it was. Answers the migrations it ran.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  list: Record<string, Migration> = migrations,
): Promise<string[]> {
  return run(db, list, 'migration', (m) => m.migrateToLatest());
}

/**
 * Drops everything (every migration's `down`) and migrates up again: an empty database whose
 * ids start from 1 again (and order ids from 100001), on any dialect.
 */
export async function resetSchema(db: Kysely<Database>): Promise<void> {
  await run(db, migrations, 'reset', (m) => m.migrateTo(NO_MIGRATIONS));
  await migrateToLatest(db);
}
