import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import type { OrderRow } from '../db/schema';
import { notFound, refuse } from '../http/errors';
import { bag, optionalString, paging, requiredInt, requiredString, type Bag } from '../http/params';
import { readSettings } from './config';
import { imageUrl } from './images';
import { parseJson, parseNumberArray } from './json';
import { notify, orderRecipient, orderStatusPush } from './notifications';
import { COD_LIMIT_MESSAGE, restartStepAt, serializeOrders, type OrderJson } from './orders';
import type { Owner } from './owner';
import {
  inStockOrder,
  returnFlashStock,
  returnStock,
  variationTypeOf,
  type StockTable,
} from './stock';
import { loadUpload } from './uploads';
import { creditWallet } from './wallet';

/**
 * The customer's (or guest's) order calls: lists, details, tracking, cancel, switching a
 * failed digital payment to cash on delivery, the reason lists and prescription images.
 * Every call finds orders through their owner: another owner's order is "Order not found".
 */

export const ORDER_NOT_FOUND = 'Order not found';
export const CANCELED_MESSAGE = 'Order canceled successfully';
export const CANNOT_CANCEL = 'You can not cancel after confirm';
export const PAYMENT_SWITCHED = 'Payment info updated.';

/** Statuses that end an order (customer/order/list); the others are running. */
export const ENDED = [
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
];

function ownedOrders(db: Db, owner: Owner) {
  const q = db.selectFrom('orders').selectAll();
  return owner.kind === 'guest'
    ? q.where('guest_id', '=', owner.guestId).where('user_id', 'is', null)
    : q.where('user_id', '=', owner.userId);
}

export async function findOwnedOrder(db: Db, owner: Owner, orderId: number): Promise<OrderRow> {
  const order = await ownedOrders(db, owner).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound('order', ORDER_NOT_FOUND);
  return order;
}

const orderIdOf = (b: Bag) => requiredInt(b, 'order_id', { min: 1, label: 'order id' });

/** `customer/order/list` (ended) and `customer/order/running-orders`, newest first. */
export async function listOrders(db: Db, owner: Owner, query: unknown, running: boolean) {
  const q = bag(query);
  const { limit, offset } = paging(q, 10);
  const base = ownedOrders(db, owner).where('order_status', running ? 'not in' : 'in', ENDED);
  const total = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await base.orderBy('id', 'desc').$call(onePage({ limit, offset })).execute();
  return {
    total_size: Number(total?.n ?? 0),
    limit,
    offset,
    orders: await serializeOrders(db, rows),
  };
}

/** `customer/order/track?order_id`: a customer's own order (guests: orders.ts trackGuestOrder). */
export async function trackOwnOrder(db: Db, owner: Owner, query: unknown): Promise<OrderJson> {
  const order = await findOwnedOrder(db, owner, orderIdOf(bag(query)));
  const [json] = await serializeOrders(db, [order]);
  return json!;
}

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
  if (rows.length === 0) {
    const [json] = await serializeOrders(db, [order]);
    return json!;
  }
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

/**
 * `customer/order/cancel {order_id, reason}` (PUT, or POST as 6amMart web sends it): only a
 * pending or failed order. The stock (and flash-sale stock) goes back; a customer's paid
 * order is refunded to the wallet. The reason is free text (the list is only a suggestion;
 * the failed-payment screen sends "Order payment canceled").
 */
export async function cancelOrder(db: Db, owner: Owner, body: Bag, now: Date) {
  const orderId = orderIdOf(body);
  const reason = requiredString(body, 'reason', 'The reason field is required.', 255);
  const order = await findOwnedOrder(db, owner, orderId);
  if (order.order_status === 'canceled') return { message: CANCELED_MESSAGE };
  if (order.order_status !== 'pending' && order.order_status !== 'failed')
    throw refuse('order', CANNOT_CANCEL);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('orders')
      .set({
        order_status: 'canceled',
        canceled: stamp,
        cancellation_reason: reason,
        canceled_by: 'customer',
        updated_at: stamp,
        step_at: now.getTime(),
      })
      .where('id', '=', order.id)
      .where('order_status', '=', order.order_status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw refuse('order', CANNOT_CANCEL);
    const details = await trx
      .selectFrom('order_details')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    const module = await trx
      .selectFrom('modules')
      .select('module_type')
      .where('id', '=', order.module_id)
      .executeTakeFirst();
    const settings = await readSettings(trx);
    const cfg = (settings.module_config as Record<string, { stock?: unknown }> | undefined)?.[
      module?.module_type ?? ''
    ];
    const keepsStock =
      cfg && typeof cfg === 'object' && 'stock' in cfg
        ? cfg.stock === true
        : module?.module_type !== 'food';
    // rows in the order placement locks them (stock.ts inStockOrder): flash sale, then stock
    const stockRow = (d: (typeof details)[number]): [StockTable, number] => [
      d.item_campaign_id !== null ? 'item_campaigns' : 'items',
      d.item_campaign_id ?? d.item_id ?? 0,
    ];
    for (const d of inStockOrder(details, stockRow)) {
      if (d.flash_sale_item_id !== null)
        await returnFlashStock(trx, d.flash_sale_item_id, d.quantity);
      if (keepsStock) {
        const [table, id] = stockRow(d);
        await returnStock(trx, id, variationTypeOf(d.variation), d.quantity, table);
      }
    }
    if (order.payment_status === 'paid' && order.user_id !== null) {
      await creditWallet(
        trx,
        order.user_id,
        order.order_amount,
        'order_refund',
        String(order.id),
        now,
      );
      await trx
        .updateTable('orders')
        .set({ payment_status: 'refunded' })
        .where('id', '=', order.id)
        .execute();
    }
    await notify(trx, orderRecipient(order), orderStatusPush(order, 'canceled'), now);
  });
  return { message: CANCELED_MESSAGE };
}

