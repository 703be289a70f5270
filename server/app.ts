import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { watchPool } from './db/postgres';
import type { AppContext } from './http/context';
import { allowOrigins } from './http/cors';
import { LOCAL_DEPLOYMENT, publicOrigin, type Deployment } from './http/deployment';
import { installTrustedHosts } from './http/trusted-host';
import { installBodyParsers, installErrorEnvelope } from './http/envelope-plugin';
import { envelope } from './http/errors';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { closeConnectionsWhenClosing } from './http/closing';
import { jsonOf } from './http/json-text';
import { DEFAULT_RATE_LIMITS, installRateLimit, type RateLimits } from './http/rate-limits';
import { installResponseCache } from './http/response-cache';
import { installInternalHeaders } from './http/internal-headers';
import { createMetrics, installMetrics } from './http/metrics';
import { installRequestLog, requestIdOf } from './http/request-log';
import { installSecurityHeaders } from './http/security-headers';
import { keptConfig } from './services/kept-config';
import { pageVersion } from './services/page-version';
import { createSsrHandler, isMissingFile, isPageRoute, type SsrOptions } from './http/ssr';
import { registerSitemaps } from './http/sitemaps';
import { serveBuiltSpa, serveFlowsData } from './http/static';
import { demoDelivery, type CodeDelivery } from './services/account-codes';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { configRoutes } from './routes/config';
import { customerRoutes } from './routes/customer';
import { imageRoutes } from './routes/images';
import { itemRoutes } from './routes/items';
import { moduleRoutes } from './routes/modules';
import { orderRoutes } from './routes/orders';
import { orderStreamRoutes } from './routes/order-stream';
import { chatRoutes } from './routes/chat';
import { couponRoutes } from './routes/coupons';
import { itemSuggestionRoutes } from './routes/item-suggestions';
import { paymentMethodRoutes } from './routes/payment-methods';
import { tipRoutes } from './routes/tips';
import { vehicleRoutes } from './routes/vehicles';
import { notificationRoutes } from './routes/notifications';
import { paymentRoutes } from './routes/payments';
import { reviewRoutes } from './routes/reviews';
import { walletRoutes } from './routes/wallet';
import { storeRoutes } from './routes/stores';
import { catalogueLoaded, keepCatalogue } from './services/read-model/catalogue-model';
import { categoryRoutes } from './routes/categories';
import { pageRoutes } from './routes/pages';
import { promotionRoutes } from './routes/promotions';
import { taxonomyRoutes } from './routes/taxonomy';
import {
  createSimulator,
  DEFAULT_PACE,
  systemClock,
  type Clock,
  type Simulator,
  type SimulatorPace,
} from './simulator/lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** The order lifecycle simulator of this app (started by main.ts; tests call `tick()`). */
    simulator: Simulator;
  }
}

export interface BuildAppOptions {
  db: Db;
  clock?: Clock;
  pace?: SimulatorPace;
  /** the built SPA; any other non-/api GET answers its index.html */
  staticDir?: string;
  /**
   * one JSON line per request (http/request-log.ts): true on stdout at `info`, or where and from
   * which level; default none
   */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  /** origins whose pages may call the API (http/cors.ts); none: same origin only */
  corsOrigins?: readonly string[];
  /** public URL, SPA origins, configured third parties (`http/deployment.ts`) */
  deployment?: Deployment;
  /** per-client limits of login, sign-up, guest id and the gateway */
  rateLimits?: RateLimits;
  timeouts?: ServerTimeouts;
  /** where one-time codes go (password reset, phone verification); default: printed */
  deliverCode?: CodeDelivery;
  /** server rendering of page routes (http/ssr.ts; needs staticDir and the SSR build) */
  ssr?: SsrOptions;
  /** the test runs' coverage and pictures for the flow explorer, at /flows-data/ (http/static.ts) */
  flowsDataDir?: string;
  /** keep the catalogue in memory for the lists (services/read-model/); default true */
  catalogueInMemory?: boolean;
  /** the response cache's budget, in characters of answers (http/response-cache.ts; 0: none) */
  responseCacheChars?: number;
}

export interface ServerTimeouts {
  /** the whole request (headers and body) must arrive within this */
  requestTimeoutMs: number;
  /** a connection with no traffic for this long is closed */
  connectionTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 60_000,
};

