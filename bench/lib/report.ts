import type { Interactions } from './interactions';
import type { PageScore } from './lighthouse';
import type { LoadFigure } from './load';
import type { ProviderLoad } from './provider-load';

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
    pages: (PageScore & { name: string; path: string })[];
    spa?: (PageScore & { name: string; path: string })[];
    bare: PageScore;
  };
  interactions?: { storefront: Interactions; bare: Interactions };
  load?: ProviderLoad & { routes: LoadFigure[] };
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

/** The results as Markdown tables (printed by the bench, pasted in the README). */
export function formatResults(r: BenchResults): string {
  const out: string[] = [];
  const b = r.bytes.bare;
  out.push(
    table(
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
        ...r.bytes.routes.map((x) => [
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
    ),
  );
  if (r.lighthouse) {
    const f = r.lighthouse.bare;
    out.push(
      table(
        `Lighthouse, mobile preset, simulated throttling, median of ${f.runs}. Floor: the bare page. ` +
          'Each page rendered on the server (SSR=1), then from the static SPA',
        ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'transferred KB', 'LCP vs floor'],
        [
          ...[
            ...r.lighthouse.pages.map((p) => ({ ...p, name: `${p.name} (server-rendered)` })),
            ...(r.lighthouse.spa ?? []).map((p) => ({ ...p, name: `${p.name} (static SPA)` })),
          ].map((p) => [
            p.name,
            p.performance.toFixed(2),
            p.fcpMs,
            p.lcpMs,
            p.tbtMs,
            p.cls,
            p.transferredKB,
            ratio(p.lcpMs, f.lcpMs),
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
          ],
        ],
      ),
    );
  }
  if (r.interactions) {
    const { storefront: s, bare: f } = r.interactions;
    out.push(
      table(
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
      ),
    );
  }
  if (r.load) out.push(formatLoad(r.load));
  out.push(
    `\n${r.date}, ${r.machine.cpus} × ${r.machine.cpu}, Node ${r.machine.node}, load average ${r.machine.loadAverage.map((n) => n.toFixed(2)).join(' ')}, ${r.durationS} s.`,
  );
  return out.join('\n');
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
