import type { Db } from '../db/client';
import type { CartRow, ItemCampaignRow, ItemRow } from '../db/schema';
import { notFound, refuse } from '../http/errors';
import { bag, optionalInt, requiredInt } from '../http/params';
import { campaignItemsByIds, campaignNotRunning, type CampaignItemJson } from './campaigns';
import { hydrateItems, itemVariations, type ItemJson } from './catalogue';
import { DEFAULT_TIMEZONE, localNow } from './clock';
import { moduleKeepsStock, readSetting } from './config';
import { parseJson, parseNumberArray } from './json';
import { ownerColumns, type Owner } from './owner';
import { priceSelection, type Selection } from './pricing';

/**
 * The cart: per owner (guest or customer) and per module, one store at a time. Every answer is
 * the whole cart. Prices are recomputed from the catalogue on every change.
 *
 * A line names an item (`model` "Item", `carts.item_id`) or, for signed-in customers only, a
 * campaign item (`model` "ItemCampaign", `carts.item_campaign_id`, 0005_campaign_cart) while
 * its campaign runs. Both are priced, limited and stocked the same way, from their own row.
 */

export const DIFFERENT_STORE_MESSAGE = 'You can only order from one store at a time';
/** SPEC §6: guests cannot order campaign items. */
export const CAMPAIGN_LOGIN_MESSAGE = 'Please sign in to order campaign items';

export type CartModel = 'Item' | 'ItemCampaign';
const ITEM_TYPE: Record<CartModel, string> = {
  Item: 'App\\Models\\Item',
  ItemCampaign: 'App\\Models\\ItemCampaign',
};

/** The cart-add `model` (also 6amMart's class names); absent means "Item". */
export function readModel(raw: unknown): CartModel {
  if (raw === undefined || raw === null || raw === '') return 'Item';
  if (raw === 'Item' || raw === ITEM_TYPE.Item) return 'Item';
  if (raw === 'ItemCampaign' || raw === ITEM_TYPE.ItemCampaign) return 'ItemCampaign';
  throw refuse('model', 'The model must be Item or ItemCampaign.');
}

/** Which table a cart (or order) line names. */
export const lineModel = (row: { item_campaign_id: number | null }): CartModel =>
  row.item_campaign_id !== null ? 'ItemCampaign' : 'Item';

/** The id of what a line names, in its model's table. */
export const lineProductId = (row: { item_id: number | null; item_campaign_id: number | null }) =>
  row.item_campaign_id ?? row.item_id ?? 0;

/** What a line can name: an item or a campaign item (the same pricing columns). */
export type CartProduct =
  { model: 'Item'; row: ItemRow } | { model: 'ItemCampaign'; row: ItemCampaignRow };

export const productName = (p: CartProduct) => (p.model === 'Item' ? p.row.name : p.row.title);

const namesProduct = (line: CartRow, p: CartProduct) =>
  lineModel(line) === p.model && lineProductId(line) === p.row.id;

/** The line's reference columns for a product. */
const productColumns = (p: CartProduct) => ({
  item_id: p.model === 'Item' ? p.row.id : null,
  item_campaign_id: p.model === 'ItemCampaign' ? p.row.id : null,
});

async function businessNow(db: Db, now: Date) {
  const zone = await readSetting<unknown>(db, 'timezone', DEFAULT_TIMEZONE);
  return localNow(now.getTime(), typeof zone === 'string' ? zone : DEFAULT_TIMEZONE);
}

function ownedLines(db: Db, owner: Owner, moduleId: number) {
  const q = db.selectFrom('carts').selectAll().where('module_id', '=', moduleId);
  return owner.kind === 'guest'
    ? q.where('guest_id', '=', owner.guestId)
    : q.where('user_id', '=', owner.userId);
}

export function serializeCartRow(row: CartRow, item: ItemJson | CampaignItemJson | undefined) {
  const model = lineModel(row);
  return {
    id: row.id,
    user_id: row.user_id ?? row.guest_id,
    is_guest: row.guest_id !== null,
    module_id: row.module_id,
    store_id: row.store_id,
    /** the item's id, or the campaign item's id for an "ItemCampaign" line */
    item_id: lineProductId(row),
    item_type: ITEM_TYPE[model],
    model,
    price: row.price,
    quantity: row.quantity,
    variation: parseJson<unknown[]>(row.variation, []),
    add_on_ids: parseNumberArray(row.add_on_ids),
    add_on_qtys: parseNumberArray(row.add_on_qtys),
    created_at: row.created_at,
    updated_at: row.updated_at,
    // 6amMart clients keep the lines whose item.module.id is the current module.
    item: item ? { ...item, module: { id: item.module_id, module_type: item.module_type } } : null,
  };
}

