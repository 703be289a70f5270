/**
 * `npm run bench:check`: bench/results/latest.json (from `npm run bench`) against
 * bench/budgets.json. Prints every budget with its figure and fails when one is missed or was
 * not measured. Env: BENCH_OUT (the results file; `npm run bench:provider`'s, e.g.
 * bench/results/provider.json, has the load part only), BENCH_SKIP (the parts that file's run
 * skipped, as given to `npm run bench`: their budgets are listed as skipped, not checked).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkByteBudgets, type BudgetLine } from './lib/bytes.mjs';
import type { ProviderLoad } from './lib/provider-load';
import type { BenchResults } from './lib/report';
import { ssrRoute, type SsrKind, type SsrLoad } from './lib/ssr-load';

interface ProviderResults {
  date: string;
  machine: BenchResults['machine'];
  runs: ProviderLoad[];
  durationS: number;
}

/** `npm run bench:pages`'s file: the server-rendered pages' part alone. */
interface PagesResults {
  date: string;
  machine: BenchResults['machine'];
  pages: SsrLoad[];
  durationS: number;
}

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  bytes: {
    landingFirstPaintJsGzipKB: number;
    landingInteractiveJsGzipKB: number;
    anyRouteJsGzipKB: number;
  };
  lighthouse: {
    landingLcpVsBareMax: number;
    landingPerformanceMin: number;
    clsMax: number;
    /** issue 28: every shopping page rendered on the server (SSR=1) */
    shoppingLcpVsBareMax: number;
    shoppingTbtMaxMs: number;
    shoppingPerformanceMin: number;
    seoMin: number;
  };
  interactions: { addToCartMs: number; openDialogMs: number };
  load: {
    /** the same URL again and again: the response cache's figure */
    routes: string[];
    connections: number;
    p99MaxMs: number;
    throughputVsBareMin: number;
    /** issue 29: every URL new, drawn as customers ask (bench/lib/varied.ts) */
    varied: { routes: string[]; p99MaxMs: number; throughputVsBareMin: number };
    writes: { routes: string[]; p99MaxMs: number };
  };
  /** issue 39: server-rendered pages, every URL new, beside a bare React page rendered per request */
  pages: {
    profiles: SsrLoad['profile'][];
    kinds: SsrKind[];
    connections: number;
    p99MaxMs: number;
    throughputVsBareMin: number;
    overload: { connections: number; p99MaxMs: number };
    /**
     * what the largest worker's resident memory grew by over the load rows (about 100,000 pages):
     * the page cache's 64 MiB, the response cache's 32 Mi characters, and V8's headroom
     */
    memoryGrowthMaxMb: number;
    /** the slowest sitemap's first answer (made then), issue 41 */
    sitemapMaxMs: number;
    /** each kind's data + render, one page at a time, no page cache (median, ms) */
    ownCostMaxMs: Record<SsrKind, number>;
  };
};
const file = resolve(process.env.BENCH_OUT ?? join(import.meta.dirname, 'results', 'latest.json'));
if (!existsSync(file)) {
  // A clean clone: the last full run is not committed until one is made (docs/PERFORMANCE.md).
  console.log(`bench:check: no run yet (${file} is absent): \`npm run bench\` makes one`);
  process.exit(0);
}
const read = JSON.parse(readFileSync(file, 'utf8')) as
  BenchResults | ProviderResults | PagesResults;
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const noBytes = { routes: [], bare: undefined as never };
// `npm run bench:provider`'s file: the load part alone (its first run: SQLite);
// `npm run bench:pages`'s: the pages' part alone.
const r: BenchResults =
  'runs' in read
    ? { ...read, root: '', bytes: noBytes, load: read.runs[0] }
    : !('bytes' in read)
      ? { ...read, root: '', bytes: noBytes }
      : read;
if ('runs' in read)
  for (const part of ['bytes', 'lighthouse', 'interactions', 'pages']) skip.add(part);
