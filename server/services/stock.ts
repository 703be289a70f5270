import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { parseJson } from './json';

/**
 * Stock moves, each a conditional UPDATE (never below zero) so that concurrent orders on any
 * number of instances, on SQLite or PostgreSQL, cannot oversell. Variation stock lives in the
 * item's JSON; it changes by compare-and-swap on that JSON text, retried a few times.
 */

type Variation = { type: string; price: number; stock: number };

/** Where the stock lives: an item, or a campaign item (0005_campaign_cart). */
export type StockTable = 'items' | 'item_campaigns';

/**
 * The order in which a transaction moves the stock of several lines: by table, then id. Every
 * transaction locking rows in the same order cannot deadlock another (PostgreSQL would abort
 * one of two orders locking the same two items in opposite orders).
 */
export function inStockOrder<T>(rows: readonly T[], rowOf: (r: T) => [StockTable, number]): T[] {
  return [...rows].sort((a, b) => {
    const [ta, ia] = rowOf(a);
    const [tb, ib] = rowOf(b);
    return ta === tb ? ia - ib : ta < tb ? -1 : 1;
  });
}

async function nameOf(db: Db, table: StockTable, id: number): Promise<string> {
  const row =
    table === 'items'
      ? await db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('item_campaigns')
          .select('title as name')
          .where('id', '=', id)
          .executeTakeFirst();
  return row?.name ?? 'An item';
}

/** Takes `qty` of an item (and of its variation), refusing with 406 when short. */
export async function takeStock(
  db: Db,
  itemId: number,
  variationType: string | null,
  qty: number,
  table: StockTable = 'items',
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const item = await db
      .selectFrom(table)
      .select(['id', 'stock', 'variations'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    const short = async () =>
      new ApiError(406, 'stock', `${await nameOf(db, table, itemId)} is out of stock`);
    if (variationType === null) {
      const res = await db
        .updateTable(table)
        .set((eb) => ({ stock: eb('stock', '-', qty) }))
        .where('id', '=', itemId)
        .where('stock', '>=', qty)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) return;
      throw await short();
    }
    const variations = parseJson<Variation[]>(item.variations, []);
    const v = variations.find((x) => x.type === variationType);
    if (!v || v.stock < qty || item.stock < qty) throw await short();
    const next = variations.map((x) =>
      x.type === variationType ? { ...x, stock: x.stock - qty } : x,
    );
    const res = await db
      .updateTable(table)
      .set((eb) => ({ variations: JSON.stringify(next), stock: eb('stock', '-', qty) }))
      .where('id', '=', itemId)
      .where('variations', '=', item.variations)
      .where('stock', '>=', qty)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return;
  }
  throw new ApiError(406, 'stock', 'The stock changed while placing the order, please try again');
}

/** Gives `qty` back to an item (and its variation): a canceled order's lines. */
export async function returnStock(
  db: Db,
  itemId: number,
  variationType: string | null,
  qty: number,
  table: StockTable = 'items',
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const item = await db
      .selectFrom(table)
      .select(['id', 'variations'])
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!item) return;
    const variations = parseJson<Variation[]>(item.variations, []);
    const has = variationType !== null && variations.some((x) => x.type === variationType);
    const res = await db
      .updateTable(table)
      .set((eb) => ({
        stock: eb('stock', '+', qty),
        ...(has
          ? {
              variations: JSON.stringify(
                variations.map((x) =>
                  x.type === variationType ? { ...x, stock: x.stock + qty } : x,
                ),
              ),
            }
          : {}),
      }))
      .where('id', '=', itemId)
      .where('variations', '=', item.variations)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return;
  }
  throw new Error(`could not return stock of ${table} ${itemId}`);
}

/** Sells `qty` at the flash-sale price if the sale still has them; false when it does not. */
export async function takeFlashStock(db: Db, flashSaleItemId: number, qty: number) {
  const res = await db
    .updateTable('flash_sale_items')
    .set((eb) => ({ sold: eb('sold', '+', qty) }))
    .where('id', '=', flashSaleItemId)
    .where('status', '=', 1)
    .where((eb) => eb('sold', '<=', eb('stock', '-', qty)))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function returnFlashStock(db: Db, flashSaleItemId: number, qty: number) {
  await db
    .updateTable('flash_sale_items')
    .set((eb) => ({ sold: eb('sold', '-', qty) }))
    .where('id', '=', flashSaleItemId)
    .where('sold', '>=', qty)
    .execute();
}

/** The variation `type` stored on an order or cart line, or null. */
export function variationTypeOf(variationJson: string): string | null {
  const v = parseJson<unknown[]>(variationJson, []);
  const first = Array.isArray(v) ? v[0] : undefined;
  return first && typeof first === 'object' && 'type' in first
    ? String((first as { type: unknown }).type)
    : null;
}
