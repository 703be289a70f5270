/**
 * The bench's provider (`provider-app.ts`) with the CPU profiler on demand: the parent sends
 * `{profile: 'start'}`, then `{profile: 'stop', file}` and gets the file written back
 * (`bench/profile-provider.ts`); `{cpu: 'start'}`, then `{cpu: 'stop'}` answers the CPU time
 * the process used between them (`{cpuMicros}`). The order simulator runs, as in the bench.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { buildBenchProvider } from './provider-app';

const { app, db } = await buildBenchProvider({
  root: resolve(process.env.BENCH_ROOT ?? '.'),
  dataDir: process.env.DATA_DIR ?? ':memory:',
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
app.simulator.start();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });

let cpuAtStart = process.cpuUsage();

process.on('message', (message: { profile?: string; file?: string; cpu?: string }) => {
  void (async () => {
    if (message.cpu === 'start') {
      cpuAtStart = process.cpuUsage();
      process.send?.('started');
    } else if (message.cpu === 'stop') {
      const used = process.cpuUsage(cpuAtStart);
      process.send?.({ cpuMicros: used.user + used.system });
    } else if (message.profile === 'start') {
      await session.post('Profiler.start');
      process.send?.('started');
    } else if (message.profile === 'stop' && message.file) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(message.file, JSON.stringify(profile));
      process.send?.(message.file);
    }
  })();
});
process.on('SIGTERM', () => {
  app.simulator.stop();
  void app
    .close()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
process.send?.('ready');
