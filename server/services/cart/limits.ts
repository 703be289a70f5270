import type { Db } from '../../db/client';
import type { CartRow } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import { campaignNotRunning } from '../campaigns';
import { moduleKeepsStock } from '../config';
import { parseJson } from '../json';
import type { Selection } from '../pricing';
import { businessNow } from './list';
import { type CartModel, type CartProduct, namesProduct } from './model';

/** Loading what a line names and the limits a line must respect (stock, maximum quantity). */

/**
 * The item or campaign item a line names, with its module and its store's add-ons. A campaign
 * item must be running now (403 `campaign` with the reason otherwise).
 */
export async function loadProductForCart(
  db: Db,
  model: CartModel,
  id: number,
  moduleId: number,
  now: Date,
) {
  let product: CartProduct;
  if (model === 'Item') {
    const item = await db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!item) throw notFound('item_id', 'Item not found');
    product = { model, row: item };
  } else {
    const campaign = await db
      .selectFrom('item_campaigns')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!campaign) throw notFound('item_id', 'Item not found');
    product = { model, row: campaign };
  }
  const { row } = product;
  const store = await db
    .selectFrom('stores')
    .selectAll()
    .where('id', '=', row.store_id)
    .executeTakeFirst();
  if (!store || store.status !== 1) throw notFound('item_id', 'Item not found');
  if (row.module_id !== moduleId)
    throw refuse('moduleId', 'The item does not belong to the selected module');
  if (product.model === 'ItemCampaign') {
    const why = campaignNotRunning(product.row, await businessNow(db, now));
    if (why !== undefined) throw refuse('campaign', why);
  }
  const module = await db
    .selectFrom('modules')
    .selectAll()
    .where('id', '=', row.module_id)
    .executeTakeFirstOrThrow();
  const addOnRows = await db
    .selectFrom('add_ons')
    .selectAll()
    .where('store_id', '=', row.store_id)
    .execute();
  return { product, store, module, addOns: new Map(addOnRows.map((a) => [a.id, a])) };
}

export const sameSelection = (row: CartRow, sel: Selection) =>
  row.variation === JSON.stringify(sel.variation) &&
  row.add_on_ids === JSON.stringify(sel.addOnIds) &&
  row.add_on_qtys === JSON.stringify(sel.addOnQtys);

/** The stock key of a line: the variation type for variation items, else the item. */
export function lineVariationType(row: CartRow): string | null {
  const v = parseJson<unknown[]>(row.variation, []);
  const first = v[0];
  return first && typeof first === 'object' && 'type' in first
    ? String((first as { type: unknown }).type)
    : null;
}

/** Maximum cart quantity (per item, all lines) and stock (per item or variation). */
export async function checkLimits(
  db: Db,
  product: CartProduct,
  moduleType: string,
  sel: Selection,
  lines: CartRow[],
  exceptLineId: number | undefined,
  quantity: number,
  /** how much of `quantity` was already in the cart (the merged line's old quantity) */
  alreadyInLine = 0,
) {
  const item = product.row;
  const others = lines.filter((l) => namesProduct(l, product) && l.id !== exceptLineId);
  const totalOfItem = others.reduce((n, l) => n + l.quantity, 0) + quantity;
  if (item.maximum_cart_quantity > 0 && totalOfItem > item.maximum_cart_quantity)
    throw refuse(
      'cart_item_limit',
      `You can order at most ${item.maximum_cart_quantity} of this item`,
    );
  if (!(await moduleKeepsStock(db, moduleType))) return;
  const sameStock =
    sel.variationType === null
      ? others
      : others.filter((l) => lineVariationType(l) === sel.variationType);
  const wanted = sameStock.reduce((n, l) => n + l.quantity, 0) + quantity;
  if (wanted > sel.stock) {
    if (sel.variationType !== null && sel.stock <= 0)
      throw refuse('cart_item_limit', 'This variation is out of stock');
    const before = wanted - quantity + alreadyInLine;
    throw refuse(
      'cart_item_limit',
      before >= sel.stock ? 'Out of Stock' : `Only ${sel.stock} left in stock`,
    );
  }
}
