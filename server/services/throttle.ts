import type { Db } from '../db/client';
import { serializeOn } from '../db/xact-lock';
import { ApiError } from '../http/errors';

/**
 * Failed secret checks (passwords, one-time codes) counted per key in the database, so the
 * limit holds across provider instances: LOGIN_MAX_FAILURES failures within LOGIN_WINDOW_MS
 * lock the key for LOGIN_LOCK_MS (429), whatever is tried then.
 */

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 5 * 60_000;

export async function checkThrottle(db: Db, identifier: string, nowMs: number) {
  const row = await db
    .selectFrom('login_attempts')
    .selectAll()
    .where('identifier', '=', identifier)
    .executeTakeFirst();
  if (row && Number(row.locked_until_ms) > nowMs)
    throw tooMany(Number(row.locked_until_ms) - nowMs);
}

export function tooMany(remainingMs: number) {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return new ApiError(
    429,
    'auth-002',
    `Too many failed attempts. Please try again after ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** Counts a failure; returns the lock's end when this failure locks the identifier. */
export async function recordFailure(
  db: Db,
  identifier: string,
  nowMs: number,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    // concurrent failures on any instance each count
    await serializeOn(trx, `login:${identifier}`);
    await trx
      .insertInto('login_attempts')
      .values({ identifier, failures: 0, first_failed_ms: nowMs, locked_until_ms: 0 })
      .onConflict((oc) => oc.column('identifier').doNothing())
      .execute();
    const row = await trx
      .selectFrom('login_attempts')
      .selectAll()
      .where('identifier', '=', identifier)
      .executeTakeFirstOrThrow();
    const stale =
      nowMs - Number(row.first_failed_ms) > LOGIN_WINDOW_MS ||
      (Number(row.locked_until_ms) > 0 && Number(row.locked_until_ms) <= nowMs);
    const failures = stale ? 1 : row.failures + 1;
    const lockedUntil = failures >= LOGIN_MAX_FAILURES ? nowMs + LOGIN_LOCK_MS : 0;
    await trx
      .updateTable('login_attempts')
      .set({
        failures,
        first_failed_ms: stale ? nowMs : Number(row.first_failed_ms),
        locked_until_ms: lockedUntil,
      })
      .where('identifier', '=', identifier)
      .execute();
    return lockedUntil > 0 ? lockedUntil : undefined;
  });
}

export async function clearFailures(db: Db, identifier: string) {
  await db.deleteFrom('login_attempts').where('identifier', '=', identifier).execute();
}
