import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { ApiError, refuse } from '../http/errors';
import { bearerToken } from '../http/headers';
import { bag, toNumber } from '../http/params';

/**
 * Who owns a cart or an order. Guests now; signed-in customers (bearer token) plug in here
 * when accounts arrive (issue 4): `resolveOwner` is the only place that has to learn about them.
 */
export type Owner = { kind: 'guest'; guestId: number } | { kind: 'customer'; userId: number };

export function ownerKey(owner: Owner): string {
  return owner.kind === 'guest' ? `guest:${owner.guestId}` : `user:${owner.userId}`;
}

export const ownerColumns = (owner: Owner) =>
  owner.kind === 'guest'
    ? ({ user_id: null, guest_id: owner.guestId } as const)
    : ({ user_id: owner.userId, guest_id: null } as const);

/** Guest ids are random (not sequential) so that one guest cannot guess another's. */
export async function createGuest(db: Db, now: Date): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = randomInt(10_000_000_000, 2 ** 47);
    const taken = await db
      .selectFrom('guests')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (taken) continue;
    await db.insertInto('guests').values({ id, created_at: now.toISOString() }).execute();
    return id;
  }
  throw new Error('could not allocate a guest id');
}

/** The owner of a cart/order call: the bearer token's customer, else the `guest_id` (query or body). */
export async function resolveOwner(db: Db, req: FastifyRequest): Promise<Owner> {
  const token = bearerToken(req);
  if (token !== undefined) {
    // No customer accounts yet (issue 4): any token is unknown.
    throw new ApiError(401, 'auth-001', 'Your account is inactive or Your token has been expired');
  }
  const raw = bag(req.body).guest_id ?? bag(req.query).guest_id;
  if (raw === undefined || raw === null || raw === '')
    throw refuse('guest_id', 'The guest id field is required.');
  const id = toNumber(raw);
  if (id === undefined || !Number.isSafeInteger(id) || id < 1)
    throw refuse('guest_id', 'The guest id is invalid.');
  const guest = await db.selectFrom('guests').select('id').where('id', '=', id).executeTakeFirst();
  if (!guest) throw refuse('guest_id', 'The guest id is invalid.');
  return { kind: 'guest', guestId: id };
}
