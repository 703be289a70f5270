import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { Db } from '../../server/db/client';
import type { RateLimits } from '../../server/http/rate-limits';
import { seedIfEmpty } from '../../server/seed/seed';
import { freshDb } from './test-db';

/** Zone ids of the demo world: 1 Dhaka Central, 2 Uttara, 3 Gulshan. */
export const ZONE = { central: 1, uttara: 2, gulshan: 3 } as const;
export const MODULE = { food: 1, grocery: 2, pharmacy: 3, shop: 4, parcel: 5 } as const;

/** Gulshan 1 Circle: inside Gulshan and Dhaka Central. */
export const GULSHAN_1 = { lat: 23.7806, lng: 90.4163 };
export const CHATTOGRAM = { lat: 22.3096, lng: 91.8002 };

export interface FakeClock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function fakeClock(start = Date.UTC(2026, 5, 1, 10, 0, 0)): FakeClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms), set: (ms) => void (t = ms) };
}

export interface TestWorld {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
  stepMs: number;
  close(): Promise<void>;
}

/**
 * The suites play thousands of customers and guests from one address under a clock that
 * stands still, so their worlds lift the per-client limits; `security.test.ts` tests the
 * real ones (`DEFAULT_RATE_LIMITS`).
 */
export const FIXTURE_RATE_LIMITS: RateLimits = {
  login: { max: 1_000_000, timeWindowMs: 60_000 },
  signUp: { max: 1_000_000, timeWindowMs: 60_000 },
  guest: { max: 1_000_000, timeWindowMs: 60_000 },
  gateway: { max: 1_000_000, timeWindowMs: 60_000 },
};

/**
 * A fresh provider with the demo world (test-db.ts), a fake clock and a 1 s simulator step;
 * on `db` when given (migrated; seeded here when empty).
 */
export async function makeWorld(
  opts: Pick<
    BuildAppOptions,
    | 'rateLimits'
    | 'deployment'
    | 'timeouts'
    | 'deliverCode'
    | 'staticDir'
    | 'ssr'
    | 'responseCacheChars'
    | 'logger'
  > = {},
  given?: Db,
): Promise<TestWorld> {
  const db = given ?? (await freshDb());
  await seedIfEmpty(db);
  const clock = fakeClock();
  const stepMs = 1000;
  const app = await buildApp({
    db,
    clock,
    pace: { stepMs },
    rateLimits: FIXTURE_RATE_LIMITS,
    ...opts,
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    stepMs,
    close: async () => {
      // Slow on a loaded machine with PostgreSQL (a CI run timed out at 10 s once): which part.
      const started = performance.now();
      await app.close();
      const closed = performance.now();
      await db.destroy();
      const ms = (from: number, to = performance.now()) => Math.round(to - from);
      if (ms(started) > 5_000)
        console.warn(`test world closed in ${ms(started)} ms (app ${ms(started, closed)} ms)`);
    },
  };
}

export function headers(
  opts: {
    zone?: string | null;
    module?: number | string | null;
    extra?: Record<string, string>;
  } = {},
) {
  const h: Record<string, string> = { accept: 'application/json' };
  const zone = opts.zone === undefined ? '[3,1]' : opts.zone;
  if (zone !== null) h.zoneId = zone;
  if (opts.module !== undefined && opts.module !== null) h.moduleId = String(opts.module);
  return { ...h, ...opts.extra };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: Json }> {
  const res = await app.inject({
    method,
    url,
    headers: opts.headers ?? headers(),
    ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
  });
  let body: Json = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON (images)
  }
  return { status: res.statusCode, body };
}

export async function newGuest(app: FastifyInstance): Promise<number> {
  const res = await call(app, 'POST', '/api/v1/auth/guest/request');
  return res.body.guest_id as number;
}

/** Expects the error envelope with one error of `code`. */
export function errorCode(body: Json): string | undefined {
  return Array.isArray(body?.errors) ? body.errors[0]?.code : undefined;
}
