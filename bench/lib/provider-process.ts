/**
 * A provider for the bench, run as a child process (`bench/lib/servers.ts` forks it): the
 * `buildApp` of BENCH_ROOT (this checkout, or another one to measure "before"), on DATA_DIR, the
 * built SPA in STATIC_DIR, on PORT. It records how long the event loop was blocked and answers
 * the parent's `loop` message with the worst block since the last one.
 */
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type * as AppModule from '../../server/app';
import type * as ClientModule from '../../server/db/client';
import type * as MigrateModule from '../../server/db/migrate';
import type * as SeedModule from '../../server/seed/seed';

const root = resolve(process.env.BENCH_ROOT ?? '.');
const load = (path: string) => import(pathToFileURL(join(root, path)).href);

const { buildApp } = (await load('server/app.ts')) as typeof AppModule;
const { createDb } = (await load('server/db/client.ts')) as typeof ClientModule;
const { migrateToLatest } = (await load('server/db/migrate.ts')) as typeof MigrateModule;
const { seedIfEmpty } = (await load('server/seed/seed.ts')) as typeof SeedModule;

const dataDir = process.env.DATA_DIR ?? ':memory:';
const db = createDb(dataDir === ':memory:' ? ':memory:' : join(dataDir, 'storefront.sqlite'));
await migrateToLatest(db);
await seedIfEmpty(db);
const staticDir = process.env.STATIC_DIR;
const app = await buildApp({ db, pace: { stepMs: 1500 }, ...(staticDir ? { staticDir } : {}) });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
app.simulator.start();

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
process.on('message', (message) => {
  if (message !== 'loop') return;
  process.send?.({ loopMaxMs: loop.max / 1e6, loopP99Ms: loop.percentile(99) / 1e6 });
  loop.reset();
});
process.on('SIGTERM', () => {
  app.simulator.stop();
  void app
    .close()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
// The bench exited (or crashed): so does its provider.
process.on('disconnect', () => process.exit(0));
process.send?.('ready');
