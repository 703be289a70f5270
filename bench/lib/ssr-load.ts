import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { mulberry32 } from '../../server/seed/prng';
import { cannon, type LoadFigure } from './load';
import { BENCH_OPS_TOKEN } from './provider-app';
import { startProvider, type Server } from './servers';
import { COST_WARMUP, pageCosts, type PageCost } from './ssr-cost';
import { sampleWorld, type VariedWorld } from './varied';
import { benchWorld } from './visitor';

/**
 * Server-rendered pages under load (issue 39): returning visitors of four modules and three
 * languages (the cookie copy of their place, module and language) opening varied pages of one
 * kind, every URL new (sampled ids and words, and a parameter no page reads), on `workers`
 * provider processes, beside the floor: a bare React page rendered per request on Fastify
 * (`bare-process.ts`, `/bare-ssr`). Then the overload path: the mix of every kind at `overload`
 * connections. Last, each kind's own cost, one page at a time on a process that keeps no page.
 */
export interface SsrLoad {
  profile: 'demo' | 'large';
  workers: number;
  rows: LoadFigure[];
  bare: LoadFigure;
  costs?: PageCost[];
  /** pages of each kind served, not counted, before the own costs (older runs: 10-20) */
  costWarmup?: number;
  /**
   * the largest provider worker's memory after the warm-up and after the load rows (every
   * request of them): what it grew by is what its caches and the load kept
   */
  memory?: { requests: number; rssMb: number; heapMb: number; warmRssMb: number };
  /**
   * the sitemaps (issue 41) as a crawler first asks for them: the index and each sitemap it
   * names, the slowest answer (each is made on its first request) and the URLs listed
   */
  sitemaps?: { sitemaps: number; urls: number; slowestMs: number };
  /**
   * the provider's own count of the load rows' pages (its `/metrics`, summed over the workers)
   * beside the requests autocannon completed: an operator's dashboard agrees with the bench
   */
  counted?: { sent: number; counted: number };
}

/** Pages the provider says it answered (`storefront_http_requests_total` of page routes). */
async function pagesCounted(url: string): Promise<number> {
  const res = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_OPS_TOKEN}` },
  });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return (await res.text())
    .split('\n')
    .filter(
      (row) => row.startsWith('storefront_http_requests_total{') && row.includes('route="page"'),
    )
    .reduce((sum, row) => sum + Number(row.split(' ').pop()), 0);
}

/** `/sitemap.xml` and every sitemap it names, asked once each (their first: made then). */
async function sitemapFigures(url: string): Promise<NonNullable<SsrLoad['sitemaps']>> {
  const timed = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${url}${path}`);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const text = await res.text();
    return { text, ms: performance.now() - started };
  };
  const index = await timed('/sitemap.xml');
  const named = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  let slowestMs = index.ms;
  let urls = 0;
  for (const path of named) {
    const sitemap = await timed(path);
    slowestMs = Math.max(slowestMs, sitemap.ms);
    urls += sitemap.text.split('<url>').length - 1;
  }
  return { sitemaps: named.length, urls, slowestMs: Math.round(slowestMs) };
}

export const SSR_KINDS = ['module home', 'store', 'item', 'search results', 'category'] as const;
export type SsrKind = (typeof SSR_KINDS)[number];

const LANGUAGES = ['en', 'bn', 'ar'];
const MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce'];

/** The row's name, as `bench:check` and the budgets know it. */
export const ssrRoute = (kind: SsrKind | 'mix', profile: string, connections: number) =>
  `page: ${kind}, ${profile} world, ${connections} connections (every URL new)`;

type Visitor = { cookie: string; module: VariedWorld['modules'][number] };

function visitors(w: VariedWorld): Visitor[] {
  const out: Visitor[] = [];
  for (const module of w.modules.filter((m) => MODULE_TYPES.includes(m.type)))
    for (const language of LANGUAGES) {
      const stored: Record<string, string> = {
        zoneid: JSON.stringify(w.zoneIds),
        currentLatLng: JSON.stringify({ lat: 23.7806, lng: 90.4163 }),
        location: 'Gulshan 1',
        module: JSON.stringify({
          id: module.id,
          module_name: module.type,
          module_type: module.type,
        }),
        'language-setting': language,
      };
      const cookie = Object.entries(stored)
        .map(([key, value]) => `sf.${key}=${encodeURIComponent(value)}`)
        .join('; ');
      out.push({ cookie, module });
    }
  return out;
}

/** An endless sequence of page requests of `kind` (seeded), each URL new. */
export function pageRequests(
  kind: SsrKind | 'mix',
  w: VariedWorld,
  seed = 39,
): autocannon.Request[] {
  const rng = mulberry32(seed);
  const people = visitors(w);
  let n = 0;
  const pathOf = (k: SsrKind, visitor: Visitor): string => {
    const m = visitor.module;
    switch (k) {
      case 'module home':
        return '/home';
      case 'store':
        return `/store/${rng.pick(w.storeIds)}`;
      case 'item':
        return `/product/${rng.pick(w.itemIds)}`;
      case 'search results': {
        const name = rng.pick(m.names);
        return `/home?search=${encodeURIComponent(name[rng.int(0, name.length - 1)]!)}&data_type=searched`;
      }
      case 'category':
        return `/category/${rng.pick(m.categories)}`;
    }
  };
  return [
    {
      setupRequest: (req) => {
        const visitor = rng.pick(people);
        const k = kind === 'mix' ? rng.pick([...SSR_KINDS]) : kind;
        const path = pathOf(k, visitor);
        const sep = path.includes('?') ? '&' : '?';
        return {
          ...req,
          path: `${path}${sep}utm_source=bench&bench_nonce=${n++}`,
          headers: { ...req.headers, cookie: visitor.cookie, 'accept-encoding': 'br' },
        };
      },
    },
  ];
}

