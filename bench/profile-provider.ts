/**
 * `tsx bench/profile-provider.ts <kind> [seconds]`: one provider process (as the bench runs it,
 * `lib/provider-app.ts`) on a copy of a seeded large world, profiled (node:inspector's
 * Profiler) only while one load runs against it; the profile is written as a `.cpuprofile`
 * (open it in Chrome's DevTools, or `tsx bench/profile-summary.ts FILE`).
 *
 * kind: a varied row (`itemSearch`, `storeList`, `itemDetails`, `storeDetails`,
 * `customerMix`) for `seconds` at 50 connections, or `place` (BENCH_WRITES order placements,
 * 10000 by default, each a guest with one item in the cart, as the bench's row).
 *
 * Prints the load's figures and the provider's CPU time per request (steadier than req/s on a
 * busy machine: the load generator shares the cores).
 *
 * Env: PROFILE_WORLD (a seeded large world's storefront.sqlite, copied; else seeded here),
 * BENCH_PORT (4350), PROFILE_OUT (bench/results/profiles/), PROFILE=0 (the load alone, no
 * profile: one row of the bench, quickly).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { benchOrder } from './lib/load';
import { variedRequests, sampleWorld, VARIED, type VariedKind } from './lib/varied';
import { benchWorld } from './lib/visitor';

const project = resolve(import.meta.dirname, '..');
const kind = process.argv[2] ?? 'itemSearch';
const seconds = Number(process.argv[3] ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4350);
const writes = Number(process.env.BENCH_WRITES ?? 10000);
const outDir = resolve(process.env.PROFILE_OUT ?? join(project, 'bench', 'results', 'profiles'));

if (!(kind in VARIED) && kind !== 'place') throw new Error(`unknown kind ${kind}`);

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-profile-'));
if (process.env.PROFILE_WORLD) {
  copyFileSync(process.env.PROFILE_WORLD, join(dataDir, 'storefront.sqlite'));
} else {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(project, 'server/seed/cli.ts'), '--profile', 'large'],
    { cwd: project, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
}
mkdirSync(outDir, { recursive: true });

const child = fork(join(project, 'bench/lib/profiled-process.ts'), [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BENCH_ROOT: project },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ask = async (message: Record<string, string>) => {
  const reply = once(child, 'message');
  child.send(message);
  return (await reply)[0];
};
const [ready] = (await once(child, 'message')) as [unknown];
if (ready !== 'ready') throw new Error(`provider said ${JSON.stringify(ready)}`);
const base = `http://127.0.0.1:${port}`;

try {
  const bench = await benchWorld(base);
  const location = { latitude: '23.7806', longitude: '90.4163' };
  let run: () => Promise<autocannon.Result>;
  if (kind === 'place') {
    const { world } = bench;
    const headers = {
      zoneId: JSON.stringify(world.zoneIds),
      moduleId: String(world.module.id),
      ...location,
      'content-type': 'application/json',
    };
    const item = world.first.item;
    const guests: number[] = [];
    for (let i = 0; i < writes; i += 16) {
      guests.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(16, writes - i) }, async () => {
            const res = await fetch(`${base}/api/v1/auth/guest/request`, { method: 'POST' });
            const id = Number(((await res.json()) as { guest_id: number }).guest_id);
            await fetch(`${base}/api/v1/customer/cart/add`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ guest_id: id, item_id: item.id, quantity: 1 }),
            });
            return id;
          }),
        )),
      );
    }
    const order = benchOrder(item.store_id);
    let next = 0;
    run = () =>
      autocannon({
        url: `${base}/api/v1/customer/order/place`,
        connections: 50,
        amount: writes,
        method: 'POST',
        headers,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ ...order, guest_id: guests[next++ % guests.length] }),
            }),
          },
        ],
      });
  } else {
    const sample = await sampleWorld(base, bench.world.zoneIds);
    const next = variedRequests(kind as VariedKind, sample, location);
    run = () =>
      autocannon({
        url: base,
        connections: 50,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              const r = next();
              return { ...req, path: r.path, headers: { ...req.headers, ...r.headers } };
            },
          },
        ],
      });
  }
  const profiled = process.env.PROFILE !== '0';
  if (profiled) await ask({ profile: 'start' });
  await ask({ cpu: 'start' });
  const result = await run();
  const { cpuMicros } = (await ask({ cpu: 'stop' })) as { cpuMicros: number };
  const file = profiled
    ? ((await ask({
        profile: 'stop',
        file: join(outDir, `${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`),
      })) as string)
    : 'none';
  console.log(
    `${kind}: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors + result.timeouts + result.non2xx}, ` +
      `server CPU ${Math.round(cpuMicros / result.requests.total)} µs per request`,
  );
  console.log(`profile: ${file}`);
} finally {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