else if (!('bytes' in read))
  for (const part of ['bytes', 'lighthouse', 'interactions', 'load']) skip.add(part);

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const line = (budget: string, measured: number, limit: number, unit: string, atMost = true) => ({
  budget,
  measured: round(measured),
  limit,
  unit,
  pass: Number.isFinite(measured) && (atMost ? measured <= limit : measured >= limit),
});
const missing = (budget: string): BudgetLine => ({
  budget: `${budget} (not measured: run \`npm run bench\` without BENCH_SKIP)`,
  measured: NaN,
  limit: NaN,
  unit: '',
  pass: false,
});

const skipped: string[] = [];
const lines: BudgetLine[] = [];
if (skip.has('bytes')) skipped.push('bytes');
else lines.push(...checkByteBudgets(r.bytes.routes, budgets.bytes));

if (skip.has('lighthouse')) skipped.push('Lighthouse');
else if (r.lighthouse) {
  const landing = r.lighthouse.pages.find((p) => p.path === '/');
  const bare = r.lighthouse.bare;
  const b = budgets.lighthouse;
  if (landing) {
    lines.push(
      line('landing LCP / bare page LCP', landing.lcpMs / bare.lcpMs, b.landingLcpVsBareMax, '×'),
      line('landing performance score', landing.performance, b.landingPerformanceMin, '', false),
    );
  } else lines.push(missing('landing Lighthouse'));
  for (const p of r.lighthouse.pages) lines.push(line(`CLS of ${p.name}`, p.cls, b.clsMax, ''));
  for (const p of r.lighthouse.pages.filter((page) => page.path !== '/')) {
    lines.push(
      line(`${p.name} LCP / bare page LCP`, p.lcpMs / bare.lcpMs, b.shoppingLcpVsBareMax, '×'),
      line(`${p.name} TBT`, p.tbtMs, b.shoppingTbtMaxMs, 'ms'),
      line(`${p.name} performance score`, p.performance, b.shoppingPerformanceMin, '', false),
    );
  }
  // Issue 41: every public page kind, as a search engine reads it (rendered on the server).
  for (const p of r.lighthouse.pages.filter((page) => page.indexed))
    lines.push(line(`${p.name} SEO score`, p.seo ?? NaN, b.seoMin, '', false));
} else lines.push(missing('Lighthouse'));

if (skip.has('interactions')) skipped.push('interactions');
else if (r.interactions) {
  const s = r.interactions.storefront;
  const b = budgets.interactions;
  lines.push(
    line('add to cart → badge', s.addToCartMs, b.addToCartMs, 'ms'),
    line('open the cart drawer', s.openCartMs, b.openDialogMs, 'ms'),
    line('open an item’s quick view (first time)', s.quickViewMs ?? NaN, b.openDialogMs, 'ms'),
  );
} else lines.push(missing('interactions'));

if (skip.has('load')) skipped.push('load');
else if (r.load) {
  const b = budgets.load;
  const reads: [string[], number, number][] = [
    [b.routes, b.p99MaxMs, b.throughputVsBareMin],
    [b.varied.routes, b.varied.p99MaxMs, b.varied.throughputVsBareMin],
  ];
  for (const [routes, p99MaxMs, throughputVsBareMin] of reads) {
    for (const route of routes) {
      const x = r.load.routes.find((f) => f.route === route);
      if (!x || x.connections !== b.connections) {
        lines.push(missing(`${route} at ${b.connections} connections`));
        continue;
      }
      lines.push(
        line(`${route} p99`, x.p99Ms, p99MaxMs, 'ms'),
        line(
          `${route} req/s / bare route req/s`,
          x.reqPerSec / r.load.bare.reqPerSec,
          throughputVsBareMin,
          '×',
          false,
        ),
        line(`${route} errors`, x.errors, 0, ''),
      );
    }
  }
  for (const route of b.writes.routes) {
    const x = r.load.routes.find((f) => f.route === route);
    if (!x) {
      lines.push(missing(route));
      continue;
    }
    lines.push(
      line(`${route} p99`, x.p99Ms, b.writes.p99MaxMs, 'ms'),
      line(`${route} errors`, x.errors, 0, ''),
      line(`${route} units oversold`, x.oversold ?? NaN, 0, ''),
    );
  }
} else lines.push(missing('load'));

