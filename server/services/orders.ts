import type { Db } from '../db/client';
import type { DeliveryManRow, OrderRow, ParcelCategoryRow, StoreRow } from '../db/schema';
import { notFound } from '../http/errors';
import { bag, requiredInt, requiredString } from '../http/params';
import { serializeStore } from './catalogue';
import { imageUrl } from './images';
import { parseJson } from './json';

/**
 * Orders as the contract shows them (6amMart's order object) and guest tracking. Placement is
 * in order-place.ts, the customer's order calls in order-manage.ts, the lifecycle in
 * simulator/lifecycle.ts.
 */

export const COD_LIMIT_MESSAGE =
  'The total amount of the order, exceeds maximum amount of the cash on delivery method';
export interface DeliveryAddress {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  address_type: string;
  address: string;
  latitude: string;
  longitude: string;
  road: string | null;
  house: string | null;
  floor: string | null;
}

/**
 * Where the simulator's step clock (re)starts for an order that starts (again) from pending
 * now: now, or its scheduled time when that is later.
 */
export function restartStepAt(order: Pick<OrderRow, 'schedule_at' | 'scheduled'>, now: number) {
  const at = order.scheduled === 1 && order.schedule_at ? Date.parse(order.schedule_at) : NaN;
  return Number.isFinite(at) && at > now ? at : now;
}

/** Phone numbers compare on their digits; a leading `+` is optional. */
export function normalizePhone(phone: string): string {
  return phone
    .trim()
    .replace(/[\s\-().]/g, '')
    .replace(/^\+/, '');
}

export const ORDER_ATTACHMENT_BASE = '/api/v1/customer/order/attachment';

export function serializeDeliveryMan(
  dm: DeliveryManRow,
  order: Pick<OrderRow, 'dm_lat' | 'dm_lng'>,
) {
  return {
    id: dm.id,
    f_name: dm.f_name,
    l_name: dm.l_name,
    phone: dm.phone,
    image: dm.image,
    image_full_url: imageUrl('delivery-man', dm.image),
    avg_rating: dm.avg_rating,
    rating_count: dm.rating_count,
    lat: String(order.dm_lat ?? dm.lat),
    lng: String(order.dm_lng ?? dm.lng),
  };
}

export interface OrderContext {
  store: StoreRow | undefined;
  deliveryMan: DeliveryManRow | undefined;
  moduleType: string | undefined;
  parcelCategory?: ParcelCategoryRow | undefined;
}

/**
 * Prescription images: served only to the order's owner, who proves it on the request (token,
 * or a guest's `guest_id` added by the client): the URL itself carries no credential.
 */
export function attachmentUrl(name: string) {
  return `${ORDER_ATTACHMENT_BASE}/${name}`;
}

function deliveryTimes(store: StoreRow | undefined) {
  const [min, max] = (store?.delivery_time ?? '').split('-').map((x) => Number.parseInt(x, 10));
  return {
    min_delivery_time: Number.isFinite(min) ? min! : 0,
    max_delivery_time: Number.isFinite(max) ? max! : Number.isFinite(min) ? min! : 0,
  };
}

