import type { Db } from '../../db/client';
import { serializeOn } from '../../db/xact-lock';
import { ownerKey, type Owner } from '../owner';
import { type PlaceAnswer, IDEMPOTENCY_WINDOW_MS } from './types';

/** The Idempotency-Key: a repeated placement within 24 hours answers the first answer. */

export async function findIdempotent(db: Db, owner: string, key: string, nowMs: number) {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('owner', '=', owner)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (nowMs - Number(row.created_ms) > IDEMPOTENCY_WINDOW_MS) {
    await db
      .deleteFrom('idempotency_keys')
      .where('owner', '=', owner)
      .where('key', '=', key)
      .execute();
    return undefined;
  }
  return { status: row.status_code, body: JSON.parse(row.body) as PlaceAnswer };
}

export async function rememberAnswer(
  db: Db,
  owner: string,
  key: string,
  answer: PlaceAnswer,
  now: number,
) {
  await db
    .insertInto('idempotency_keys')
    .values({ owner, key, status_code: 200, body: JSON.stringify(answer), created_ms: now })
    .execute();
}

/**
 * Runs a placement once per (owner, key): a replay answers the first answer; when two
 * requests race, the loser's transaction fails on the key's primary key and answers the winner's.
 */
export interface Once {
  /** waits for the owner's other placements, then the first answer of this key (call it first) */
  prior(trx: Db): Promise<PlaceAnswer | undefined>;
  remember(trx: Db, answer: PlaceAnswer): Promise<void>;
}

export async function once(
  db: Db,
  owner: Owner,
  key: string | undefined,
  now: number,
  run: (o: Once) => Promise<PlaceAnswer>,
): Promise<{ status: number; body: PlaceAnswer }> {
  const idemOwner = ownerKey(owner);
  try {
    const body = await run({
      prior: async (trx) => {
        // One placement per owner at a time: their cart, coupon limits and keys stay consistent.
        await serializeOn(trx, `place:${idemOwner}`);
        return key === undefined
          ? undefined
          : (await findIdempotent(trx, idemOwner, key, now))?.body;
      },
      remember: async (trx, answer) => {
        if (key !== undefined) await rememberAnswer(trx, idemOwner, key, answer, now);
      },
    });
    return { status: 200, body };
  } catch (err) {
    // A request with the same key committed first (its key row made this one fail, or its
    // order emptied this one's cart): answer what it answered.
    if (key !== undefined) {
      const replay = await findIdempotent(db, idemOwner, key, now);
      if (replay) return replay;
    }
    throw err;
  }
}
