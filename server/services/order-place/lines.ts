import type { Db } from '../../db/client';
import type { ModuleRow, StoreRow } from '../../db/schema';
import { ApiError, refuse } from '../../http/errors';
import { requiredInt, type Bag } from '../../http/params';
import { campaignNotRunning } from '../campaigns';
import {
  CAMPAIGN_LOGIN_MESSAGE,
  lineModel,
  lineProductId,
  productName,
  readModel,
  type CartModel,
  type CartProduct,
} from '../cart';
import type { LocalNow } from '../clock';
import { parseJson, parseNumberArray, round2 } from '../json';
import type { Owner } from '../owner';
import { priceSelection, unitDiscount, type Selection } from '../pricing';

/** The order lines: from the cart or buy-now, priced with flash sales and store discounts. */

export interface RawLine {
  cartId: number | null;
  model: CartModel;
  /** items.id, or item_campaigns.id for an "ItemCampaign" line */
  itemId: number;
  quantity: number;
  variation: unknown;
  add_on_ids: unknown;
  add_on_qtys: unknown;
}

export function buyNowLines(list: unknown[], owner: Owner): RawLine[] {
  return list.map((raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      throw refuse('cart', 'Each buy-now line must be an object.');
    const l = raw as Bag;
    const model = readModel(l.model ?? l.item_type);
    if (model === 'ItemCampaign' && owner.kind === 'guest')
      throw refuse('model', CAMPAIGN_LOGIN_MESSAGE);
    return {
      cartId: null,
      model,
      itemId: requiredInt(l, 'item_id', { min: 1, label: 'item id' }),
      quantity: requiredInt(l, 'quantity', { min: 1, max: 1000 }),
      variation: l.variation,
      add_on_ids: l.add_on_ids,
      add_on_qtys: l.add_on_qtys,
    };
  });
}

export async function cartLines(
  trx: Db,
  owner: Owner,
  moduleId: number,
  storeId: number,
): Promise<RawLine[]> {
  let q = trx
    .selectFrom('carts')
    .selectAll()
    .where('module_id', '=', moduleId)
    .where('store_id', '=', storeId);
  q =
    owner.kind === 'guest'
      ? q.where('guest_id', '=', owner.guestId)
      : q.where('user_id', '=', owner.userId);
  const rows = await q.orderBy('id', 'asc').execute();
  return rows.map((r) => ({
    cartId: r.id,
    model: lineModel(r),
    itemId: lineProductId(r),
    quantity: r.quantity,
    variation: parseJson<unknown>(r.variation, []),
    add_on_ids: parseNumberArray(r.add_on_ids),
    add_on_qtys: parseNumberArray(r.add_on_qtys),
  }));
}

export interface PricedLine {
  raw: RawLine;
  product: CartProduct;
  sel: Selection;
  /** discount per unit */
  off: number;
  flashSaleItemId: number | null;
}

/** The running flash sale's products among `itemIds`, with their available stock. */
export async function flashOffers(trx: Db, moduleId: number, itemIds: number[], now: LocalNow) {
  if (itemIds.length === 0)
    return new Map<
      number,
      { id: number; discount: number; discount_type: string; available: number }
    >();
  const rows = await trx
    .selectFrom('flash_sale_items')
    .innerJoin('flash_sales', 'flash_sales.id', 'flash_sale_items.flash_sale_id')
    .select([
      'flash_sale_items.id as id',
      'flash_sale_items.item_id as item_id',
      'flash_sale_items.discount as discount',
      'flash_sale_items.discount_type as discount_type',
      'flash_sale_items.stock as stock',
      'flash_sale_items.sold as sold',
    ])
    .where('flash_sales.module_id', '=', moduleId)
    .where('flash_sales.is_publish', '=', 1)
    .where('flash_sales.start_date', '<=', now.dateTime)
    .where('flash_sales.end_date', '>=', now.dateTime)
    .where('flash_sale_items.status', '=', 1)
    .where('flash_sale_items.item_id', 'in', itemIds)
    .orderBy('flash_sale_items.id')
    .execute();
  const out = new Map<
    number,
    { id: number; discount: number; discount_type: string; available: number }
  >();
  for (const r of rows)
    if (!out.has(r.item_id))
      out.set(r.item_id, {
        id: r.id,
        discount: r.discount,
        discount_type: r.discount_type,
        available: r.stock - r.sold,
      });
  return out;
}

