/**
 * `npm start` → `tsx server/main.ts` (after `npm run build` and `npm run build:ssr`, with
 * NODE_ENV=production): the provider with the seeded demo world.
 *
 * Env: PORT (8080), HOST (127.0.0.1), DATA_DIR (./.data; ":memory:" for an in-memory database),
 * DATABASE_URL (PostgreSQL instead of SQLite; PG_POOL_MAX connections, default 10),
 * SIM_STEP_MS (60000: how long each order status lasts), STATIC_DIR (dist, when it exists),
 * CORS_ORIGINS (comma-separated origins of an SPA served elsewhere),
 * WORKERS (provider processes on the port, default the CPUs; 1 with an in-memory database:
 * cluster.ts), HASH_CONCURRENCY (1) and HASH_QUEUE (32): password hashes at once and waiting,
 * per process (services/passwords.ts), SSR=1 (server rendering of page routes from the SSR
 * build, `npm run build:ssr`: http/ssr.ts; `SSR=1 npm start`; anything else serves the static
 * SPA), SSR_ENTRY (that build's entry, default dist-ssr/entry-server.js), FLOWS_DATA_DIR
 * (flows-data: the test runs' coverage and pictures the flow explorer shows; "off" for none).
 * Signals: SIGTERM or SIGINT stop it; SIGHUP to the primary replaces its workers one at a time
 * (rolling-restart.ts, docs/PROVIDER.md "Restarting and deploying").
 * PUBLIC_URL, TRUST_PROXY, SPA_ORIGINS, VITE_GOOGLE_MAPS_API_KEY, VITE_FIREBASE_*, VITE_API_BASE_URL: see
 * http/deployment.ts.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { joinWakeRelay, startWorkers, workerCount, workerId } from './cluster';
import { onAskedToLeave, sayReady } from './rolling-restart';
import { answerMetricsAsks } from './http/metrics';
import type { Db } from './db/client';
import { openDatabase } from './db/open';
import { originsFromEnv } from './http/cors';
import { deploymentFromEnv } from './http/deployment';
import { configureHashing, DEFAULT_HASHING } from './services/passwords';
import { createSimulator } from './simulator/lifecycle';
import { prepareDatabase } from './startup';

function intEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  return n;
}

interface Settings {
  port: number;
  host: string;
  stepMs: number;
  staticDir: string | undefined;
  deployment: ReturnType<typeof deploymentFromEnv>;
  /** The SSR build's entry when pages are rendered on the server (SSR=1). */
  ssrEntry: string | undefined;
  /** Pages a process renders at once (SSR_MAX_RENDERS); past it, the static SPA. */
  maxRenders: number;
  /** A render this long while others wait: the static SPA for a second (SSR_SLOW_RENDER_MS). */
  slowRenderMs: number;
  /** The share of each second a process may render pages (SSR_RENDER_SHARE, percent). */
  renderShare: number;
  /** The page cache's budget per process (PAGE_CACHE_MB, MiB; 0: none kept). */
  cacheBytes: number;
  /** The API response cache's budget per process (RESPONSE_CACHE_MB, Mi characters; 0: none). */
  responseCacheChars: number;
  /** From which level lines are written to stdout (LOG_LEVEL: info, a line per request; silent: none). */
  logLevel: string;
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

