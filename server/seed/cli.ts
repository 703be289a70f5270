/**
 * `tsx server/seed/cli.ts [--profile demo|large] [--seed N] [--reset]`
 * Seeds the database in DATA_DIR (default ./.data; DATA_DIR=:memory: only checks the profile),
 * or the PostgreSQL database of DATABASE_URL when it is set.
 */
import { parseArgs } from 'node:util';
import { migrateToLatest, resetSchema } from '../db/migrate';
import { openDatabase } from '../db/open';
import { withStartupLock } from '../db/startup-lock';
import { DEFAULT_SEED } from './demo';
import { isEmpty, isProfileName, PROFILES, insertWorld } from './seed';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      profile: { type: 'string', default: 'demo' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: tsx server/seed/cli.ts [--profile demo|large] [--seed N] [--reset]');
    return 0;
  }
  const profile = values.profile ?? 'demo';
  if (!isProfileName(profile)) {
    console.error(`Unknown profile "${profile}". Known: ${Object.keys(PROFILES).join(', ')}`);
    return 1;
  }
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isSafeInteger(seed)) {
    console.error('--seed must be an integer');
    return 1;
  }

  const { db, where } = openDatabase();
  try {
    return await withStartupLock(db, async () => {
      await migrateToLatest(db);
      if (values.reset) await resetSchema(db);
      else if (!(await isEmpty(db))) {
        console.log(`${where} already holds data; use --reset to replace it.`);
        return 0;
      }
      const world = PROFILES[profile](seed);
      await insertWorld(db, world);
      const items = world.stores.reduce((n, s) => n + s.items.length, 0);
      console.log(
        `Seeded profile "${profile}" (seed ${seed}) into ${where}: ${world.zones.length} zones, ` +
          `${world.modules.length} modules, ${world.stores.length} stores, ${items} items.`,
      );
      return 0;
    });
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
