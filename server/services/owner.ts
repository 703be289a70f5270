import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { refuse } from '../http/errors';
import { bearerToken } from '../http/headers';
import { bag, toNumber } from '../http/params';
import { customerForToken, unauthorized } from './sessions';

/**
 * Who owns a cart or an order: the signed-in customer (bearer token) or a guest (`guest_id`).
 * `resolveOwner` is the only place that decides it.
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

/** The customer of the request's bearer token: undefined without one, 401 for one not valid. */
export async function bearerCustomerId(
  db: Db,
  req: FastifyRequest,
  nowMs: number,
): Promise<number | undefined> {
  const token = bearerToken(req);
  if (token === undefined) return undefined;
  const found = await customerForToken(db, token, nowMs);
  if (!found) throw unauthorized();
  return found.user.id;
}

/**
 * The owner of a cart/order call: the bearer token's customer, else the `guest_id` (query or
 * body). A token that is unknown or expired is a 401 (never a silent fall-back to the guest).
 */
export async function resolveOwner(
  db: Db,
  req: FastifyRequest,
  nowMs: number,
  /** the request's fields when they were read from a multipart body (http/body.ts) */
  fields?: Record<string, unknown>,
): Promise<Owner> {
  const userId = await bearerCustomerId(db, req, nowMs);
  if (userId !== undefined) return { kind: 'customer', userId };
  const raw = (fields ?? bag(req.body)).guest_id ?? bag(req.query).guest_id;
  if (raw === undefined || raw === null || raw === '')
    throw refuse('guest_id', 'The guest id field is required.');
  const id = toNumber(raw);
  if (id === undefined || !Number.isSafeInteger(id) || id < 1)
    throw refuse('guest_id', 'The guest id is invalid.');
  const guest = await db.selectFrom('guests').select('id').where('id', '=', id).executeTakeFirst();
  if (!guest) throw refuse('guest_id', 'The guest id is invalid.');
  return { kind: 'guest', guestId: id };
}
