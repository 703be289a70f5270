/**
 * A provider for the bench, run as a child process (`bench/lib/servers.ts` forks it): the
 * `buildApp` of BENCH_ROOT (this checkout, or another one to measure "before"), on DATA_DIR (or
 * DATABASE_URL), the built SPA in STATIC_DIR, on PORT, with the per-client limits lifted
 * (`provider-app.ts`). It records how long the event loop was blocked and answers the parent's
 * `loop` message with the worst block since the last one, and its memory now (resident set and
 * JavaScript heap, MiB).
 *
 * BENCH_WORKERS=N (> 1): N such processes on the one port (node:cluster, as `npm start` runs
 * them: server/cluster.ts), on a database seeded beforehand; the first runs the order
 * simulator; `loop` answers the worst block of any of them.
 */
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type * as MetricsModule from '../../server/http/metrics';
import { buildBenchProvider } from './provider-app';

type Loop = { loopMaxMs: number; loopP99Ms: number; rssMb: number; heapMb: number };
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
const workers = Number(process.env.BENCH_WORKERS ?? 1);

async function serve(role: { simulator: boolean; seeded: boolean }) {
  const staticDir = process.env.STATIC_DIR;
  const databaseUrl = process.env.DATABASE_URL;
  const { app, db } = await buildBenchProvider({
    root: resolve(process.env.BENCH_ROOT ?? '.'),
    dataDir: process.env.DATA_DIR ?? ':memory:',
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(staticDir ? { staticDir } : {}),
    ssr: process.env.SSR === '1',
    seeded: role.seeded,
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  if (role.simulator) app.simulator.start();

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  process.on('message', (message) => {
    if (message !== 'loop') return;
    const memory = process.memoryUsage();
    process.send?.({
      loopMaxMs: loop.max / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
      rssMb: mib(memory.rss),
      heapMb: mib(memory.heapUsed),
    } satisfies Loop);
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
}

async function primary() {
  // A worker asked for /metrics answers the cluster's, summed here (server/http/metrics.ts; a
  // checkout from before it has none).
  const metricsModule = resolve(process.env.BENCH_ROOT ?? '.', 'server/http/metrics.ts');
  if (existsSync(metricsModule))
    ((await import(pathToFileURL(metricsModule).href)) as typeof MetricsModule).answerMetricsAsks();
  const forked: Worker[] = [];
  for (let i = 0; i < workers; i++) {
    const w = cluster.fork({ BENCH_WORKER_INDEX: String(i) });
    forked.push(w);
    const [first] = (await once(w, 'message')) as [unknown];
    if (first !== 'ready') throw new Error(`bench worker ${i} said ${JSON.stringify(first)}`);
  }
  process.on('message', (message) => {
    if (message !== 'loop') return;
    void Promise.all(
      forked.map(async (w) => {
        const reply = once(w, 'message');
        w.send('loop');
        return (await reply)[0] as Loop;
      }),
    ).then((all) =>
      process.send?.({
        loopMaxMs: Math.max(...all.map((l) => l.loopMaxMs)),
        loopP99Ms: Math.max(...all.map((l) => l.loopP99Ms)),
        // the largest worker's
        rssMb: Math.max(...all.map((l) => l.rssMb)),
        heapMb: Math.max(...all.map((l) => l.heapMb)),
      } satisfies Loop),
    );
  });
  process.on('SIGTERM', () => {
    void Promise.all(
      forked.map((w) => {
        const exited = once(w, 'exit');
        w.process.kill('SIGTERM');
        return exited;
      }),
    ).then(() => process.exit(0));
  });
  process.on('disconnect', () => {
    for (const w of forked) w.process.kill('SIGTERM');
    process.exit(0);
  });
  process.send?.('ready');
}

if (workers > 1 && cluster.isPrimary) await primary();
else
  await serve({
    simulator: !cluster.isWorker || process.env.BENCH_WORKER_INDEX === '0',
    seeded: cluster.isWorker,
  });
