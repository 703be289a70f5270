/**
 * `npm start` → `tsx server/main.ts`: the provider with the seeded demo world.
 *
 * Env: PORT (8080), HOST (127.0.0.1), DATA_DIR (./.data; ":memory:" for an in-memory database),
 * SIM_STEP_MS (60000: how long each order status lasts), STATIC_DIR (dist, when it exists).
 * DATABASE_URL (PostgreSQL) is recognised but not supported yet. PUBLIC_URL, SPA_ORIGINS,
 * VITE_GOOGLE_MAPS_API_KEY, VITE_FIREBASE_*, VITE_API_BASE_URL: see http/deployment.ts.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApp } from './app';
import { createDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { deploymentFromEnv } from './http/deployment';
import { seedIfEmpty } from './seed/seed';

function intEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  return n;
}

async function main() {
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set, but PostgreSQL support is not built yet (the pg driver is not installed). ' +
        'Unset DATABASE_URL to use the built-in SQLite database (DATA_DIR).',
    );
    process.exit(1);
  }

  const port = intEnv('PORT', 8080, 0);
  const host = process.env.HOST?.trim() || '127.0.0.1';
  const stepMs = intEnv('SIM_STEP_MS', 60_000, 1);
  const dataDir = process.env.DATA_DIR?.trim() || './.data';
  const staticDir = process.env.STATIC_DIR?.trim() || (existsSync('dist') ? 'dist' : undefined);
  const deployment = deploymentFromEnv(process.env);

  let file: string;
  if (dataDir === ':memory:') file = ':memory:';
  else {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'storefront.sqlite');
  }

  const db = createDb(file);
  await migrateToLatest(db);
  await seedIfEmpty(db);

  const app = await buildApp({
    db,
    pace: { stepMs },
    deployment,
    ...(staticDir ? { staticDir } : {}),
  });
  await app.listen({ port, host });
  app.simulator.start();

  const address = app.server.address() as AddressInfo | null;
  console.log(`Storefront running at http://localhost:${address?.port ?? port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      console.error(`Shutdown after ${signal} took too long; exiting.`);
      process.exit(1);
    }, 10_000);
    force.unref();
    void (async () => {
      try {
        app.simulator.stop();
        await app.close();
        await db.destroy();
        process.exit(0);
      } catch (err) {
        console.error(err);
        process.exit(1);
      }
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
