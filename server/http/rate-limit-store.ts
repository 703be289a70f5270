import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/client';
import type { Clock } from '../simulator/lifecycle';

/**
 * A `@fastify/rate-limit` store in the database (table `rate_limits`), so several provider
 * instances share one count per client. One upsert per request: a fixed window per key that
 * starts again once `timeWindow` has passed.
 */
export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  async function hit(key: string, timeWindow: number) {
    const now = clock.now();
    const expired = sql<boolean>`rate_limits.window_start_ms + ${timeWindow} <= ${now}`;
    const row = await db
      .insertInto('rate_limits')
      .values({ key, hits: 1, window_start_ms: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          window_start_ms: sql<number>`case when ${expired} then ${now} else rate_limits.window_start_ms end`,
        }),
      )
      .returning(['hits', 'window_start_ms'])
      .executeTakeFirstOrThrow();
    const start = Number(row.window_start_ms);
    // A new window: counters whose windows ended long ago are of no use to anyone.
    if (Number(row.hits) === 1 && start === now)
      await db
        .deleteFrom('rate_limits')
        .where('window_start_ms', '<', now - STALE_AFTER_MS)
        .execute();
    return { current: Number(row.hits), ttl: Math.max(0, start + timeWindow - now) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** Routes tell their counters apart by `groupId` (added to the key by the plugin). */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}

/** Longer than any route's window (see `rate-limits.ts`). */
const STALE_AFTER_MS = 24 * 3_600_000;
