import type { Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS, type MigrationProvider } from 'kysely/migration';
import type { Database } from './schema';
import { migrations } from './migrations';

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

function check(result: Awaited<ReturnType<Migrator['migrateToLatest']>>, what: string) {
  const failed = result.results?.find((r) => r.status === 'Error');
  if (result.error || failed) {
    const reason =
      result.error instanceof Error
        ? result.error.message
        : String(result.error ?? failed?.migrationName);
    throw new Error(`Database ${what} failed: ${reason}`);
  }
}

/** Brings the database to the latest schema; throws if a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  check(await new Migrator({ db, provider }).migrateToLatest(), 'migration');
}

/**
 * Drops everything (every migration's `down`) and migrates up again: an empty database whose
 * ids start from 1 again (and order ids from 100001), on any dialect.
 */
export async function resetSchema(db: Kysely<Database>): Promise<void> {
  check(await new Migrator({ db, provider }).migrateTo(NO_MIGRATIONS), 'reset');
  await migrateToLatest(db);
}
