import type { Interactions } from './interactions';
import type { PageScore } from './lighthouse';
import type { LoadFigure } from './load';
import type { ProviderLoad } from './provider-load';
import type { SsrLoad } from './ssr-load';

type Sizes = { raw: number; gzip: number; brotli: number };
export interface RouteBytes {
  route: string;
  path: string;
  firstPaint: { js: Sizes; css: Sizes; files: number };
  interactive: { js: Sizes; css: Sizes; files: number };
  whole: { js: Sizes; css: Sizes; files: number };
}

/** What `npm run bench` writes to bench/results/latest.json. */
export interface BenchResults {
  date: string;
  machine: { cpus: number; cpu: string; node: string; loadAverage: number[] };
  root: string;
  bytes: { routes: RouteBytes[]; bare: RouteBytes };
  /**
   * `pages`: rendered on the server and hydrated (SSR=1); `spa`: the same pages from the static
   * SPA (`npm start`'s default, or `dist/` alone), measured in the same run.
   */
  lighthouse?: {
    pages: (PageScore & { name: string; path: string; indexed?: boolean })[];
    spa?: (PageScore & { name: string; path: string; indexed?: boolean })[];
    bare: PageScore;
  };
  interactions?: { storefront: Interactions; bare: Interactions };
  load?: ProviderLoad & { routes: LoadFigure[] };
  /** server-rendered pages under load, per world (issue 39) */
  pages?: SsrLoad[];
  durationS: number;
}

const kb = (n: number) => (n / 1024).toFixed(1);
const sizes = (s: Sizes) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
const percent = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : '–');

function table(title: string, head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    `\n${title}`,
    line(head),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

/** The results as Markdown tables (printed by the bench; docs/PERFORMANCE.md is made of them). */
export function formatResults(r: BenchResults): string {
  const out: string[] = [formatBytes(r.bytes)];
  if (r.lighthouse) out.push(formatLighthouse(r.lighthouse));
  if (r.interactions) out.push(formatInteractions(r.interactions));
  if (r.load) out.push(formatLoad(r.load));
  for (const pages of r.pages ?? []) out.push(formatPages(pages));
  out.push(
    `\n${r.date}, ${r.machine.cpus} × ${r.machine.cpu}, Node ${r.machine.node}, load average ${r.machine.loadAverage.map((n) => n.toFixed(2)).join(' ')}, ${r.durationS} s.`,
  );
  return out.join('\n');
}

/** The bytes per route as a Markdown table. */
export function formatBytes(bytes: BenchResults['bytes']): string {
  const b = bytes.bare;
  return table(
    'Bytes per route, KB (JS raw / gzip / brotli; CSS gzip). Floor: the bare Vite + React page',
    [
      'route',
      'JS before first paint',
      'JS before it responds',
      'first paint CSS',
      'whole route JS',
      'files',
      'responds gzip vs floor',
    ],
    [
      ...bytes.routes.map((x) => [
        x.route,
        sizes(x.firstPaint.js),
        sizes(x.interactive.js),
        kb(x.firstPaint.css.gzip),
        sizes(x.whole.js),
        x.whole.files,
        ratio(x.interactive.js.gzip, b.interactive.js.gzip),
      ]),
      [
        'bare page (floor)',
        sizes(b.firstPaint.js),
        sizes(b.interactive.js),
        kb(b.firstPaint.css.gzip),
        '–',
        b.whole.files,
        '1.00×',
      ],
    ],
  );
}

/** Lighthouse's figures as a Markdown table. */
export function formatLighthouse(lighthouse: NonNullable<BenchResults['lighthouse']>): string {
  const f = lighthouse.bare;
  return table(
    `Lighthouse, mobile preset, simulated throttling, median of ${f.runs}. Floor: the bare page. ` +
      'Each page rendered on the server (SSR=1), then from the static SPA' +
      (f.benchmarkIndex ? `. This machine's benchmark index (Lighthouse): ${f.benchmarkIndex}` : ''),
    ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'transferred KB', 'LCP vs floor', 'SEO'],
    [
      ...[
        ...lighthouse.pages.map((p) => ({ ...p, name: `${p.name} (server-rendered)` })),
        ...(lighthouse.spa ?? []).map((p) => ({ ...p, name: `${p.name} (static SPA)` })),
      ].map((p) => [
        p.name,
        p.performance.toFixed(2),
        p.fcpMs,
        p.lcpMs,
        p.tbtMs,
        p.cls,
        p.transferredKB,
        ratio(p.lcpMs, f.lcpMs),
        // A customer's own page is for no search engine (noindex): its SEO score means nothing.
        p.indexed && p.seo !== undefined ? p.seo.toFixed(2) : '—',
      ]),
      [
        'bare page (floor)',
        f.performance.toFixed(2),
        f.fcpMs,
        f.lcpMs,
        f.tbtMs,
        f.cls,
        f.transferredKB,
        '1.00×',
        '—',
      ],
    ],
  );
}

