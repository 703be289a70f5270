import type { Db } from '../db/client';
import type { LatLng } from './geo';
import { notFound, refuse } from '../http/errors';
import { toNumber, type Bag } from '../http/params';
import { isUniqueViolation } from './customers';
import { hydrateItems, serializeStore } from './catalogue';

/**
 * A customer's wishlist of items and stores (6amMart `customer/wish-list`). Only active items
 * of active stores and active stores are shown; `zoneId` and `moduleId` headers narrow the
 * list when sent.
 */

export const WISHLIST_MESSAGES = {
  added: 'Successfully added!',
  removed: 'Successfully removed!',
  already: 'Already in your wishlist',
  missing: 'Item or store id required',
  notInList: 'Not found in your wishlist',
} as const;

export const MAX_WISHES = 500;

function target(b: Bag): { kind: 'item' | 'store'; id: number } {
  const present = (v: unknown) => v !== undefined && v !== null && v !== '';
  const hasItem = present(b.item_id);
  const hasStore = present(b.store_id);
  if (!hasItem && !hasStore) throw refuse('data', WISHLIST_MESSAGES.missing);
  if (hasItem && hasStore) throw refuse('data', 'Send either an item id or a store id.');
  const field = hasItem ? 'item_id' : 'store_id';
  const n = toNumber(b[field]);
  if (n === undefined || !Number.isSafeInteger(n) || n < 1)
    throw refuse(field, `The ${field.replace('_', ' ')} is invalid.`);
  return { kind: hasItem ? 'item' : 'store', id: n };
}

export async function listWishes(
  db: Db,
  userId: number,
  scope: { zoneIds?: number[] | undefined; moduleId?: number | undefined; from?: LatLng },
) {
  const rows = await db
    .selectFrom('wishlists')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const itemIds = rows.flatMap((r) => (r.item_id === null ? [] : [r.item_id]));
  const storeIds = rows.flatMap((r) => (r.store_id === null ? [] : [r.store_id]));

  let items = itemIds.length
    ? await db
        .selectFrom('items')
        .selectAll()
        .where('id', 'in', itemIds)
        .where('status', '=', 1)
        .execute()
    : [];
  const itemStoreIds = [...new Set(items.map((i) => i.store_id))];
  const allStoreIds = [...new Set([...storeIds, ...itemStoreIds])];
  const stores = allStoreIds.length
    ? await db
        .selectFrom('stores')
        .selectAll()
        .where('id', 'in', allStoreIds)
        .where('status', '=', 1)
        .execute()
    : [];
  const storeById = new Map(stores.map((s) => [s.id, s]));
  const inScope = (storeId: number, moduleId: number) => {
    const store = storeById.get(storeId);
    if (!store) return false;
    if (scope.zoneIds && !scope.zoneIds.includes(store.zone_id)) return false;
    return scope.moduleId === undefined || scope.moduleId === moduleId;
  };
  items = items.filter((i) => inScope(i.store_id, i.module_id));
  const itemOrder = new Map(itemIds.map((id, n) => [id, n]));
  items.sort((a, b) => itemOrder.get(a.id)! - itemOrder.get(b.id)!);
  const wishedStores = storeIds
    .map((id) => storeById.get(id))
    .filter((s) => s !== undefined && inScope(s.id, s.module_id))
    .map((s) => serializeStore(s!, { from: scope.from }));
  return { item: await hydrateItems(db, items), store: wishedStores };
}

export async function addWish(db: Db, userId: number, b: Bag, now: Date) {
  const t = target(b);
  if (t.kind === 'item') {
    const item = await db
      .selectFrom('items')
      .select('id')
      .where('id', '=', t.id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!item) throw notFound('item_id', 'Item not found');
  } else {
    const store = await db
      .selectFrom('stores')
      .select('id')
      .where('id', '=', t.id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!store) throw notFound('store_id', 'Store not found');
  }
  const column = t.kind === 'item' ? 'item_id' : 'store_id';
  const existing = await db
    .selectFrom('wishlists')
    .select('id')
    .where('user_id', '=', userId)
    .where(column, '=', t.id)
    .executeTakeFirst();
  if (existing) throw refuse('wishlist', WISHLIST_MESSAGES.already);
  const count = await db
    .selectFrom('wishlists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= MAX_WISHES)
    throw refuse('wishlist', `Your wishlist can hold at most ${MAX_WISHES} entries.`);
  try {
    await db
      .insertInto('wishlists')
      .values({
        user_id: userId,
        item_id: t.kind === 'item' ? t.id : null,
        store_id: t.kind === 'store' ? t.id : null,
        created_at: now.toISOString(),
      })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse('wishlist', WISHLIST_MESSAGES.already);
    throw err;
  }
  return { message: WISHLIST_MESSAGES.added };
}

export async function removeWish(db: Db, userId: number, b: Bag) {
  const t = target(b);
  const column = t.kind === 'item' ? 'item_id' : 'store_id';
  const result = await db
    .deleteFrom('wishlists')
    .where('user_id', '=', userId)
    .where(column, '=', t.id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('wishlist', WISHLIST_MESSAGES.notInList);
  return { message: WISHLIST_MESSAGES.removed };
}