export async function sampleOf(url: string): Promise<VariedWorld> {
  const { world } = await benchWorld(url);
  return sampleWorld(url, world.zoneIds);
}

/** Each page kind asked for one at a time, a few times, with new URLs. */
async function warmUp(url: string, w: VariedWorld): Promise<void> {
  for (const kind of SSR_KINDS) {
    const [request] = pageRequests(kind, w, 7);
    for (let i = 0; i < 10; i++) {
      const setup = request!.setupRequest as (req: object, context: object) => object;
      const { path, headers } = setup({ headers: {} }, {}) as {
        path: string;
        headers: Record<string, string>;
      };
      await (await fetch(`${url}${path}`, { headers })).arrayBuffer();
    }
  }
}

export async function ssrLoad(opts: {
  root: string;
  port: number;
  bare: Server;
  profile: 'demo' | 'large';
  workers: number;
  connections: number;
  overload: number;
  durationS: number;
  log: (line: string) => void;
  /** the parts to measure (default both): the load rows and each page's own cost */
  parts?: ('load' | 'cost')[];
}): Promise<SsrLoad> {
  const parts = new Set(opts.parts ?? ['load', 'cost']);
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-ssr-bench-'));
  try {
    opts.log(`seeding the ${opts.profile} world into ${dataDir}`);
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(opts.root, 'server/seed/cli.ts'), '--profile', opts.profile],
      {
        cwd: opts.root,
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (seeded.status !== 0) throw new Error(`seeding the ${opts.profile} world failed`);
    const started = { root: opts.root, dataDir, staticDir: join(opts.root, 'dist'), ssr: true };
    const rows: LoadFigure[] = [];
    let bare: LoadFigure | undefined;
    let memory: SsrLoad['memory'];
    let sitemaps: SsrLoad['sitemaps'];
    let counted: SsrLoad['counted'];
    if (parts.has('load')) {
      const provider = await startProvider(opts.port, { ...started, workers: opts.workers });
      try {
        const sample = await sampleOf(provider.url);
        const plan = { duration: opts.durationS, url: provider.url };
        // Steady state, as the floor is measured: each kind rendered a few times first (the first
        // renders of a process compile its code: hundreds of ms each).
        await warmUp(provider.url, sample);
        const warm = await provider.loop();
        const countedBefore = await pagesCounted(provider.url);
        for (const kind of SSR_KINDS) {
          const row = await cannon(
            ssrRoute(kind, opts.profile, opts.connections),
            { ...plan, connections: opts.connections, requests: pageRequests(kind, sample) },
            provider,
          );
          opts.log(`${row.route}: ${row.reqPerSec}/s, p99 ${row.p99Ms} ms, ${row.errors} errors`);
          rows.push(row);
        }
        const overload = await cannon(
          ssrRoute('mix', opts.profile, opts.overload),
          { ...plan, connections: opts.overload, requests: pageRequests('mix', sample, 40) },
          provider,
        );
        opts.log(`${overload.route}: ${overload.reqPerSec}/s, p99 ${overload.p99Ms} ms`);
        rows.push(overload);
        counted = {
          sent: rows.reduce((sum, row) => sum + row.requests, 0),
          counted: (await pagesCounted(provider.url)) - countedBefore,
        };
        opts.log(
          `pages sent ${counted.sent}, counted by the provider's metrics ${counted.counted}`,
        );
        const now = await provider.loop();
        const grown = {
          requests: rows.reduce((sum, row) => sum + row.requests, 0),
          rssMb: now.rssMb ?? NaN,
          heapMb: now.heapMb ?? NaN,
          warmRssMb: warm.rssMb ?? NaN,
        };
        memory = grown;
        opts.log(
          `after ${grown.requests} pages: ${grown.rssMb} MiB resident (${grown.warmRssMb} warmed up), heap ${grown.heapMb}`,
        );
        sitemaps = await sitemapFigures(provider.url);
        opts.log(
          `sitemaps: ${sitemaps.sitemaps} listing ${sitemaps.urls} URLs, the slowest made in ${sitemaps.slowestMs} ms`,
        );
        bare = await cannon('bare React renderToString page (floor)', {
          url: `${opts.bare.url}/bare-ssr`,
          connections: opts.connections,
          duration: opts.durationS,
          headers: { 'accept-encoding': 'br' },
        });
        opts.log(`${bare.route}: ${bare.reqPerSec}/s`);
      } finally {
        await provider.stop();
      }
    }
    let costs: PageCost[] | undefined;
    if (parts.has('cost')) {
      const provider = await startProvider(opts.port + 1, { ...started, everyPageRendered: true });
      try {
        const sample = await sampleOf(provider.url);
        costs = await pageCosts(provider.url, SSR_KINDS, (kind) =>
          pageRequests(kind as SsrKind, sample, 41),
        );
        for (const c of costs)
          opts.log(
            `own cost of a ${c.kind} page (${opts.profile}): ${c.medianMs} ms (data ${c.dataMs}, render ${c.renderMs})`,
          );
      } finally {
        await provider.stop();
      }
    }
    return {
      profile: opts.profile,
      workers: opts.workers,
      rows,
      bare: bare!,
      costs,
      costWarmup: costs ? COST_WARMUP : undefined,
      memory,
      sitemaps,
      counted,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
