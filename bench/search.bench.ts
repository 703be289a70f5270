/**
 * `tsx bench/search.bench.ts`: items/search on the `large` profile (2,000 stores, 100,000 items).
 *
 * Seeds the profile into .data/bench/storefront.sqlite the first time (reused afterwards),
 * then sends a few hundred varied searches through app.inject (words, modules, zones, filters,
 * categories, brands, prices, sorts, pages) and prints the median and p95 latency. The target
 * is a median under 50 ms on a 2-core machine. The last results go to bench/results/search.json.
 *
 * Env: BENCH_REQUESTS (300), BENCH_DB (the SQLite file), DATABASE_URL (a PostgreSQL database
 * instead: the large profile is seeded into it, replacing what it holds, unless it is there).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '../server/app';
import { createDb, type Db } from '../server/db/client';
import { migrateToLatest, resetSchema } from '../server/db/migrate';
import { createPostgresDb } from '../server/db/postgres';
import { mulberry32 } from '../server/seed/prng';
import { insertWorld, isEmpty, PROFILES } from '../server/seed/seed';

const FILE = process.env.BENCH_DB ?? join('.data', 'bench', 'storefront.sqlite');
const PG_URL = process.env.DATABASE_URL?.trim() || undefined;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 20;
const TARGET_MEDIAN_MS = 50;
const RESULTS = join('bench', 'results', 'search.json');
/** Monday 1 June 2026, 16:00 in Dhaka: a fixed "now" for the open-now filter. */
const NOW = Date.UTC(2026, 5, 1, 10, 0, 0);

