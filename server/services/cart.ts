import type { Db } from '../db/client';
import type { CartRow, ItemRow } from '../db/schema';
import { notFound, refuse } from '../http/errors';
import { bag, optionalInt, requiredInt } from '../http/params';
import { hydrateItems, itemVariations, type ItemJson } from './catalogue';
import { moduleKeepsStock } from './config';
import { parseJson, parseNumberArray } from './json';
import { ownerColumns, type Owner } from './owner';
import { priceSelection, type Selection } from './pricing';

/**
 * The cart: per owner (guest or customer) and per module, one store at a time. Every answer is
 * the whole cart. Prices are recomputed from the catalogue on every change.
 */

export const DIFFERENT_STORE_MESSAGE = 'You can only order from one store at a time';
/** SPEC §6: guests cannot order campaign items. */
export const CAMPAIGN_LOGIN_MESSAGE = 'Please sign in to order campaign items';

function ownedLines(db: Db, owner: Owner, moduleId: number) {
  const q = db.selectFrom('carts').selectAll().where('module_id', '=', moduleId);
  return owner.kind === 'guest'
    ? q.where('guest_id', '=', owner.guestId)
    : q.where('user_id', '=', owner.userId);
}

export function serializeCartRow(row: CartRow, item: ItemJson | undefined) {
  return {
    id: row.id,
    user_id: row.user_id ?? row.guest_id,
    is_guest: row.guest_id !== null,
    module_id: row.module_id,
    store_id: row.store_id,
    item_id: row.item_id,
    item_type: 'App\\Models\\Item',
    price: row.price,
    quantity: row.quantity,
    variation: parseJson<unknown[]>(row.variation, []),
    add_on_ids: parseNumberArray(row.add_on_ids),
    add_on_qtys: parseNumberArray(row.add_on_qtys),
    created_at: row.created_at,
    updated_at: row.updated_at,
    item: item ?? null,
  };
}

export type CartRowJson = ReturnType<typeof serializeCartRow>;

export async function listCart(db: Db, owner: Owner, moduleId: number): Promise<CartRowJson[]> {
  const rows = await ownedLines(db, owner, moduleId).orderBy('id', 'asc').execute();
  if (rows.length === 0) return [];
  const itemRows = await db
    .selectFrom('items')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((r) => r.item_id),
    )
    .execute();
  const items = new Map((await hydrateItems(db, itemRows)).map((i) => [i.id, i]));
  return rows.map((r) => serializeCartRow(r, items.get(r.item_id)));
}

async function loadItemForCart(db: Db, itemId: number, moduleId: number) {
  const item = await db
    .selectFrom('items')
    .selectAll()
    .where('id', '=', itemId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!item) throw notFound('item_id', 'Item not found');
  const store = await db
    .selectFrom('stores')
    .selectAll()
    .where('id', '=', item.store_id)
    .executeTakeFirst();
  if (!store || store.status !== 1) throw notFound('item_id', 'Item not found');
  if (item.module_id !== moduleId)
    throw refuse('moduleId', 'The item does not belong to the selected module');
  const module = await db
    .selectFrom('modules')
    .selectAll()
    .where('id', '=', item.module_id)
    .executeTakeFirstOrThrow();
  const addOnRows = await db
    .selectFrom('add_ons')
    .selectAll()
    .where('store_id', '=', item.store_id)
    .execute();
  return { item, store, module, addOns: new Map(addOnRows.map((a) => [a.id, a])) };
}

const sameSelection = (row: CartRow, sel: Selection) =>
  row.variation === JSON.stringify(sel.variation) &&
  row.add_on_ids === JSON.stringify(sel.addOnIds) &&
  row.add_on_qtys === JSON.stringify(sel.addOnQtys);

/** The stock key of a line: the variation type for variation items, else the item. */
function lineVariationType(row: CartRow): string | null {
  const v = parseJson<unknown[]>(row.variation, []);
  const first = v[0];
  return first && typeof first === 'object' && 'type' in first
    ? String((first as { type: unknown }).type)
    : null;
}