/** The interactions' figures as a Markdown table. */
export function formatInteractions(
  interactions: NonNullable<BenchResults['interactions']>,
): string {
  const { storefront: s, bare: f } = interactions;
  return table(
    `Interactions in Chromium (Playwright), ms from the event to the DOM, median of ${s.runs}. Floor: the same on the bare page`,
    ['interaction', 'storefront', 'floor'],
    [
      ['add to cart → badge', s.addToCartMs, f.addToCartMs],
      ['open the cart drawer', s.openCartMs, f.openCartMs],
      // Results of runs before the quick view was measured have none.
      ...(s.quickViewMs === undefined
        ? []
        : [['open an item’s quick view (first time)', s.quickViewMs, f.quickViewMs ?? '']]),
      [
        'type in search → suggestions (500 ms debounce subtracted)',
        s.suggestionsMs,
        f.suggestionsMs,
      ],
    ],
  );
}

/** The provider's load rows as a Markdown table. */
export function formatLoad(load: ProviderLoad): string {
  const f = load.bare;
  const row = (x: LoadFigure, name: string) => [
    name,
    x.requests,
    x.reqPerSec,
    x.p50Ms,
    x.p99Ms,
    x.maxMs ?? '–',
    x.errors,
    x.loopMaxMs ?? '–',
    percent(x.reqPerSec, f.reqPerSec),
  ];
  const engine = load.engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
  return table(
    `Provider under autocannon on loopback, ${f.connections} connections, the large world on ${engine} (the zone measured holds ${load.world.stores} stores and ${load.world.items} items); one provider process unless the row says workers. Floor: a bare Fastify JSON route`,
    [
      'route',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'errors',
      'worst event-loop block ms',
      'req/s, % of floor',
    ],
    [
      ...load.routes.map((x) =>
        row(
          x,
          x.oversold === undefined
            ? x.route
            : `${x.route} (${x.placed} placed, ${x.oversold} oversold)`,
        ),
      ),
      row(f, `${f.route} (floor)`),
      ...(load.bareWrite ? [row(load.bareWrite, load.bareWrite.route)] : []),
    ],
  );
}

/** The server-rendered pages' load rows as a Markdown table. */
export function formatPages(load: SsrLoad): string {
  const f = load.bare;
  const row = (x: LoadFigure) => [
    x.route,
    x.requests,
    x.reqPerSec,
    x.p50Ms,
    x.p99Ms,
    x.maxMs ?? '–',
    x.errors,
    percent(x.reqPerSec, f.reqPerSec),
  ];
  return table(
    `Server-rendered pages under autocannon on loopback, the ${load.profile} world, ${load.workers} provider processes; returning visitors of four modules and three languages. Floor: a bare React page rendered per request (renderToString) on Fastify` +
      (load.memory
        ? `. After these ${load.memory.requests} pages, the largest worker: ${load.memory.rssMb} MiB resident (${load.memory.warmRssMb} MiB warmed up, before them), ${load.memory.heapMb} MiB of heap`
        : '') +
      (load.sitemaps
        ? `. Sitemaps: ${load.sitemaps.sitemaps} listing ${load.sitemaps.urls} URLs, the slowest made in ${load.sitemaps.slowestMs} ms`
        : '') +
      (load.counted
        ? `. The provider's /metrics counted ${load.counted.counted} of the ${load.counted.sent} pages sent`
        : ''),
    ['page', 'requests', 'pages/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'pages/s, % of floor'],
    [...load.rows.map(row), row(f)],
  );
}

/** Each server-rendered page's own cost (no page cache, one at a time) as a Markdown table. */
export function formatCosts(load: SsrLoad): string {
  return table(
    `A server-rendered page's own cost, the ${load.profile} world: one request at a time, no page kept, median of 20 new URLs (Server-Timing)${load.costWarmup ? `, after ${load.costWarmup} pages of each kind` : ''}`,
    ['page', 'data + render ms', 'data ms', 'render ms', 'not rendered'],
    (load.costs ?? []).map((c) => [c.kind, c.medianMs, c.dataMs, c.renderMs, c.notRendered]),
  );
}
