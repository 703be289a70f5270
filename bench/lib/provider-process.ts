/**
 * A provider for the bench, run as a child process (`bench/lib/servers.ts` forks it): the
 * `buildApp` of BENCH_ROOT (this checkout, or another one to measure "before"), on DATA_DIR, the
 * built SPA in STATIC_DIR, on PORT, with the per-client limits lifted (`provider-app.ts`). It
 * records how long the event loop was blocked and answers the parent's `loop` message with the
 * worst block since the last one.
 */
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildBenchProvider } from './provider-app';

const staticDir = process.env.STATIC_DIR;
const { app, db } = await buildBenchProvider({
  root: resolve(process.env.BENCH_ROOT ?? '.'),
  dataDir: process.env.DATA_DIR ?? ':memory:',
  ...(staticDir ? { staticDir } : {}),
  ssr: process.env.SSR === '1',
});
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
