import type { Db } from '../db/client';
import { refuse } from '../http/errors';
import { t } from '../http/messages';
import { jsonish, type Bag } from '../http/params';
import { expandCategoryIds } from './categories';
import { customerForToken } from './sessions';

/**
 * `POST customer/update-interest {interest: [category ids]}` (the 6amMart client's interest
 * page): the customer's interests become exactly those categories (an empty list clears them).
 * Every id must be an active category. `customer/suggested-items` leads with items of them.
 */

export const MAX_INTERESTS = 100;
export const INTEREST_MESSAGES = {
  updated: t('interest_updated'),
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

/** The categories (with their children) a request's customer is interested in; [] for guests. */
export async function interestCategoriesOf(
  db: Db,
  token: string | undefined,
  nowMs: number,
): Promise<number[]> {
  if (token === undefined) return [];
  const found = await customerForToken(db, token, nowMs);
  if (!found) return [];
  const ids = await interestsOf(db, found.user.id);
  return ids.length > 0 ? expandCategoryIds(db, ids) : [];
}