async function count(db: Db, table: 'items' | 'stores'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function seedLarge(db: Db, where: string): Promise<number> {
  const started = performance.now();
  const world = PROFILES.large();
  const generated = performance.now();
  await insertWorld(db, world);
  const seededMs = Math.round(performance.now() - started);
  console.log(
    `Seeded the large profile into ${where} in ${seededMs} ms ` +
      `(generation ${Math.round(generated - started)} ms).`,
  );
  return seededMs;
}

/** The PostgreSQL bench database (DATABASE_URL), reset and seeded unless it holds the profile. */
async function openLargePostgres(url: string): Promise<{ db: Db; seededMs: number | null }> {
  const db = createPostgresDb(url);
  await migrateToLatest(db);
  if ((await count(db, 'items')) >= 100_000) return { db, seededMs: null };
  await resetSchema(db);
  return { db, seededMs: await seedLarge(db, 'DATABASE_URL') };
}

/** Opens the bench database, seeding the large profile when it is missing or incomplete. */
async function openLarge(): Promise<{ db: Db; seededMs: number | null }> {
  if (PG_URL) return openLargePostgres(PG_URL);
  mkdirSync(dirname(FILE), { recursive: true });
  let db = createDb(FILE);
  await migrateToLatest(db);
  if (!(await isEmpty(db)) && (await count(db, 'items')) >= 100_000) return { db, seededMs: null };
  await db.destroy();
  for (const suffix of ['', '-wal', '-shm']) rmSync(FILE + suffix, { force: true });
  db = createDb(FILE);
  await migrateToLatest(db);
  return { db, seededMs: await seedLarge(db, FILE) };
}

const WORDS = [
  'chicken',
  'rice',
  'biryani',
  'special kacchi',
  'paracetamol',
  'organic',
  'shirt',
  'oil 1l',
  'lassi',
  'mask',
  'watch',
  'zzzz',
  '',
  '',
];
const FILTERS = [
  [],
  [],
  ['Top Rated'],
  ['Discounted'],
  ['Popular'],
  ['Currently Open'],
  ['Nearby'],
  ['Top Rated', 'Discounted'],
];
const ZONES = ['[3,1]', '[3,1]', '[1]', '[2]', '[1,2,3]'];
const NEAR = { latitude: '23.7806', longitude: '90.4163' };

interface Query {
  url: string;
  headers: Record<string, string>;
}

function queries(n: number, categoriesByModule: Map<number, number[]>, brands: number[]): Query[] {
  const rng = mulberry32(42);
  const out: Query[] = [];
  for (let i = 0; i < n; i++) {
    const module = rng.int(1, 4);
    const p = new URLSearchParams();
    const word = rng.pick(WORDS);
    if (word) p.set('name', word);
    const filter = rng.pick(FILTERS);
    if (filter.length > 0) p.set('filter', JSON.stringify(filter));
    if (rng.chance(0.2)) {
      const cats = categoriesByModule.get(module) ?? [];
      if (cats.length > 0) {
        p.set('category_ids', JSON.stringify([rng.pick(cats)]));
        p.set('data_type', 'category');
      }
    }
    if (module === 4 && rng.chance(0.3)) {
      p.set('brand_ids', JSON.stringify(rng.sample(brands, 2)));
      p.set('data_type', 'brand');
    }
    if (rng.chance(0.25)) {
      p.set('min_price', String(rng.pick([0, 100, 200])));
      p.set('max_price', String(rng.pick([500, 1000, 5000])));
    }
    if (rng.chance(0.15)) p.set('rating_count', String(rng.pick([3, 4])));
    if (rng.chance(0.15)) p.set('type', rng.pick(['veg', 'non_veg']));
    if (rng.chance(0.3)) p.set('sort_by', rng.pick(['high2Low', 'low2High']));
    if (rng.chance(0.1)) p.set('data_type', rng.pick(['new', 'discounted']));
    p.set('limit', '12');
    p.set('offset', String(rng.chance(0.7) ? 1 : rng.int(2, 6)));
    out.push({
      url: `/api/v1/items/search?${p.toString()}`,
      headers: { zoneId: rng.pick(ZONES), moduleId: String(module), ...NEAR },
    });
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const { db, seededMs } = await openLarge();
  const [items, stores] = [await count(db, 'items'), await count(db, 'stores')];
  const app = await buildApp({ db, clock: { now: () => NOW } });
  await app.ready();
  try {
    const cats = await db.selectFrom('categories').select(['id', 'module_id']).execute();
    const byModule = new Map<number, number[]>();
    for (const c of cats) byModule.set(c.module_id, [...(byModule.get(c.module_id) ?? []), c.id]);
    const brands = (await db.selectFrom('brands').select('id').execute()).map((b) => b.id);
    const all = queries(WARM_UP + REQUESTS, byModule, brands);

    const times: number[] = [];
    const statuses = new Map<number, number>();
    let totalFound = 0;
    for (const [i, q] of all.entries()) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: q.url, headers: q.headers });
      const ms = performance.now() - t0;
      if (i < WARM_UP) continue;
      times.push(ms);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode === 200) totalFound += (res.json() as { total_size: number }).total_size;
      else console.error(`${res.statusCode} ${q.url}: ${res.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    const result = {
      benchmark: 'items/search through app.inject',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
      database: {
        engine: PG_URL ? 'postgresql (pg)' : 'sqlite (better-sqlite3)',
        file: PG_URL ? 'DATABASE_URL' : FILE,
        stores,
        items,
        seeded_ms: seededMs,
      },
      requests: times.length,
      warm_up: WARM_UP,
      statuses: Object.fromEntries(statuses),
      mean_results: Math.round(totalFound / Math.max(1, times.length)),
      median_ms: round(median),
      p95_ms: round(p95),
      mean_ms: round(times.reduce((s, t) => s + t, 0) / Math.max(1, times.length)),
      max_ms: round(times.at(-1) ?? 0),
      target_median_ms: TARGET_MEDIAN_MS,
      pass: median < TARGET_MEDIAN_MS,
    };
    mkdirSync(dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `items/search over ${items} items in ${stores} stores, ${times.length} requests: ` +
        `median ${result.median_ms} ms, p95 ${result.p95_ms} ms, max ${result.max_ms} ms ` +
        `(target median < ${TARGET_MEDIAN_MS} ms: ${result.pass ? 'pass' : 'FAIL'}). Written to ${RESULTS}.`,
    );
    if (!existsSync(RESULTS)) throw new Error('results were not written');
  } finally {
    await app.close();
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