/** Maximum cart quantity (per item, all lines) and stock (per item or variation). */
async function checkLimits(
  db: Db,
  item: ItemRow,
  moduleType: string,
  sel: Selection,
  lines: CartRow[],
  exceptLineId: number | undefined,
  quantity: number,
  /** how much of `quantity` was already in the cart (the merged line's old quantity) */
  alreadyInLine = 0,
) {
  const others = lines.filter((l) => l.item_id === item.id && l.id !== exceptLineId);
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

export async function addToCart(db: Db, owner: Owner, moduleId: number, body: unknown, now: Date) {
  const b = bag(body);
  const model =
    b.model === undefined || b.model === null || b.model === '' ? 'Item' : String(b.model);
  if (model === 'ItemCampaign' && owner.kind === 'guest')
    throw refuse('model', CAMPAIGN_LOGIN_MESSAGE);
  // TODO(campaigns): customers' `ItemCampaign` lines. The campaign model (`item_campaigns`,
  // migration 0003) is arriving with the catalogue work, but a cart line can only name an
  // `items` row today (carts.item_id references items.id) and order placement prices `items`
  // only: it needs an item-type column on carts and campaign pricing/stock in pricing.ts and
  // orders.ts. Until then customers get the refusal below; guests never get further (above).
  if (model !== 'Item') throw refuse('model', 'Campaign items are not available yet');
  const itemId = requiredInt(b, 'item_id', { min: 1, label: 'item id' });
  const quantity = requiredInt(b, 'quantity', { min: 1, max: 1000 });

  await db.transaction().execute(async (trx) => {
    const { item, module, addOns } = await loadItemForCart(trx, itemId, moduleId);
    const sel = priceSelection(item, module.module_type, addOns, {
      variation: b.variation,
      add_on_ids: b.add_on_ids,
      add_on_qtys: b.add_on_qtys,
    });
    const lines = await ownedLines(trx, owner, moduleId).execute();
    if (lines.some((l) => l.store_id !== item.store_id))
      throw refuse('different_store', DIFFERENT_STORE_MESSAGE);
    const same = lines.find((l) => l.item_id === item.id && sameSelection(l, sel));
    const newQuantity = (same?.quantity ?? 0) + quantity;
    await checkLimits(
      trx,
      item,
      module.module_type,
      sel,
      lines,
      same?.id,
      newQuantity,
      same?.quantity ?? 0,
    );
    const stamp = now.toISOString();
    if (same) {
      await trx
        .updateTable('carts')
        .set({ quantity: newQuantity, price: sel.unitPrice, updated_at: stamp })
        .where('id', '=', same.id)
        .execute();
    } else {
      await trx
        .insertInto('carts')
        .values({
          ...ownerColumns(owner),
          module_id: moduleId,
          store_id: item.store_id,
          item_id: item.id,
          price: sel.unitPrice,
          quantity,
          variation: JSON.stringify(sel.variation),
          add_on_ids: JSON.stringify(sel.addOnIds),
          add_on_qtys: JSON.stringify(sel.addOnQtys),
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
  });
  return listCart(db, owner, moduleId);
}

export async function updateCart(db: Db, owner: Owner, moduleId: number, body: unknown, now: Date) {
  const b = bag(body);
  const cartId = requiredInt(b, 'cart_id', { min: 1, label: 'cart id' });
  const quantity = optionalInt(b, 'quantity', { min: 1, max: 1000 });

  await db.transaction().execute(async (trx) => {
    const lines = await ownedLines(trx, owner, moduleId).execute();
    const line = lines.find((l) => l.id === cartId);
    if (!line) throw notFound('cart_id', 'Cart item not found');
    const { item, module, addOns } = await loadItemForCart(trx, line.item_id, moduleId);
    const has = (k: string) => Object.prototype.hasOwnProperty.call(b, k);
    const sel = priceSelection(item, module.module_type, addOns, {
      variation: has('variation') ? b.variation : parseJson<unknown>(line.variation, []),
      add_on_ids: has('add_on_ids') ? b.add_on_ids : parseNumberArray(line.add_on_ids),
      add_on_qtys: has('add_on_qtys')
        ? b.add_on_qtys
        : has('add_on_ids')
          ? undefined
          : parseNumberArray(line.add_on_qtys),
    });
    const newQuantity = quantity ?? line.quantity;
    await checkLimits(trx, item, module.module_type, sel, lines, line.id, newQuantity);
    await trx
      .updateTable('carts')
      .set({
        quantity: newQuantity,
        price: sel.unitPrice,
        variation: JSON.stringify(sel.variation),
        add_on_ids: JSON.stringify(sel.addOnIds),
        add_on_qtys: JSON.stringify(sel.addOnQtys),
        updated_at: now.toISOString(),
      })
      .where('id', '=', line.id)
      .execute();
  });
  return listCart(db, owner, moduleId);
}

export async function removeCartItem(db: Db, owner: Owner, moduleId: number, query: unknown) {
  const cartId = requiredInt(bag(query), 'cart_id', { min: 1, label: 'cart id' });
  const line = await ownedLines(db, owner, moduleId).where('id', '=', cartId).executeTakeFirst();
  if (!line) throw notFound('cart_id', 'Cart item not found');
  await db.deleteFrom('carts').where('id', '=', line.id).execute();
  return listCart(db, owner, moduleId);
}

export async function clearCart(db: Db, owner: Owner, moduleId: number) {
  let q = db.deleteFrom('carts').where('module_id', '=', moduleId);
  q =
    owner.kind === 'guest'
      ? q.where('guest_id', '=', owner.guestId)
      : q.where('user_id', '=', owner.userId);
  await q.execute();
  return listCart(db, owner, moduleId);
}

/**
 * Sign-in or sign-up with a `guest_id`: the guest's cart lines move to the customer, module by
 * module. One store per cart holds, and the guest's cart wins (as in 6amMart): the customer's
 * lines from another store of that module are dropped. Lines of the same store stay; a guest
 * line equal to a customer line (same item, variation and add-ons) adds its quantity to it.
 * Quantities are added only as far as maximum_cart_quantity and stock allow (a line that would
 * get nothing is dropped), so the merged cart obeys the same rules as `addToCart`. Lines of an
 * item that is no longer available are dropped. The guest keeps its id, with an empty cart.
 */
export async function mergeGuestCart(db: Db, guestId: number, userId: number, now: Date) {
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const guestLines = await trx
      .selectFrom('carts')
      .selectAll()
      .where('guest_id', '=', guestId)
      .orderBy('id', 'asc')
      .execute();
    if (guestLines.length === 0) return;
    const customer: Owner = { kind: 'customer', userId };
    const moduleIds = [...new Set(guestLines.map((l) => l.module_id))];
    for (const moduleId of moduleIds) {
      const fromGuest = guestLines.filter((l) => l.module_id === moduleId);
      const storeId = fromGuest[0]!.store_id;
      await trx
        .deleteFrom('carts')
        .where('user_id', '=', userId)
        .where('module_id', '=', moduleId)
        .where('store_id', '!=', storeId)
        .execute();
      const module = await trx
        .selectFrom('modules')
        .selectAll()
        .where('id', '=', moduleId)
        .executeTakeFirst();
      const keepsStock = module ? await moduleKeepsStock(trx, module.module_type) : false;
      const items = new Map(
        (
          await trx
            .selectFrom('items')
            .selectAll()
            .where(
              'id',
              'in',
              fromGuest.map((l) => l.item_id),
            )
            .execute()
        ).map((i) => [i.id, i]),
      );
      for (const line of fromGuest) {
        const item = items.get(line.item_id);
        const mine = await ownedLines(trx, customer, moduleId).execute();
        const room = item && item.status === 1 ? roomFor(item, line, mine, keepsStock) : 0;
        const quantity = Math.min(line.quantity, room);
        const same = mine.find(
          (m) =>
            m.store_id === line.store_id &&
            m.item_id === line.item_id &&
            m.variation === line.variation &&
            m.add_on_ids === line.add_on_ids &&
            m.add_on_qtys === line.add_on_qtys,
        );
        if (quantity > 0 && same) {
          await trx
            .updateTable('carts')
            .set({ quantity: same.quantity + quantity, updated_at: stamp })
            .where('id', '=', same.id)
            .execute();
        } else if (quantity > 0) {
          await trx
            .updateTable('carts')
            .set({ ...ownerColumns(customer), quantity, updated_at: stamp })
            .where('id', '=', line.id)
            .execute();
          continue;
        }
        await trx.deleteFrom('carts').where('id', '=', line.id).execute();
      }
    }
  });
}

/** How many more of `line`'s item/variation the lines `mine` leave room for. */
function roomFor(item: ItemRow, line: CartRow, mine: CartRow[], keepsStock: boolean): number {
  const ofItem = mine.filter((m) => m.item_id === item.id);
  let room = Number.POSITIVE_INFINITY;
  if (item.maximum_cart_quantity > 0)
    room = item.maximum_cart_quantity - ofItem.reduce((n, m) => n + m.quantity, 0);
  if (keepsStock) {
    const type = lineVariationType(line);
    const stock =
      type === null ? item.stock : (itemVariations(item).find((v) => v.type === type)?.stock ?? 0);
    const held = ofItem
      .filter((m) => type === null || lineVariationType(m) === type)
      .reduce((n, m) => n + m.quantity, 0);
    room = Math.min(room, stock - held);
  }
  return Math.max(0, room);
}
