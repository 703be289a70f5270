import type { Db } from '../db/client';
import type { DeliveryManRow, OrderRow, ParcelCategoryRow, StoreRow } from '../db/schema';
import { serializeStore } from './catalogue';
import { imageUrl } from './images';
import { parseJson } from './json';

/**
 * Orders as the contract shows them (6amMart's order object). Placement is in order-place/,
 * the customer's order calls in order-lists.ts, order-tracking.ts, order-details.ts,
 * order-cancel.ts, order-cod-switch.ts and order-attachments.ts, the lifecycle in
 * simulator/lifecycle.ts.
 */

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

/** One order as the contract shows it. */
export async function serializeOneOrder(db: Db, order: OrderRow): Promise<OrderJson> {
  const [json] = await serializeOrders(db, [order]);
  return json!;
}
