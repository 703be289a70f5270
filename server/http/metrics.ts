import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import type { PoolUse } from '../db/postgres';
import { opsTokenCheck } from './internal-headers';
import type { ResponseCacheFigures } from './response-cache';

/**
 * What the provider is doing, for Prometheus (`GET /metrics`, docs/PROVIDER.md): requests and
 * their latency by route, pages by the way they went (kept, rendered, the static SPA), a page's
 * data and render time, the page cache and the API response cache, the PostgreSQL pool, orders
 * placed and refused, open event streams, the simulator's lag, and Node's own (event loop lag,
 * heap, CPU). One registry per app, none process-wide: two apps in one process (the tests) count
 * apart. A part that is not there (the response cache on PostgreSQL, a pool on SQLite) has no
 * series at all.
 */
export interface Metrics {
  readonly registry: Registry;
  /** an order placement's outcome: `placed`, or refused (any answer but 200) */
  readonly orders: Counter<'outcome'>;
  /** how many event streams of a kind are open, read at each scrape (`orders`, `notifications`) */
  watchStreams(kind: 'orders' | 'notifications', count: () => number): void;
  /** the page cache's size and evictions, read at each scrape */
  watchPageCache(read: () => { entries: number; bytes: number; evictions: number }): void;
  /** the API response cache's answers and what it keeps, read at each scrape (once; when on) */
  watchResponseCache(read: () => ResponseCacheFigures): void;
  /**
   * the PostgreSQL pool's connections, read at each scrape (once; there is no pool on SQLite);
   * returns what counts one wait for a connection, in seconds
   */
  watchDbPool(read: () => PoolUse): (waitedSeconds: number) => void;
  /** a simulator tick ran `lagMs` behind its schedule (the series appears with the first) */
  readonly simulatorTicked: (lagMs: number) => void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** a connection from the pool: most at once, the rest up to its 10 s timeout (db/postgres.ts) */
const POOL_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const orders = new Counter({
    name: 'storefront_orders_total',
    help: 'Order placements by outcome (placed, refused)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const streamCounts = new Map<string, () => number>();
  new Gauge({
    name: 'storefront_event_streams_open',
    help: "Event streams open now, by kind (orders: one order's status; notifications)",
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      for (const [kind, count] of streamCounts) this.set({ kind }, count());
    },
  });
  let readCache: (() => { entries: number; bytes: number; evictions: number }) | undefined;
  const cacheGauge = (name: string, help: string, pick: 'entries' | 'bytes' | 'evictions') =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (readCache) this.set(readCache()[pick]);
      },
    });
  cacheGauge('storefront_page_cache_entries', 'Pages and landings kept now', 'entries');
  cacheGauge('storefront_page_cache_bytes', 'Bytes the kept pages take', 'bytes');
  cacheGauge(
    'storefront_page_cache_evictions',
    'Pages dropped to keep within the budget',
    'evictions',
  );
  return {
    registry,
    orders,
    watchStreams(kind, count) {
      streamCounts.set(kind, count);
    },
    watchPageCache(read) {
      readCache = read;
    },
    watchResponseCache: (read) => responseCacheSeries(registry, read),
    watchDbPool: (read) => dbPoolSeries(registry, read),
    simulatorTicked: simulatorLag(registry),
  };
}

function responseCacheSeries(registry: Registry, read: () => ResponseCacheFigures) {
  new Counter({
    name: 'storefront_response_cache_requests_total',
    help: 'Catalogue reads the response cache could keep: hit (from memory) or miss (run)',
    labelNames: ['outcome'],
    registers: [registry],
    // The cache keeps its own counts; copied here at each scrape.
    collect() {
      const { hits, misses } = read();
      this.reset();
      this.inc({ outcome: 'hit' }, hits);
      this.inc({ outcome: 'miss' }, misses);
    },
  });
  new Counter({
    name: 'storefront_response_cache_evictions_total',
    help: 'Answers let go to keep the response cache within its budget',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read().evictions);
    },
  });
  gaugeReadAtScrape(
    registry,
    'storefront_response_cache_entries',
    'Answers kept now',
    () => read().entries,
  );
  gaugeReadAtScrape(
    registry,
    'storefront_response_cache_bytes',
    'Bytes of the answers kept now (UTF-8, as sent)',
    () => read().bytes,
  );
}

function dbPoolSeries(registry: Registry, read: () => PoolUse): (waitedSeconds: number) => void {
  new Gauge({
    name: 'storefront_db_pool_connections',
    help: "The database pool's connections now: in_use (by a query or transaction) or idle",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = read();
      this.set({ state: 'in_use' }, use.inUse);
      this.set({ state: 'idle' }, use.idle);
    },
  });
  gaugeReadAtScrape(
    registry,
    'storefront_db_pool_max',
    'Connections the pool may open',
    () => read().max,
  );
  gaugeReadAtScrape(
    registry,
    'storefront_db_pool_waiting',
    'Queries waiting for a connection now',
    () => read().waiting,
  );
  const waits = new Histogram({
    name: 'storefront_db_pool_wait_seconds',
    help: 'Time a query or transaction waited for a connection from the pool',
    buckets: POOL_WAIT_BUCKETS,
    registers: [registry],
  });
  return (seconds) => waits.observe(seconds);
}

