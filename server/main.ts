/**
 * `npm start` → `tsx server/main.ts` (after `npm run build` and `npm run build:ssr`, with
 * NODE_ENV=production): the provider with the seeded demo world.
 *
 * Env: PORT (8080), HOST (127.0.0.1), DATA_DIR (./.data; ":memory:" for an in-memory database),
 * DATABASE_URL (PostgreSQL instead of SQLite; PG_POOL_MAX connections, default 10),
 * SIM_STEP_MS (60000: how long each order status lasts), STATIC_DIR (dist, when it exists),
 * CORS_ORIGINS (comma-separated origins of an SPA served elsewhere), SSR=1 (server rendering of
 * page routes from the SSR build, `npm run build:ssr`: http/ssr.ts; `npm start` sets it unless
 * told SSR=0; anything else serves the static SPA), SSR_ENTRY (that build's entry, default
 * dist-ssr/entry-server.js).
 * PUBLIC_URL, SPA_ORIGINS, VITE_GOOGLE_MAPS_API_KEY, VITE_FIREBASE_*, VITE_API_BASE_URL: see
 * http/deployment.ts.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open';
import { originsFromEnv } from './http/cors';
import { withStartupLock } from './db/startup-lock';
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
  const port = intEnv('PORT', 8080, 0);
  const host = process.env.HOST?.trim() || '127.0.0.1';
  const stepMs = intEnv('SIM_STEP_MS', 60_000, 1);
  const staticDir = process.env.STATIC_DIR?.trim() || (existsSync('dist') ? 'dist' : undefined);
  const deployment = deploymentFromEnv(process.env);
  const ssrEntry = process.env.SSR_ENTRY?.trim() || 'dist-ssr/entry-server.js';
  const ssr = process.env.SSR === '1';
  if (ssr && (staticDir === undefined || !existsSync(ssrEntry)))
    throw new Error(`SSR=1 needs dist/ and ${ssrEntry}: npm run build && npm run build:ssr`);

  const { db } = openDatabase();
  // Several instances starting together: one migrates and seeds, the others wait and find it done.
  await withStartupLock(db, async () => {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  });

  const app = await buildApp({
    db,
    pace: { stepMs },
    corsOrigins: originsFromEnv(process.env.CORS_ORIGINS),
    deployment,
    ...(staticDir ? { staticDir } : {}),
    ...(ssr ? { ssr: { entry: ssrEntry } } : {}),
  });
  await app.listen({ port, host });
  app.simulator.start();

  const address = app.server.address() as AddressInfo | null;
  console.log(
    `Storefront running at http://localhost:${address?.port ?? port}` +
      (staticDir === undefined ? '' : ssr ? ' (pages rendered on the server)' : ' (static SPA)'),
  );

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