function logLevelOf(raw: string | undefined): string {
  const level = raw?.trim() || 'info';
  if (!LOG_LEVELS.has(level))
    throw new Error(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')} (got "${raw}")`);
  return level;
}

function settingsFromEnv(): Settings {
  const staticDir = process.env.STATIC_DIR?.trim() || (existsSync('dist') ? 'dist' : undefined);
  const ssrEntry = process.env.SSR_ENTRY?.trim() || 'dist-ssr/entry-server.js';
  const ssr = process.env.SSR === '1';
  if (ssr && (staticDir === undefined || !existsSync(ssrEntry)))
    throw new Error(`SSR=1 needs dist/ and ${ssrEntry}: npm run build && npm run build:ssr`);
  return {
    port: intEnv('PORT', 8080, 0),
    host: process.env.HOST?.trim() || '127.0.0.1',
    stepMs: intEnv('SIM_STEP_MS', 60_000, 1),
    staticDir,
    deployment: deploymentFromEnv(process.env),
    ssrEntry: ssr ? ssrEntry : undefined,
    maxRenders: intEnv('SSR_MAX_RENDERS', 2, 1),
    slowRenderMs: intEnv('SSR_SLOW_RENDER_MS', 250, 1),
    renderShare: Math.min(intEnv('SSR_RENDER_SHARE', 50, 1), 100) / 100,
    cacheBytes: intEnv('PAGE_CACHE_MB', 64, 0) * 2 ** 20,
    responseCacheChars: intEnv('RESPONSE_CACHE_MB', 32, 0) * 2 ** 20,
    logLevel: logLevelOf(process.env.LOG_LEVEL),
  };
}

/** What the start line says of the pages. */
function modeNote(settings: Settings): string {
  const { publicUrl, trustedHosts } = settings.deployment;
  const hosts =
    publicUrl === undefined
      ? ` (no PUBLIC_URL: answering localhost${trustedHosts.map((h) => `, ${h}`).join('')} only)`
      : '';
  if (settings.staticDir === undefined) return hosts;
  return (settings.ssrEntry ? ' (pages rendered on the server)' : ' (static SPA)') + hosts;
}

async function main() {
  const settings = settingsFromEnv();
  configureHashing({
    concurrency: intEnv('HASH_CONCURRENCY', DEFAULT_HASHING.concurrency, 1),
    maxQueued: intEnv('HASH_QUEUE', DEFAULT_HASHING.maxQueued, 0),
  });

  // A worker of the cluster below: the primary has migrated and seeded.
  if (cluster.isWorker) {
    const { db } = openDatabase();
    await serve(db, settings, { worker: workerId() });
    return;
  }

  const { db, where } = openDatabase();
  // Several instances starting together: one migrates and seeds, the others wait and find it done.
  const { migrated, seeded } = await prepareDatabase(db);
  if (migrated.length > 0 && !seeded) console.log(`Migrated ${where}: ${migrated.join(', ')}`);

  const count = workerCount(process.env.WORKERS, where !== ':memory:');
  if (count === 1) {
    await serve(db, settings, { simulator: true });
    return;
  }
  await runPrimary(db, settings, count);
}

/** One provider process: the app on the port (shared by the cluster's workers). */
async function serve(
  db: Db,
  settings: Settings,
  role: { simulator?: boolean; worker?: number | undefined },
) {
  const app = await buildApp({
    db,
    pace: { stepMs: settings.stepMs },
    corsOrigins: originsFromEnv(process.env.CORS_ORIGINS),
    deployment: settings.deployment,
    responseCacheChars: settings.responseCacheChars,
    logger: settings.logLevel === 'silent' ? false : { level: settings.logLevel },
    ...(settings.staticDir ? { staticDir: settings.staticDir } : {}),
    ...(settings.ssrEntry
      ? {
          ssr: {
            entry: settings.ssrEntry,
            maxRenders: settings.maxRenders,
            slowRenderMs: settings.slowRenderMs,
            renderShare: settings.renderShare,
            cacheBytes: settings.cacheBytes,
          },
        }
      : {}),
    // The flow explorer's coverage and gallery (git-ignored; FLOWS_DATA_DIR=off serves none).
    ...(process.env.FLOWS_DATA_DIR === 'off'
      ? {}
      : { flowsDataDir: process.env.FLOWS_DATA_DIR?.trim() || 'flows-data' }),
  });
  let leaveRelay = () => {};
  if (role.worker !== undefined) {
    const id = String(role.worker);
    // which process answered (a load balancer's logs, the cluster test)
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('x-provider-worker', id);
    });
    leaveRelay = joinWakeRelay();
  }
  await app.listen({ port: settings.port, host: settings.host });
  if (role.simulator) app.simulator.start();
  // The primary waits for this before it lets an old worker go (a rolling restart).
  if (role.worker !== undefined) void whenReady(app).then(sayReady);

  if (role.worker === undefined) {
    const address = app.server.address() as AddressInfo | null;
    console.log(
      `Storefront running at http://localhost:${address?.port ?? settings.port}` +
        modeNote(settings),
    );
  }

  const shutdown = onShutdown(async () => {
    app.simulator.stop();
    leaveRelay();
    // Streams closed, requests begun answered (with Connection: close), then the database.
    await app.close();
    await db.destroy();
  });
  if (role.worker !== undefined)
    onAskedToLeave(app.drainConnections, () => shutdown('a rolling restart'));
  else
    process.on('SIGHUP', () =>
      console.log('SIGHUP: a rolling restart needs WORKERS > 1; this single process goes on.'),
    );
}

/** Resolves once the app's `/readyz` answers 200 (the catalogue loaded, the pages' bundle too). */
async function whenReady(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  for (;;) {
    const res = await app.inject({ method: 'GET', url: '/readyz' }).catch(() => undefined);
    if (res?.statusCode === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The cluster's primary: the simulator, and the workers that answer HTTP (`cluster.ts`). */
async function runPrimary(db: Db, settings: Settings, count: number) {
  // A worker asked for /metrics answers with every worker's figures, summed here, and the
  // simulator's lag.
  const metrics = answerMetricsAsks();
  const simulator = createSimulator({
    db,
    pace: { stepMs: settings.stepMs },
    onError: (err) => console.error('simulator tick failed:', err),
    onTick: metrics.simulatorTicked,
  });
  const workers = startWorkers(count, (err) => {
    console.error(err.message);
    process.kill(process.pid, 'SIGTERM');
  });
  onShutdown(async () => {
    simulator.stop();
    metrics.stop();
    await workers.stop();
    await db.destroy();
  });
  process.on('SIGHUP', () => void workers.restart());
  const address = await workers.ready;
  simulator.start();
  console.log(
    `Storefront running at ${address} (${count} provider processes; the order simulator runs in the primary, pid ${process.pid})` +
      modeNote(settings),
  );
}

/**
 * SIGINT and SIGTERM run `close` once, then exit (1 when it fails or takes over 10 s). Returns
 * the same shutdown for other reasons.
 */
function onShutdown(close: () => Promise<void>): (reason: string) => void {
  let closing = false;
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      console.error(`Shutdown after ${reason} took too long; exiting.`);
      process.exit(1);
    }, 10_000);
    force.unref();
    void (async () => {
      try {
        await close();
        process.exit(0);
      } catch (err) {
        console.error(err);
        process.exit(1);
      }
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  return shutdown;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
