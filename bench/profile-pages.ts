/**
 * `tsx bench/profile-pages.ts <kind…>`: server-rendered pages of each kind (`store`, `item`,
 * `search results`, `category`, `module home`) asked one at a time of one provider process that
 * keeps no page (as the bench's own-cost rows), on a copy of a seeded world: the medians of
 * their `Server-Timing` (data, render, both) and the process's CPU time per page (steadier on a
 * busy machine; it includes the asking), and with PROFILE=1 a `.cpuprofile` of each kind
 * (`tsx bench/profile-summary.ts FILE`). Run it with NODE_ENV=production after `npm run build`
 * and `npm run build:ssr`, as the bench runs the pages.
 *
 * Env: PROFILE_WORLD (a seeded world's storefront.sqlite, copied: `DATA_DIR=/tmp/large
 * npm run seed -- --profile large`), REQUESTS (60), WARMUP (pages of each kind first, not
 * counted: 120, as the bench), PROFILE_OUT (bench/results/profiles/).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BENCH_OPERATOR, buildBenchProvider } from './lib/provider-app';
import { COST_WARMUP } from './lib/ssr-cost';
import { pageRequests, sampleOf, SSR_KINDS, type SsrKind } from './lib/ssr-load';

process.env.BENCH_EVERY_PAGE_RENDERED = '1';
const project = resolve(import.meta.dirname, '..');
const world = process.env.PROFILE_WORLD;
if (!world) throw new Error('PROFILE_WORLD: a seeded world (storefront.sqlite)');
const kinds = (process.argv.length > 2 ? process.argv.slice(2) : SSR_KINDS) as SsrKind[];
const requests = Number(process.env.REQUESTS ?? 60);
const warmup = Number(process.env.WARMUP ?? COST_WARMUP);
const out = process.env.PROFILE_OUT ?? join(project, 'bench/results/profiles');

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-pages-'));
copyFileSync(world, join(dataDir, 'storefront.sqlite'));
const { app, db } = await buildBenchProvider({
  root: project,
  dataDir,
  staticDir: join(project, 'dist'),
  ssr: true,
});
const port = Number(process.env.BENCH_PORT ?? 4361);
await app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;
const sample = await sampleOf(base);

const durationOf = (timing: string, name: string) =>
  Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1] ?? NaN);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1]!.toFixed(1);

async function pages(kind: SsrKind, n: number, seed: number) {
  const setup = pageRequests(kind, sample, seed)[0]!.setupRequest as (
    req: object,
    context: object,
  ) => { path: string; headers: Record<string, string> };
  const data: number[] = [];
  const render: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const { path, headers } = setup({ headers: {} }, {});
    const res = await fetch(base + path, { headers: { ...headers, ...BENCH_OPERATOR } });
    await res.arrayBuffer();
    const timing = res.headers.get('server-timing') ?? '';
    data.push(durationOf(timing, 'ssr-data'));
    render.push(durationOf(timing, 'ssr-shell'));
  }
  const { user, system } = process.cpuUsage(cpu);
  const both = data.map((d, i) => d + render[i]!);
  const cpuMs = ((user + system) / 1000 / n).toFixed(1);
  return `${kind}: ${median(both)} ms (data ${median(data)}, render ${median(render)}), median of ${n}; ${cpuMs} ms of CPU per page`;
}

try {
  // A serving process's cost, as the bench's own-cost rows: the first renders run code V8 has
  // not optimized yet.
  for (let i = 0; i < warmup; i += 10) for (const kind of kinds) await pages(kind, 10, 7 + i);
  for (const kind of kinds) {
    if (process.env.PROFILE !== '1') {
      console.log(await pages(kind, requests, 41));
      continue;
    }
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    console.log(await pages(kind, requests, 41));
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(out, { recursive: true });
    const file = join(out, `page-${kind.replaceAll(' ', '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`profile: ${file}`);
  }
} finally {
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