export const API_PREFIX = '/api/v1';

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const timeouts = opts.timeouts ?? DEFAULT_TIMEOUTS;
  const deployment = opts.deployment ?? LOCAL_DEPLOYMENT;
  const app = Fastify({
    // X-Forwarded-For/Proto/Host believed from the proxies named in TRUST_PROXY only.
    trustProxy: deployment.trustProxy.length > 0 ? deployment.trustProxy : false,
    logger: opts.logger ?? false,
    // Our own line per request (request-log.ts), with the id a page's fetches carry on.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'request_id',
    }),
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.connectionTimeoutMs,
    // Node enforces requestTimeout only when given at the server's creation, checking at
    // this interval (30 s by default).
    http: {
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.requestTimeoutMs),
    },
    frameworkErrors,
    clientErrorHandler,
    // Closing, a request on a connection still open is answered, not refused (http/closing.ts).
    return503OnClosing: false,
  });
  // JSON.stringify, as Fastify's own, but answers that keep their JSON text are sent as kept.
  app.setReplySerializer(jsonOf);
  const ctx: AppContext = {
    db: opts.db,
    clock: opts.clock ?? systemClock,
    deployment,
    rateLimits: opts.rateLimits ?? DEFAULT_RATE_LIMITS,
    deliverCode: opts.deliverCode ?? demoDelivery,
    metrics: createMetrics(),
  };

  const simulator = createSimulator({
    db: opts.db,
    clock: ctx.clock,
    pace: opts.pace ?? DEFAULT_PACE,
    onError: (err) =>
      opts.logger
        ? app.log.error({ err }, 'simulator tick failed')
        : console.error('simulator tick failed:', err),
    onTick: ctx.metrics.simulatorTicked,
  });
  app.decorate('simulator', simulator);
  // The catalogue in memory for the item and store lists (services/read-model/).
  if (opts.catalogueInMemory !== false) {
    const catalogue = keepCatalogue(opts.db);
    app.addHook('onClose', async () => catalogue.release());
  }
  app.addHook('onClose', async () => simulator.stop());

  closeConnectionsWhenClosing(app);
  await allowOrigins(app, opts.corsOrigins ?? []);
  const staticRoot = opts.staticDir ? resolve(opts.staticDir) : undefined;
  await installSecurityHeaders(app, deployment, staticRoot);
  if (opts.logger) installRequestLog(app);
  // Counted first: it reads a page's Server-Timing before a visitor's answer loses it.
  installMetrics(app, ctx.metrics, deployment.opsToken);
  installInternalHeaders(app, deployment.opsToken);
  installTrustedHosts(app, deployment);
  await installRateLimit(app, opts.db, ctx.clock);
  installBodyParsers(app);
  installErrorEnvelope(app, (err, req) =>
    opts.logger
      ? req.log.error({ err }, 'unhandled error')
      : console.error(`${req.method} ${req.url} failed:`, err),
  );

  installResponseCache(app, opts.db, ctx.clock, opts.responseCacheChars, (read) =>
    ctx.metrics.watchResponseCache(read),
  );
  const pool = watchPool(opts.db);
  if (pool) {
    const stopWatching = pool.onWait(ctx.metrics.watchDbPool(pool.read));
    app.addHook('onClose', async () => stopWatching());
  }

  app.get('/healthz', async () => {
    await askDatabase(opts.db);
    return { status: 'ok' };
  });

  await app.register(
    async (api) => {
      // multipart/form-data (profile photo); limits are set per read in http/body.ts
      await api.register(fastifyMultipart);
      configRoutes(api, ctx);
      moduleRoutes(api, ctx);
      storeRoutes(api, ctx);
      itemRoutes(api, ctx);
      itemSuggestionRoutes(api, ctx);
      categoryRoutes(api, ctx);
      taxonomyRoutes(api, ctx);
      promotionRoutes(api, ctx);
      couponRoutes(api, ctx);
      pageRoutes(api, ctx);
      authRoutes(api, ctx);
      customerRoutes(api, ctx);
      cartRoutes(api, ctx);
      orderRoutes(api, ctx);
      orderStreamRoutes(api, ctx);
      walletRoutes(api, ctx);
      reviewRoutes(api, ctx);
      chatRoutes(api, ctx);
      notificationRoutes(api, ctx);
      tipRoutes(api, ctx);
      vehicleRoutes(api);
      paymentMethodRoutes(api);
      imageRoutes(api);
    },
    { prefix: API_PREFIX },
  );

  // The demo payment gateway (CONTRACT "Our extensions"), outside /api/v1 as in 6amMart.
  paymentRoutes(app, ctx);

  const hasIndex = staticRoot !== undefined && existsSync(join(staticRoot, 'index.html'));
  if (opts.flowsDataDir !== undefined) serveFlowsData(app, opts.flowsDataDir);
  if (staticRoot !== undefined) await serveBuiltSpa(app, staticRoot);
  // What a search engine is told of the storefront's pages.
  if (hasIndex)
    registerSitemaps(app, {
      db: opts.db,
      originOf: (req) => publicOrigin(req, deployment),
      version: () => pageVersion(opts.db),
    });
  const renderPage =
    opts.ssr && hasIndex && staticRoot !== undefined
      ? await createSsrHandler(app, staticRoot, deployment.apiOrigin, {
          version: () => pageVersion(opts.db),
          originOf: (req) => publicOrigin(req, deployment),
          zoneIds: async () => new Set((await keptConfig(opts.db)).zones.map((zone) => zone.id)),
          watchPageCache: (read) => ctx.metrics.watchPageCache(read),
          ...opts.ssr,
        })
      : null;

  // Ready for visitors (a load balancer's check, docs/PROVIDER.md): the database answers, the
  // catalogue is in memory and the pages' server bundle is loaded (each `off` when not used).
  app.get('/readyz', async (_req, reply) => {
    const checks = {
      database: await askDatabase(opts.db).then(
        () => true,
        () => false,
      ),
      catalogue:
        opts.catalogueInMemory === false ? 'off' : await withinMs(catalogueLoaded(opts.db), 2_000),
      pages: opts.ssr ? renderPage !== null : 'off',
    };
    const ready = Object.values(checks).every((check) => check !== false);
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });

  // The landing with its own head (ssr.ts answerLanding), in place of the build's index.html.
  if (renderPage)
    app.get('/', async (req, reply) => {
      if (await renderPage(req, reply)) return reply;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A file that is not there (a chunk of another build, robots.txt…) is not a page.
    if (!isApi && hasIndex && isMissingFile(path))
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain')
        .send('Not found');
    if (!isApi && hasIndex && (req.method === 'GET' || req.method === 'HEAD')) {
      if (renderPage && isPageRoute(path) && (await renderPage(req, reply))) return reply;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(envelope('not_found', `Route ${req.method} ${path} not found`));
  });

  return app;
}

/** One small read: the database answers (`/healthz`, `/readyz`). */
function askDatabase(db: Db) {
  return db.selectFrom('modules').select('id').limit(1).execute();
}

/** What `promise` resolves to within `ms`, else false. */
function withinMs(promise: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise.catch(() => false), late]).finally(() => clearTimeout(timer));
}