if (skip.has('pages')) skipped.push('pages');
else {
  const b = budgets.pages;
  for (const profile of b.profiles) {
    const run = r.pages?.find((p) => p.profile === profile);
    if (!run) {
      lines.push(missing(`server-rendered pages on the ${profile} world`));
      continue;
    }
    for (const kind of b.kinds) {
      const route = ssrRoute(kind, profile, b.connections);
      const x = run.rows.find((f) => f.route === route);
      if (!x) {
        lines.push(missing(route));
        continue;
      }
      lines.push(
        line(`${route} p99`, x.p99Ms, b.p99MaxMs, 'ms'),
        line(
          `${route} pages/s / bare React page's`,
          x.reqPerSec / run.bare.reqPerSec,
          b.throughputVsBareMin,
          '×',
          false,
        ),
        line(`${route} errors`, x.errors, 0, ''),
      );
    }
    const route = ssrRoute('mix', profile, b.overload.connections);
    const x = run.rows.find((f) => f.route === route);
    if (!x) lines.push(missing(route));
    else
      lines.push(
        line(`${route} p99`, x.p99Ms, b.overload.p99MaxMs, 'ms'),
        line(`${route} errors`, x.errors, 0, ''),
      );
    const memory = run.memory;
    const grew = `the largest worker's memory growth over the ${profile} world's load rows`;
    if (!memory) lines.push(missing(grew));
    else
      lines.push(
        line(
          `${grew} (${memory.requests} pages)`,
          memory.rssMb - memory.warmRssMb,
          b.memoryGrowthMaxMb,
          'MiB',
        ),
      );
    const sitemaps = `the ${profile} world's slowest sitemap, made`;
    if (!run.sitemaps) lines.push(missing(sitemaps));
    else
      lines.push(
        line(
          `${sitemaps} (${run.sitemaps.sitemaps} sitemaps, ${run.sitemaps.urls} URLs)`,
          run.sitemaps.slowestMs,
          b.sitemapMaxMs,
          'ms',
        ),
      );
    // Runs before the provider had /metrics have no such figure.
    if (run.counted)
      lines.push(
        line(
          `the ${profile} world's pages counted by the provider's /metrics (${run.counted.counted}) off those sent (${run.counted.sent})`,
          Math.round((Math.abs(run.counted.counted - run.counted.sent) / run.counted.sent) * 1000) /
            10,
          1,
          '%',
        ),
      );
    for (const kind of b.kinds) {
      const cost = run.costs?.find((c) => c.kind === kind);
      const name = `own cost of a ${kind} page, ${profile} world (data + render, median)`;
      if (!cost) lines.push(missing(name));
      else lines.push(line(name, cost.medianMs, b.ownCostMaxMs[kind], 'ms'));
    }
  }
}

for (const l of lines) {
  const limit = Number.isNaN(l.limit) ? '' : ` (budget ${l.limit}${l.unit})`;
  console.log(`${l.pass ? 'ok  ' : 'MISS'} ${l.budget}: ${l.measured}${l.unit}${limit}`);
}
for (const part of skipped) console.log(`skip ${part} (BENCH_SKIP): its budgets not checked`);
const missed = lines.filter((l) => !l.pass).length;
const notChecked = skipped.length > 0 ? `; not checked: ${skipped.join(', ')}` : '';
console.log(
  missed === 0
    ? `bench:check: all ${lines.length} budgets met (${r.date}${notChecked})`
    : `bench:check: ${missed} of ${lines.length} budgets missed (${r.date}${notChecked})`,
);
process.exit(missed === 0 ? 0 : 1);
