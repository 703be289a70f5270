import type { Migration } from 'kysely/migration';
import type { Db } from './db/client';
import { migrateToLatest } from './db/migrate';
import { migrations } from './db/migrations';
import { withStartupLock } from './db/startup-lock';
import { seedIfEmpty } from './seed/seed';

/**
 * The database's start-up work (`npm start`, main.ts): the migrations not yet run (`list`: the
 * real ones, or a test's), then the demo world when the database holds none. Instances starting
 * together take turns (startup-lock.ts; migrate.ts runs the migrations in one transaction), so
 * each migration runs once and the next instance finds the work done. Answers what it did.
 */
export async function prepareDatabase(
  db: Db,
  list: Record<string, Migration> = migrations,
): Promise<{ migrated: string[]; seeded: boolean }> {
  return withStartupLock(db, async () => {
    const migrated = await migrateToLatest(db, list);
    return { migrated, seeded: await seedIfEmpty(db) };
  });
}