/** A gauge of what `read` says at each scrape. */
function gaugeReadAtScrape(registry: Registry, name: string, help: string, read: () => number) {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/**
 * The simulator's lag, from its first tick: no series in a process whose simulator does not run
 * (a cluster's workers: it runs in the primary, which adds its own to the workers' figures).
 */
function simulatorLag(registry: Registry): (lagMs: number) => void {
  let gauge: Gauge | undefined;
  return (lagMs) => {
    gauge ??= new Gauge({
      name: 'storefront_simulator_lag_seconds',
      help: "How far behind its schedule the simulator's last tick ran (its oldest due step's lateness)",
      registers: [registry],
    });
    gauge.set(lagMs / 1000);
  };
}

/** The route a request matched, a page (answered by the not-found handler) or none. */
function routeOf(req: FastifyRequest): string {
  const matched = req.routeOptions.url;
  if (matched) return matched;
  const path = req.url.split('?')[0] ?? '/';
  return path === '/api' || path.startsWith('/api/') ? 'unmatched' : 'page';
}

/** `page;desc="rendered", ssr-data;dur=3.1;…, ssr-shell;dur=8.0` (ssr.ts) read back. */
function pageTimings(header: unknown) {
  if (typeof header !== 'string') return null;
  const path = /(?:^|,\s*)page;desc="(\w+)"/.exec(header)?.[1];
  if (!path) return null;
  const dur = (name: string) => {
    const ms = new RegExp(`(?:^|,\\s*)${name};dur=([\\d.]+)`).exec(header)?.[1];
    return ms === undefined ? undefined : Number(ms) / 1000;
  };
  return { path, dataS: dur('ssr-data'), renderS: dur('ssr-shell') };
}

/** The token a request shows as `Authorization: Bearer …` (Prometheus's way). */
const bearerOf = (req: FastifyRequest) =>
  /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

const ASK = 'storefront:metrics';
type Asked = { type: typeof ASK; id: string; text?: string; error?: string };
const isAsked = (m: unknown): m is Asked =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === ASK;

/**
 * Counts every request, and serves `GET /metrics` to the operator (OPS_TOKEN as a bearer token;
 * without OPS_TOKEN there is no such route: 404). In a worker of the cluster the answer is the
 * whole cluster's, summed by the primary (`answerMetricsAsks`).
 */
export function installMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  opsToken: string | undefined,
) {
  const { registry } = metrics;
  const requests = new Counter({
    name: 'storefront_http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pages = new Counter({
    name: 'storefront_pages_total',
    help: 'Shopping pages by the way they went: cache (kept), rendered, shell (the static SPA)',
    labelNames: ['path'],
    registers: [registry],
  });
  const pageData = new Histogram({
    name: 'storefront_page_data_seconds',
    help: "A rendered page's data time",
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pageRender = new Histogram({
    name: 'storefront_page_render_seconds',
    help: "A rendered page's render time",
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  // Read before the internal headers are taken off for a visitor (internal-headers.ts).
  app.addHook('onSend', async (_req, reply, payload) => {
    const page = pageTimings(reply.getHeader('server-timing'));
    if (page) {
      pages.inc({ path: page.path });
      if (page.dataS !== undefined) pageData.observe(page.dataS);
      if (page.renderS !== undefined) pageRender.observe(page.renderS);
    }
    return payload;
  });
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(req);
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  if (opsToken === undefined) return;
  const isOpsToken = opsTokenCheck(opsToken);
  if (cluster.isWorker) {
    // Answers the primary's asks for this worker's figures (prom-client's cluster listener).
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }
  app.get('/metrics', async (req, reply) => {
    if (!isOpsToken(bearerOf(req)))
      return reply.status(401).header('www-authenticate', 'Bearer').send('Unauthorized');
    const text = cluster.isWorker ? await askPrimary() : await registry.metrics();
    return reply.header('content-type', registry.contentType).send(text);
  });
}

/** In a worker: the cluster's metrics, summed by the primary from every worker. */
function askPrimary(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer for the metrics in 5 s'));
    }, 5_000);
    const onMessage = (msg: unknown) => {
      if (!isAsked(msg) || msg.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (msg.text !== undefined) resolve(msg.text);
      else reject(new Error(msg.error ?? 'no metrics'));
    };
    process.on('message', onMessage);
    process.send?.({ type: ASK, id } satisfies Asked);
  });
}

/**
 * In the primary: answers a worker's ask with every worker's metrics, summed, and the lag of
 * the simulator, which runs here (`simulatorTicked`).
 */
export function answerMetricsAsks(): {
  readonly simulatorTicked: (lagMs: number) => void;
  stop(): void;
} {
  const aggregator = new AggregatorRegistry();
  const own = new Registry();
  const onMessage = (worker: Worker, msg: unknown) => {
    if (!isAsked(msg) || msg.text !== undefined || msg.error !== undefined) return;
    Promise.all([aggregator.clusterMetrics(), own.metrics()]).then(
      ([workers, primary]) =>
        worker.send({ type: ASK, id: msg.id, text: workers + primary } satisfies Asked),
      (err: unknown) => worker.send({ type: ASK, id: msg.id, error: String(err) } satisfies Asked),
    );
  };
  cluster.on('message', onMessage);
  return {
    simulatorTicked: simulatorLag(own),
    stop: () => cluster.off('message', onMessage),
  };
}
