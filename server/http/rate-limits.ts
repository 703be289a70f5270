import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../simulator/lifecycle';
import { ApiError } from './errors';
import { t } from './messages';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * Per-client request limits (`@fastify/rate-limit`, counters in the database) on the calls a
 * flood would make expensive or guessable: password checks, sign-ups, guest ids and the demo
 * gateway. Over the limit: 429 `too_many_requests` in the error envelope, before any work.
 * The client is the connection's address (`req.ip`; behind a proxy named in `TRUST_PROXY`, the
 * client it forwards for: `X-Forwarded-For`).
 */

export interface RouteLimit {
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_RATE_LIMITS = {
  login: { max: 30, timeWindowMs: 60_000 },
  signUp: { max: 30, timeWindowMs: 60_000 },
  guest: { max: 120, timeWindowMs: 60_000 },
  gateway: { max: 120, timeWindowMs: 60_000 },
} as const satisfies Record<string, RouteLimit>;

export type RateLimitedCall = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitedCall, RouteLimit>;

export async function installRateLimit(app: FastifyInstance, db: Db, clock: Clock) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db, clock),
    errorResponseBuilder: () =>
      new ApiError(429, 'too_many_requests', t('too_many_requests', 'en')),
  });
}

/** The `config` of a limited route: `{ config: limitOf(limits, 'login') }`. */
export function limitOf(limits: RateLimits, call: RateLimitedCall) {
  const { max, timeWindowMs } = limits[call];
  return { rateLimit: { max, timeWindow: timeWindowMs, groupId: `|${call}` } };
}