/**
 * `customer/order/payment-method {order_id}`: a digital payment that failed (or was never
 * made) becomes cash on delivery, when the order's zone takes cash and the amount is within
 * the zone module's cash limit. The order starts again from pending.
 */
export async function switchToCashOnDelivery(db: Db, owner: Owner, body: Bag, now: Date) {
  const order = await findOwnedOrder(db, owner, orderIdOf(body));
  if (
    order.payment_method !== 'digital_payment' ||
    order.payment_status === 'paid' ||
    (order.order_status !== 'failed' && order.order_status !== 'pending')
  )
    throw refuse('order', 'The payment method of this order can not be changed');
  const settings = await readSettings(db);
  const zone = await db
    .selectFrom('zones')
    .select(['cash_on_delivery'])
    .where('id', '=', order.zone_id)
    .executeTakeFirst();
  const cashOn = settings.cash_on_delivery === true || settings.cash_on_delivery === 1;
  if (!cashOn || zone?.cash_on_delivery !== 1)
    throw refuse('cod', 'Cash on delivery order not available at this time');
  const pivot = await db
    .selectFrom('module_zone')
    .select('maximum_cod_order_amount')
    .where('module_id', '=', order.module_id)
    .where('zone_id', '=', order.zone_id)
    .executeTakeFirst();
  if (
    pivot &&
    pivot.maximum_cod_order_amount > 0 &&
    order.order_amount > pivot.maximum_cod_order_amount
  )
    throw refuse('order_amount', COD_LIMIT_MESSAGE);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('orders')
      .set({
        payment_method: 'cash_on_delivery',
        order_status: 'pending',
        pending: stamp,
        failed: null,
        step_at: restartStepAt(order, now.getTime()),
        updated_at: stamp,
      })
      .where('id', '=', order.id)
      .where('order_status', '=', order.order_status)
      .where('payment_method', '=', 'digital_payment')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1)
      throw refuse('order', 'The payment method of this order can not be changed');
    await notify(trx, orderRecipient(order), orderStatusPush(order, 'pending'), now);
  });
  return { message: PAYMENT_SWITCHED };
}

/** `customer/order/cancellation-reasons?offset=1&limit=10&type=customer`. */
export async function cancellationReasons(db: Db, query: unknown) {
  const q = bag(query);
  const { limit, offset } = paging(q, 25);
  const type = optionalString(q, 'type', 30);
  let base = db.selectFrom('order_cancel_reasons').where('status', '=', 1);
  if (type !== undefined) base = base.where('user_type', '=', type);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('id').$call(onePage({ limit, offset })).execute();
  const reasons = rows.map((r) => ({ ...r, updated_at: r.created_at }));
  return { total_size: Number(total?.n ?? 0), limit, offset, data: reasons, reasons };
}

/** `customer/order/refund-reasons`. */
export async function refundReasons(db: Db) {
  const rows = await db
    .selectFrom('refund_reasons')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  return { refund_reasons: rows.map((r) => ({ ...r, updated_at: r.created_at })) };
}

/** `customer/order/parcel-instructions?limit&offset`. */
export async function parcelInstructions(db: Db, query: unknown) {
  const { limit, offset } = paging(bag(query), 25);
  const base = db.selectFrom('parcel_delivery_instructions').where('status', '=', 1);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('id').$call(onePage({ limit, offset })).execute();
  return {
    total_size: Number(total?.n ?? 0),
    limit,
    offset,
    data: rows.map((r) => ({ ...r, updated_at: r.created_at })),
  };
}

/** A prescription image, for the owner of an order that carries it; anyone else: 404. */
export async function orderAttachment(db: Db, owner: Owner, file: string) {
  if (!/^[0-9a-f]{32}\.(png|gif|jpg)$/.test(file)) throw notFound('image', 'Image not found');
  const order = await ownedOrders(db, owner)
    .where('prescription_order', '=', 1)
    .where('order_attachment', 'like', `%"${file}"%`)
    .executeTakeFirst();
  const upload = order ? await loadUpload(db, file) : undefined;
  if (!upload) throw notFound('image', 'Image not found');
  return upload;
}
