/**
 * The bench's provider app: the `buildApp` of `root` (this checkout, or another one to measure
 * "before") on `dataDir` (`:memory:` seeds the demo world) or on the PostgreSQL database of
 * `databaseUrl`, with the per-client limits lifted.
 * The bench asks one loopback client for thousands of guest ids (each write request is its own
 * guest), which the production limits (`server/http/rate-limits.ts`) rightly refuse. Only this
 * bench-only module passes these limits: `npm start` (`server/main.ts`) has no switch for them.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as AppModule from '../../server/app';
import type * as ClientModule from '../../server/db/client';
import type * as MigrateModule from '../../server/db/migrate';
import type * as OpenModule from '../../server/db/open';
import type { RateLimits } from '../../server/http/rate-limits';
import type * as SeedModule from '../../server/seed/seed';
import type * as CatalogueModule from '../../server/services/read-model/catalogue-model';

const lifted = { max: 1_000_000, timeWindowMs: 60_000 };
export const BENCH_RATE_LIMITS: RateLimits = {
  login: lifted,
  signUp: lifted,
  guest: lifted,
  gateway: lifted,
};

/**
 * The bench's operator token: its providers tell it their internals (`Server-Timing`: each page's
 * data and render), as they tell an operator (server/http/internal-headers.ts).
 */
export const BENCH_OPS_TOKEN = 'bench-operator-token';
export const BENCH_OPERATOR = { 'x-ops-token': BENCH_OPS_TOKEN };

export async function buildBenchProvider(opts: {
  root: string;
  dataDir: string;
  /** PostgreSQL instead of `dataDir` (already migrated and seeded) */
  databaseUrl?: string;
  staticDir?: string;
  /** pages rendered on the server from `root`'s SSR build (dist-ssr/) */
  ssr?: boolean;
  /** a worker of a bench cluster: the database is migrated and seeded already */
  seeded?: boolean;
}) {
  const load = (path: string) => import(pathToFileURL(join(resolve(opts.root), path)).href);
  const { buildApp } = (await load('server/app.ts')) as typeof AppModule;
  const { createDb } = (await load('server/db/client.ts')) as typeof ClientModule;
  const { openDatabase } = (await load('server/db/open.ts')) as typeof OpenModule;
  const { migrateToLatest } = (await load('server/db/migrate.ts')) as typeof MigrateModule;
  const { seedIfEmpty } = (await load('server/seed/seed.ts')) as typeof SeedModule;

  const { dataDir, staticDir } = opts;
  const db = opts.databaseUrl
    ? openDatabase({ DATABASE_URL: opts.databaseUrl, PG_POOL_MAX: process.env.PG_POOL_MAX }).db
    : createDb(dataDir === ':memory:' ? ':memory:' : join(dataDir, 'storefront.sqlite'));
  if (!opts.seeded) {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  }
  // BENCH_CATALOGUE=sql: the lists from SQL alone, as before the catalogue was kept in memory
  const catalogueInMemory = process.env.BENCH_CATALOGUE !== 'sql';
  const app = await buildApp({
    db,
    catalogueInMemory,
    pace: { stepMs: 1500 },
    rateLimits: BENCH_RATE_LIMITS,
    deployment: {
      publicUrl: undefined,
      trustedHosts: [],
      spaOrigins: [],
      googleMaps: false,
      firebase: false,
      apiOrigin: undefined,
      opsToken: BENCH_OPS_TOKEN,
      trustProxy: [],
    },
    ...(staticDir ? { staticDir } : {}),
    ...(opts.ssr
      ? {
          ssr: {
            entry: join(resolve(opts.root), 'dist-ssr/entry-server.js'),
            // every page rendered, none kept nor shed, for its own cost
            ...(process.env.BENCH_EVERY_PAGE_RENDERED ? { cacheBytes: 0, renderShare: 1 } : {}),
          },
        }
      : {}),
  });
  // Measured once the catalogue is in memory (a checkout that keeps none: nothing to wait for).
  const model = join(resolve(opts.root), 'server/services/read-model/catalogue-model.ts');
  if (catalogueInMemory && existsSync(model)) {
    const { catalogueLoaded } = (await load(
      'server/services/read-model/catalogue-model.ts',
    )) as typeof CatalogueModule;
    await catalogueLoaded(db);
  }
  return { app, db };
}
