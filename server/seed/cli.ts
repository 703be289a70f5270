/**
 * `tsx server/seed/cli.ts [--profile demo|large] [--seed N] [--reset]`
 * Seeds the database in DATA_DIR (default ./.data; DATA_DIR=:memory: only checks the profile).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '../db/client';
import { migrateToLatest, resetSchema } from '../db/migrate';
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

  const dataDir = process.env.DATA_DIR ?? './.data';
  const file = dataDir === ':memory:' ? ':memory:' : join(dataDir, 'storefront.sqlite');
  if (file !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const db = createDb(file);
  try {
    await migrateToLatest(db);
    if (values.reset) await resetSchema(db);
    else if (!(await isEmpty(db))) {
      console.log(`${file} already holds data; use --reset to replace it.`);
      return 0;
    }
    const world = PROFILES[profile](seed);
    await insertWorld(db, world);
    const items = world.stores.reduce((n, s) => n + s.items.length, 0);
    console.log(
      `Seeded profile "${profile}" (seed ${seed}) into ${file}: ${world.zones.length} zones, ` +
        `${world.modules.length} modules, ${world.stores.length} stores, ${items} items.`,
    );
    return 0;
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
