import type { Db } from '../db/client';
import { refuse } from '../http/errors';
import { jsonish, type Bag } from '../http/params';

/**
 * `POST customer/update-interest {interest: [category ids]}` (the 6amMart client's interest
 * page): the customer's interests become exactly those categories (an empty list clears them).
 * Every id must be an active category.
 */

export const MAX_INTERESTS = 100;
export const INTEREST_MESSAGES = {
  updated: 'Interest updated successfully.',
  required: 'The interest field is required.',
  invalid: 'The interest must be a list of category ids.',
  unknown: 'One or more of these categories do not exist.',
} as const;

function readIds(b: Bag): number[] {
  const raw = jsonish(b.interest ?? b['interest[]']);
  if (raw === undefined || raw === null) throw refuse('interest', INTEREST_MESSAGES.required);
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
  if (list.length > MAX_INTERESTS) throw refuse('interest', INTEREST_MESSAGES.invalid);
  const ids = list.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v));
  if (!ids.every((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0))
    throw refuse('interest', INTEREST_MESSAGES.invalid);
  return [...new Set(ids)];
}

export async function updateInterests(db: Db, userId: number, b: Bag) {
  const ids = readIds(b);
  if (ids.length > 0) {
    const found = await db
      .selectFrom('categories')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .execute();
    if (found.length !== ids.length) throw refuse('interest', INTEREST_MESSAGES.unknown);
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('customer_interests').where('user_id', '=', userId).execute();
    if (ids.length > 0)
      await trx
        .insertInto('customer_interests')
        .values(ids.map((category_id) => ({ user_id: userId, category_id })))
        .execute();
  });
  return { message: INTEREST_MESSAGES.updated };
}

/** The customer's interests, in id order. */
export async function interestsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('customer_interests')
    .select('category_id')
    .where('user_id', '=', userId)
    .orderBy('category_id')
    .execute();
  return rows.map((r) => r.category_id);
}