/** The store's running discount (percent off every item), if any. */
export async function storeDiscountOf(trx: Db, storeId: number, now: LocalNow) {
  return trx
    .selectFrom('store_discounts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', '=', 1)
    .where('start_date', '<=', now.date)
    .where('end_date', '>=', now.date)
    .where('start_time', '<=', now.time)
    .where('end_time', '>=', now.time)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function priceLines(
  trx: Db,
  module: ModuleRow,
  store: StoreRow,
  raws: RawLine[],
  now: LocalNow,
) {
  const idsOf = (model: CartModel) => [
    ...new Set(raws.filter((l) => l.model === model).map((l) => l.itemId)),
  ];
  const itemIds = idsOf('Item');
  const campaignIds = idsOf('ItemCampaign');
  const items = new Map(
    (itemIds.length
      ? await trx.selectFrom('items').selectAll().where('id', 'in', itemIds).execute()
      : []
    ).map((i) => [i.id, i]),
  );
  const campaigns = new Map(
    (campaignIds.length
      ? await trx.selectFrom('item_campaigns').selectAll().where('id', 'in', campaignIds).execute()
      : []
    ).map((c) => [c.id, c]),
  );
  const addOnRows = await trx
    .selectFrom('add_ons')
    .selectAll()
    .where('store_id', '=', store.id)
    .execute();
  const addOns = new Map(addOnRows.map((a) => [a.id, a]));
  const flash = await flashOffers(trx, module.id, [...items.keys()], now);
  const storeDiscount = await storeDiscountOf(trx, store.id, now);

  const productOf = (raw: RawLine): CartProduct => {
    if (raw.model === 'ItemCampaign') {
      const campaign = campaigns.get(raw.itemId);
      if (!campaign) throw refuse('cart', 'An item in your cart is no longer available');
      const why = campaignNotRunning(campaign, now);
      if (why !== undefined) throw refuse('campaign', why);
      return { model: 'ItemCampaign', row: campaign };
    }
    const item = items.get(raw.itemId);
    if (!item || item.status !== 1)
      throw refuse('cart', 'An item in your cart is no longer available');
    return { model: 'Item', row: item };
  };
  const selected = raws.map((raw) => {
    const product = productOf(raw);
    const item = product.row;
    if (item.store_id !== store.id)
      throw refuse('different_stores', 'Please select items from the same store');
    if (item.maximum_cart_quantity > 0 && raw.quantity > item.maximum_cart_quantity)
      throw new ApiError(
        406,
        'quantity',
        `You can order at most ${item.maximum_cart_quantity} of ${productName(product)}`,
      );
    const sel = priceSelection(item, module.module_type, addOns, {
      variation: raw.variation,
      add_on_ids: raw.add_on_ids,
      add_on_qtys: raw.add_on_qtys,
    });
    return { raw, product, sel };
  });
  const subtotal = round2(selected.reduce((n, l) => n + l.sel.unitPrice * l.raw.quantity, 0));
  const storeWide =
    storeDiscount && subtotal >= storeDiscount.min_purchase ? storeDiscount : undefined;

  let productDiscount = 0;
  let flashDiscount = 0;
  const flashLeft = new Map([...flash].map(([k, v]) => [k, v.available]));
  const lines: PricedLine[] = selected.map(({ raw, product, sel }) => {
    const item = product.row;
    // Flash sales list items only; a campaign item is never on one.
    const offer = product.model === 'Item' ? flash.get(item.id) : undefined;
    const left = flashLeft.get(item.id) ?? 0;
    if (offer && left >= raw.quantity) {
      flashLeft.set(item.id, left - raw.quantity);
      const off = unitDiscount(
        { discount: offer.discount, discount_type: offer.discount_type },
        sel.unitBase,
      );
      flashDiscount += off * raw.quantity;
      return { raw, product, sel, off, flashSaleItemId: offer.id };
    }
    const off = storeWide
      ? round2(Math.min(sel.unitBase, (sel.unitBase * storeWide.discount) / 100))
      : unitDiscount(item, sel.unitBase);
    productDiscount += off * raw.quantity;
    return { raw, product, sel, off, flashSaleItemId: null };
  });
  productDiscount = round2(productDiscount);
  if (storeWide && storeWide.max_discount > 0)
    productDiscount = Math.min(productDiscount, storeWide.max_discount);
  return { lines, subtotal, productDiscount, flashDiscount: round2(flashDiscount) };
}

/** The order line's `item_details`: the item (or campaign item) as it was when ordered. */
export function itemSnapshot(p: CartProduct) {
  const r = p.row;
  return {
    id: r.id,
    name: productName(p),
    slug: r.slug,
    image: r.image,
    price: r.price,
    discount: r.discount,
    discount_type: r.discount_type,
    store_id: r.store_id,
    module_id: r.module_id,
    unit_type: r.unit_type,
    veg: r.veg,
    ...(p.model === 'ItemCampaign' ? { item_campaign: true } : {}),
  };
}
