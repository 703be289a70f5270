import type { Db } from '../db/client';
import { bag } from '../http/params';
import { imageUrl } from './images';
import { parseJson, parseNumberArray } from './json';
import { serializeOneOrder } from './order-json';
import type { Owner } from './owner';
import { findOwnedOrder, orderIdOf } from './owned-orders';
import { variationTypeOf } from './stock';

/**
 * `customer/order/details?order_id`: the item rows (6amMart's order details). Parcel and
 * prescription orders have none: they answer the order itself, as 6amMart does.
 */
export async function orderDetails(db: Db, owner: Owner, query: unknown) {
  const order = await findOwnedOrder(db, owner, orderIdOf(bag(query)));
  const rows = await db
    .selectFrom('order_details')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return serializeOneOrder(db, order);
  const addOnIds = [...new Set(rows.flatMap((r) => parseNumberArray(r.add_on_ids)))];
  const addOns = new Map(
    (addOnIds.length
      ? await db.selectFrom('add_ons').selectAll().where('id', 'in', addOnIds).execute()
      : []
    ).map((a) => [a.id, a]),
  );
  const reviewed = new Set(
    (
      await db.selectFrom('reviews').select('item_id').where('order_id', '=', order.id).execute()
    ).map((r) => r.item_id),
  );
  return rows.map((r) => {
    const item = parseJson<Record<string, unknown>>(r.item_details, {});
    const ids = parseNumberArray(r.add_on_ids);
    const qtys = parseNumberArray(r.add_on_qtys);
    const lineAddOns = ids.map((id, i) => {
      const a = addOns.get(id);
      return { id, name: a?.name ?? '', price: a?.price ?? 0, quantity: qtys[i] ?? 1 };
    });
    const image = typeof item.image === 'string' ? item.image : '';
    // A campaign line (0005_campaign_cart): item_id null, item_campaign_id set, as in 6amMart.
    const campaign = r.item_campaign_id !== null;
    return {
      id: r.id,
      item_id: r.item_id,
      item_campaign_id: r.item_campaign_id,
      order_id: r.order_id,
      price: r.price,
      quantity: r.quantity,
      item_details: {
        ...item,
        image_full_url: image ? imageUrl(campaign ? 'campaign' : 'item', image) : null,
      },
      variation: parseJson<unknown[]>(r.variation, []),
      variant: variationTypeOf(r.variation),
      add_ons: lineAddOns,
      add_on_ids: ids,
      add_on_qtys: qtys,
      total_add_on_price: lineAddOns.reduce((n, a) => n + a.price * a.quantity, 0),
      discount_on_item: r.discount_on_item,
      discount_type: r.flash_sale_item_id === null ? 'discount_on_product' : 'flash_sale',
      tax_amount: r.tax_amount,
      is_reviewed: r.item_id !== null && reviewed.has(r.item_id) ? 1 : 0,
      is_guest: order.user_id === null ? 1 : 0,
      delivery_man_id: order.delivery_man_id,
      created_at: r.created_at,
      updated_at: r.created_at,
    };
  });
}