export function serializeOrder(order: OrderRow, ctx: OrderContext) {
  const attachments = parseJson<string[]>(order.order_attachment, []);
  const category = ctx.parcelCategory;
  return {
    id: order.id,
    user_id: order.user_id ?? order.guest_id,
    is_guest: order.user_id === null ? 1 : 0,
    order_amount: order.order_amount,
    coupon_discount_amount: order.coupon_discount_amount,
    coupon_discount_title: order.coupon_discount_title,
    coupon_code: order.coupon_code,
    payment_status: order.payment_status,
    order_status: order.order_status,
    total_tax_amount: order.total_tax_amount,
    tax_percentage: order.tax_percentage,
    tax_status: 'excluded',
    payment_method: order.payment_method,
    transaction_reference: order.transaction_reference,
    order_type: order.order_type,
    order_note: order.order_note,
    delivery_instruction: order.delivery_instruction,
    store_id: order.store_id,
    module_id: order.module_id,
    module_type: ctx.moduleType ?? null,
    module: { id: order.module_id, module_type: ctx.moduleType ?? null },
    zone_id: order.zone_id,
    delivery_man_id: order.delivery_man_id,
    delivery_charge: order.delivery_charge,
    original_delivery_charge: order.original_delivery_charge,
    free_delivery_by: order.free_delivery_by,
    store_discount_amount: order.store_discount_amount,
    flash_admin_discount_amount: 0,
    flash_store_discount_amount: order.flash_discount_amount,
    dm_tips: order.dm_tips,
    additional_charge: 0,
    extra_packaging_amount: 0,
    ref_bonus_amount: 0,
    partially_paid_amount: 0,
    items_subtotal: order.items_subtotal,
    distance: order.distance_km,
    scheduled: order.scheduled,
    schedule_at: order.schedule_at ?? order.created_at,
    created_at: order.created_at,
    updated_at: order.updated_at,
    pending: order.pending,
    accepted: order.accepted,
    confirmed: order.confirmed,
    processing: order.processing,
    handover: order.handover,
    picked_up: order.picked_up,
    delivered: order.delivered,
    canceled: order.canceled,
    failed: order.failed,
    refund_requested: order.refund_requested,
    refunded: order.refunded,
    refund_request_canceled: order.refund_request_canceled,
    cancellation_reason: order.cancellation_reason,
    canceled_by: order.canceled_by,
    delivery_address: parseJson<DeliveryAddress | null>(order.delivery_address, null),
    receiver_details: parseJson<unknown>(order.receiver_details, null),
    charge_payer: order.charge_payer,
    parcel_category_id: order.parcel_category_id,
    parcel_category: category
      ? {
          id: category.id,
          name: category.name,
          description: category.description,
          image: category.image,
          image_full_url: imageUrl('parcel-category', category.image),
        }
      : null,
    prescription_order: order.prescription_order,
    order_attachment: attachments,
    order_attachment_full_url: attachments.map((name) => attachmentUrl(name)),
    details_count: order.details_count,
    ...deliveryTimes(ctx.store),
    store: ctx.store ? serializeStore(ctx.store) : null,
    delivery_man: ctx.deliveryMan ? serializeDeliveryMan(ctx.deliveryMan, order) : null,
  };
}

export type OrderJson = ReturnType<typeof serializeOrder>;

/** Serializes orders with their stores, couriers, modules and parcel categories (four queries). */
export async function serializeOrders(db: Db, orders: OrderRow[]): Promise<OrderJson[]> {
  if (orders.length === 0) return [];
  const ids = (pick: (o: OrderRow) => number | null) => [
    ...new Set(orders.flatMap((o) => (pick(o) === null ? [] : [pick(o)!]))),
  ];
  const storeIds = ids((o) => o.store_id);
  const dmIds = ids((o) => o.delivery_man_id);
  const categoryIds = ids((o) => o.parcel_category_id);
  const stores = storeIds.length
    ? await db.selectFrom('stores').selectAll().where('id', 'in', storeIds).execute()
    : [];
  const dms = dmIds.length
    ? await db.selectFrom('delivery_men').selectAll().where('id', 'in', dmIds).execute()
    : [];
  const categories = categoryIds.length
    ? await db.selectFrom('parcel_categories').selectAll().where('id', 'in', categoryIds).execute()
    : [];
  const modules = await db.selectFrom('modules').select(['id', 'module_type']).execute();
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const storeById = byId(stores);
  const dmById = byId(dms);
  const categoryById = byId(categories);
  const moduleById = byId(modules);
  return orders.map((o) =>
    serializeOrder(o, {
      store: o.store_id === null ? undefined : storeById.get(o.store_id),
      deliveryMan: o.delivery_man_id === null ? undefined : dmById.get(o.delivery_man_id),
      moduleType: moduleById.get(o.module_id)?.module_type,
      parcelCategory:
        o.parcel_category_id === null ? undefined : categoryById.get(o.parcel_category_id),
    }),
  );
}

/** Guest tracking: the guest must own the order and give its contact number; else "Order not found". */
export async function trackGuestOrder(db: Db, query: unknown) {
  const q = bag(query);
  const orderId = requiredInt(q, 'order_id', { min: 1, label: 'order id' });
  const guestRaw = requiredString(q, 'guest_id', 'The guest id field is required.', 40);
  const contact = requiredString(q, 'contact_number', 'The contact number field is required.', 40);
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
  const notFoundError = notFound('order', 'Order not found');
  if (
    !order ||
    order.guest_id === null ||
    String(order.guest_id) !== guestRaw.replace(/^"|"$/g, '')
  )
    throw notFoundError;
  if (normalizePhone(order.contact_number) !== normalizePhone(contact)) throw notFoundError;
  return loadTrackedOrder(db, order);
}

export async function loadTrackedOrder(db: Db, order: OrderRow) {
  const [json] = await serializeOrders(db, [order]);
  return json!;
}