export type CartRowJson = ReturnType<typeof serializeCartRow>;

export async function listCart(db: Db, owner: Owner, moduleId: number): Promise<CartRowJson[]> {
  const rows = await ownedLines(db, owner, moduleId).orderBy('id', 'asc').execute();
  if (rows.length === 0) return [];
  const itemIds = [...new Set(rows.flatMap((r) => (r.item_id === null ? [] : [r.item_id])))];
  const itemRows = itemIds.length
    ? await db.selectFrom('items').selectAll().where('id', 'in', itemIds).execute()
    : [];
  const items = new Map((await hydrateItems(db, itemRows)).map((i) => [i.id, i]));
  const campaigns = new Map(
    (
      await campaignItemsByIds(
        db,
        rows.flatMap((r) => (r.item_campaign_id === null ? [] : [r.item_campaign_id])),
      )
    ).map((c) => [c.id, c]),
  );
  return rows.map((r) =>
    serializeCartRow(
      r,
      r.item_campaign_id !== null ? campaigns.get(r.item_campaign_id) : items.get(r.item_id ?? 0),
    ),
  );
}

/**
 * The item or campaign item a line names, with its module and its store's add-ons. A campaign
 * item must be running now (403 `campaign` with the reason otherwise).
 */
async function loadProductForCart(
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

export async function addToCart(db: Db, owner: Owner, moduleId: number, body: unknown, now: Date) {
  const b = bag(body);
  if (owner.kind === 'guest' && (b.model === 'ItemCampaign' || b.model === ITEM_TYPE.ItemCampaign))
    throw refuse('model', CAMPAIGN_LOGIN_MESSAGE);
  const model = readModel(b.model);
  // `item_id` is the campaign item's id for model "ItemCampaign" (as the SPA sends it).
  const itemId = requiredInt(b, 'item_id', { min: 1, label: 'item id' });
  const quantity = requiredInt(b, 'quantity', { min: 1, max: 1000 });

  await db.transaction().execute(async (trx) => {
    const { product, module, addOns } = await loadProductForCart(trx, model, itemId, moduleId, now);
    const item = product.row;
    const sel = priceSelection(item, module.module_type, addOns, {
      variation: b.variation,
      add_on_ids: b.add_on_ids,
      add_on_qtys: b.add_on_qtys,
    });
    const lines = await ownedLines(trx, owner, moduleId).execute();
    if (lines.some((l) => l.store_id !== item.store_id))
      throw refuse('different_store', DIFFERENT_STORE_MESSAGE);
    const same = lines.find((l) => namesProduct(l, product) && sameSelection(l, sel));
    const newQuantity = (same?.quantity ?? 0) + quantity;
    await checkLimits(
      trx,
      product,
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
          ...productColumns(product),
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
    const { product, module, addOns } = await loadProductForCart(
      trx,
      lineModel(line),
      lineProductId(line),
      moduleId,
      now,
    );
    const item = product.row;
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
    await checkLimits(trx, product, module.module_type, sel, lines, line.id, newQuantity);
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
 * Guests never have campaign lines (SPEC §6); one that got there anyway is dropped.
 */
export async function mergeGuestCart(db: Db, guestId: number, userId: number, now: Date) {
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('carts')
      .where('guest_id', '=', guestId)
      .where('item_campaign_id', 'is not', null)
      .execute();
    const guestLines = await trx
      .selectFrom('carts')
      .selectAll()
      .where('guest_id', '=', guestId)
      .where('item_id', 'is not', null)
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
              fromGuest.map((l) => l.item_id ?? 0),
            )
            .execute()
        ).map((i) => [i.id, i]),
      );
      for (const line of fromGuest) {
        const item = items.get(line.item_id ?? 0);
        const mine = await ownedLines(trx, customer, moduleId).execute();
        const room = item && item.status === 1 ? roomFor(item, line, mine, keepsStock) : 0;
        const quantity = Math.min(line.quantity, room);
        const same = mine.find(
          (m) =>
            m.store_id === line.store_id &&
            m.item_id === line.item_id &&
            m.item_campaign_id === null &&
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
