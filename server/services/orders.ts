import type { Db } from '../db/client';
import type { DeliveryManRow, OrderRow, StoreRow } from '../db/schema';
import { ApiError, notFound, refuse } from '../http/errors';
import {
  bag,
  optionalNumber,
  optionalString,
  requiredInt,
  requiredNumber,
  requiredString,
  type Bag,
} from '../http/params';
import { serializeStore } from './catalogue';
import { freeDeliveryOver, moduleKeepsStock } from './config';
import { distanceKm, type LatLng } from './geo';
import { imageUrl } from './images';
import { parseJson, parseNumberArray, round2 } from './json';
import { requireModule } from './modules';
import { ownerColumns, ownerKey, type Owner } from './owner';
import { deliveryCharge, priceSelection, unitDiscount } from './pricing';
import { pivotFor, requireZonesAt, type Zone } from './zones';

export const COD_LIMIT_MESSAGE =
  'The total amount of the order, exceeds maximum amount of the cash on delivery method';
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface PlaceAnswer {
  message: string;
  order_id: number;
  total_ammount: number;
  total_amount: number;
  status: string;
  created_at: string;
  user_id: number | null;
}

interface DeliveryAddress {
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

/** Phone numbers compare on their digits; a leading `+` is optional. */
export function normalizePhone(phone: string): string {
  return phone
    .trim()
    .replace(/[\s\-().]/g, '')
    .replace(/^\+/, '');
}

function readPlaceBody(b: Bag) {
  const paymentMethod = requiredString(
    b,
    'payment_method',
    'The payment method field is required.',
    50,
  );
  if (paymentMethod !== 'cash_on_delivery') {
    const known = ['digital_payment', 'wallet', 'offline_payment'].includes(paymentMethod);
    throw refuse(
      'payment_method',
      known ? 'This payment method is not available yet' : 'The payment method is invalid.',
    );
  }
  const orderType = optionalString(b, 'order_type', 50) ?? 'delivery';
  if (orderType === 'parcel') throw refuse('order_type', 'Parcel orders are not available yet');
  if (orderType !== 'delivery' && orderType !== 'take_away')
    throw refuse('order_type', 'The order type is invalid.');
  const storeId = requiredInt(b, 'store_id', { min: 1, label: 'store id' });
  const name = requiredString(
    b,
    'contact_person_name',
    'The contact person name field is required.',
    100,
  );
  const number = requiredString(
    b,
    'contact_person_number',
    'The contact person number field is required.',
    30,
  );
  if (!/^\+?[0-9][0-9\s\-().]{3,24}$/.test(number))
    throw refuse('contact_person_number', 'The contact person number is invalid.');
  const email = optionalString(b, 'contact_person_email', 255) ?? null;
  let address: string | undefined;
  let point: LatLng | undefined;
  if (orderType === 'delivery') {
    address = requiredString(b, 'address', 'The address field is required.', 500);
    const lat = requiredNumber(b, 'latitude');
    const lng = requiredNumber(b, 'longitude');
    if (Math.abs(lat) > 90) throw refuse('latitude', 'The latitude is invalid.');
    if (Math.abs(lng) > 180) throw refuse('longitude', 'The longitude is invalid.');
    point = { lat, lng };
  } else {
    address = optionalString(b, 'address', 500);
    const lat = optionalNumber(b, 'latitude');
    const lng = optionalNumber(b, 'longitude');
    if (lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180)
      point = { lat, lng };
  }
  const tips = orderType === 'delivery' ? (optionalNumber(b, 'dm_tips', 'dm tips') ?? 0) : 0;
  if (tips < 0 || tips > 100_000) throw refuse('dm_tips', 'The dm tips must be a positive amount.');
  return {
    paymentMethod,
    orderType: orderType as 'delivery' | 'take_away',
    storeId,
    contact: { name, number, email },
    address,
    point,
    addressType: optionalString(b, 'address_type', 100) ?? 'others',
    road: optionalString(b, 'road', 200) ?? null,
    house: optionalString(b, 'house', 200) ?? null,
    floor: optionalString(b, 'floor', 200) ?? null,
    orderNote: optionalString(b, 'order_note', 1000) ?? null,
    dmTips: round2(tips),
  };
}

async function findIdempotent(db: Db, owner: string, key: string, nowMs: number) {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('owner', '=', owner)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (nowMs - Number(row.created_ms) > IDEMPOTENCY_WINDOW_MS) {
    await db
      .deleteFrom('idempotency_keys')
      .where('owner', '=', owner)
      .where('key', '=', key)
      .execute();
    return undefined;
  }
  return { status: row.status_code, body: JSON.parse(row.body) as PlaceAnswer };
}

/** Takes `qty` from an item's stock (and its variation's), refusing with 406 when short. */
async function takeStock(db: Db, itemId: number, variationType: string | null, qty: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const item = await db
      .selectFrom('items')
      .select(['id', 'name', 'stock', 'variations'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    const short = () => new ApiError(406, 'stock', `${item.name} is out of stock`);
    if (variationType === null) {
      const res = await db
        .updateTable('items')
        .set((eb) => ({ stock: eb('stock', '-', qty) }))
        .where('id', '=', itemId)
        .where('stock', '>=', qty)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) return;
      throw short();
    }
    const variations = parseJson<{ type: string; price: number; stock: number }[]>(
      item.variations,
      [],
    );
    const v = variations.find((x) => x.type === variationType);
    if (!v || v.stock < qty || item.stock < qty) throw short();
    const next = variations.map((x) =>
      x.type === variationType ? { ...x, stock: x.stock - qty } : x,
    );
    // Compare-and-swap on the JSON text: holds on SQLite and PostgreSQL without row locks.
    const res = await db
      .updateTable('items')
      .set((eb) => ({ variations: JSON.stringify(next), stock: eb('stock', '-', qty) }))
      .where('id', '=', itemId)
      .where('variations', '=', item.variations)
      .where('stock', '>=', qty)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return;
  }
  throw new ApiError(406, 'stock', 'The stock changed while placing the order, please try again');
}

export async function placeOrder(
  db: Db,
  args: {
    owner: Owner;
    moduleId: number;
    body: unknown;
    idempotencyKey?: string | undefined;
    now: number;
  },
): Promise<{ status: number; body: PlaceAnswer }> {
  const { owner, moduleId, now } = args;
  const key = args.idempotencyKey;
  const idemOwner = ownerKey(owner);

  // A replay answers at once, before validating anything again.
  if (key !== undefined) {
    const replay = await findIdempotent(db, idemOwner, key, now);
    if (replay) return replay;
  }

  const input = readPlaceBody(bag(args.body));
  const module = await requireModule(db, moduleId);
  if (module.module_type === 'parcel')
    throw refuse('order_type', 'Parcel orders are not available yet');

  const store = await db
    .selectFrom('stores')
    .selectAll()
    .where('id', '=', input.storeId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!store) throw notFound('store_id', 'Store not found');
  if (store.module_id !== moduleId)
    throw refuse('store_id', 'The store does not belong to the selected module');
  if (store.active !== 1) throw new ApiError(406, 'store', 'The store is closed at the moment');

  let zone: Zone;
  let distance = 0;
  let charge = 0;
  let pivotCod: number;
  if (input.orderType === 'delivery') {
    if (store.delivery !== 1) throw refuse('order_type', 'This store does not offer home delivery');
    const point = input.point!;
    const zones = await requireZonesAt(db, point);
    const served = await pivotFor(db, zones, moduleId);
    if (!served) throw notFound('coordinates', 'Service not available in this area');
    if (!zones.some((z) => z.id === store.zone_id))
      throw refuse('coordinates', 'This store does not deliver to the selected address');
    zone = served.zone;
    pivotCod = served.pivot.maximum_cod_order_amount;
    distance = distanceKm({ lat: store.latitude, lng: store.longitude }, point);
    charge = deliveryCharge(distance, served.pivot);
  } else {
    if (store.take_away !== 1) throw refuse('order_type', 'This store does not offer take away');
    const storeZone = await db
      .selectFrom('zones')
      .selectAll()
      .where('id', '=', store.zone_id)
      .executeTakeFirstOrThrow();
    zone = { ...storeZone, ring: [] };
    const served = await pivotFor(db, [zone], moduleId);
    if (!served) throw notFound('coordinates', 'Service not available in this area');
    pivotCod = served.pivot.maximum_cod_order_amount;
  }
  if (zone.cash_on_delivery !== 1)
    throw refuse('payment_method', 'Cash on delivery is not available in this zone');

  const freeOver = await freeDeliveryOver(db);
  const keepsStock = await moduleKeepsStock(db, module.module_type);

  const run = () =>
    db.transaction().execute(async (trx) => {
      if (key !== undefined) {
        const replay = await findIdempotent(trx, idemOwner, key, now);
        if (replay) return replay;
      }
      let cartQuery = trx
        .selectFrom('carts')
        .selectAll()
        .where('module_id', '=', moduleId)
        .where('store_id', '=', store.id);
      cartQuery =
        owner.kind === 'guest'
          ? cartQuery.where('guest_id', '=', owner.guestId)
          : cartQuery.where('user_id', '=', owner.userId);
      const lines = await cartQuery.orderBy('id', 'asc').execute();
      if (lines.length === 0) throw refuse('cart', 'Your cart is empty');

      const items = await trx
        .selectFrom('items')
        .selectAll()
        .where(
          'id',
          'in',
          lines.map((l) => l.item_id),
        )
        .execute();
      const addOnRows = await trx
        .selectFrom('add_ons')
        .selectAll()
        .where('store_id', '=', store.id)
        .execute();
      const addOns = new Map(addOnRows.map((a) => [a.id, a]));

      let subtotal = 0;
      let discount = 0;
      const details = lines.map((line) => {
        const item = items.find((i) => i.id === line.item_id);
        if (!item || item.status !== 1)
          throw refuse('cart', 'An item in your cart is no longer available');
        const sel = priceSelection(item, module.module_type, addOns, {
          variation: parseJson<unknown>(line.variation, []),
          add_on_ids: parseNumberArray(line.add_on_ids),
          add_on_qtys: parseNumberArray(line.add_on_qtys),
        });
        const off = unitDiscount(item, sel.unitBase);
        subtotal += sel.unitPrice * line.quantity;
        discount += off * line.quantity;
        return { line, item, sel, off };
      });
      subtotal = round2(subtotal);
      discount = round2(discount);
      const afterDiscount = round2(subtotal - discount);
      if (afterDiscount < store.minimum_order)
        throw new ApiError(
          406,
          'order_amount',
          `You need to order at least ${store.minimum_order} from this store`,
        );
      const tax = round2((afterDiscount * store.tax) / 100);
      const freeDelivery =
        store.free_delivery === 1 || (freeOver !== undefined && subtotal >= freeOver);
      const deliveryFee = input.orderType === 'delivery' && !freeDelivery ? charge : 0;
      const total = round2(afterDiscount + tax + deliveryFee + input.dmTips);
      if (pivotCod > 0 && total > pivotCod) throw refuse('order_amount', COD_LIMIT_MESSAGE);

      const seq = await trx
        .updateTable('sequences')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('name', '=', 'orders')
        .returning('value')
        .executeTakeFirstOrThrow();
      const orderId = Number(seq.value);

      if (keepsStock) {
        for (const d of details)
          await takeStock(trx, d.item.id, d.sel.variationType, d.line.quantity);
      }

      const stamp = new Date(now).toISOString();
      const point = input.point ?? { lat: store.latitude, lng: store.longitude };
      const deliveryAddress: DeliveryAddress = {
        contact_person_name: input.contact.name,
        contact_person_number: input.contact.number,
        contact_person_email: input.contact.email,
        address_type: input.addressType,
        address: input.address ?? store.address,
        latitude: String(point.lat),
        longitude: String(point.lng),
        road: input.road,
        house: input.house,
        floor: input.floor,
      };
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          ...ownerColumns(owner),
          store_id: store.id,
          module_id: moduleId,
          zone_id: zone.id,
          order_status: 'pending',
          order_amount: total,
          items_subtotal: subtotal,
          delivery_charge: deliveryFee,
          total_tax_amount: tax,
          store_discount_amount: discount,
          dm_tips: input.dmTips,
          payment_method: input.paymentMethod,
          payment_status: 'unpaid',
          order_type: input.orderType,
          delivery_address: JSON.stringify(deliveryAddress),
          receiver_details: null,
          contact_number: input.contact.number,
          order_note: input.orderNote,
          distance_km: round2(distance),
          delivery_man_id: null,
          dm_lat: null,
          dm_lng: null,
          details_count: details.length,
          pending: stamp,
          confirmed: null,
          processing: null,
          picked_up: null,
          delivered: null,
          canceled: null,
          step_at: now,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await trx
        .insertInto('order_details')
        .values(
          details.map((d) => ({
            order_id: orderId,
            item_id: d.item.id,
            item_details: JSON.stringify({
              id: d.item.id,
              name: d.item.name,
              slug: d.item.slug,
              image: d.item.image,
              price: d.item.price,
              discount: d.item.discount,
              discount_type: d.item.discount_type,
              store_id: d.item.store_id,
            }),
            price: d.sel.unitPrice,
            quantity: d.line.quantity,
            variation: JSON.stringify(d.sel.variation),
            add_on_ids: JSON.stringify(d.sel.addOnIds),
            add_on_qtys: JSON.stringify(d.sel.addOnQtys),
            discount_on_item: d.off,
            tax_amount: round2(((d.sel.unitPrice - d.off) * d.line.quantity * store.tax) / 100),
            created_at: stamp,
          })),
        )
        .execute();
      for (const d of details) {
        await trx
          .updateTable('items')
          .set((eb) => ({ order_count: eb('order_count', '+', d.line.quantity) }))
          .where('id', '=', d.item.id)
          .execute();
      }
      await trx
        .updateTable('stores')
        .set((eb) => ({ order_count: eb('order_count', '+', 1) }))
        .where('id', '=', store.id)
        .execute();
      await trx
        .deleteFrom('carts')
        .where(
          'id',
          'in',
          lines.map((l) => l.id),
        )
        .execute();

      const answer: PlaceAnswer = {
        message: 'Order placed successfully',
        order_id: orderId,
        total_ammount: total,
        total_amount: total,
        status: 'pending',
        created_at: stamp,
        user_id: owner.kind === 'customer' ? owner.userId : null,
      };
      if (key !== undefined) {
        await trx
          .insertInto('idempotency_keys')
          .values({
            owner: idemOwner,
            key,
            status_code: 200,
            body: JSON.stringify(answer),
            created_ms: now,
          })
          .execute();
      }
      return { status: 200, body: answer };
    });

  try {
    return await run();
  } catch (err) {
    // Another instance committed the same key first (unique violation): answer what it answered.
    if (key !== undefined && !(err instanceof ApiError)) {
      const replay = await findIdempotent(db, idemOwner, key, now);
      if (replay) return replay;
    }
    throw err;
  }
}

function serializeDeliveryMan(dm: DeliveryManRow, order: OrderRow) {
  return {
    id: dm.id,
    f_name: dm.f_name,
    l_name: dm.l_name,
    phone: dm.phone,
    image: dm.image,
    image_full_url: imageUrl('delivery-man', dm.image),
    avg_rating: dm.avg_rating,
    rating_count: 0,
    lat: String(order.dm_lat ?? dm.lat),
    lng: String(order.dm_lng ?? dm.lng),
  };
}

export function serializeOrder(
  order: OrderRow,
  ctx: {
    store: StoreRow | undefined;
    deliveryMan: DeliveryManRow | undefined;
    moduleType: string | undefined;
  },
) {
  return {
    id: order.id,
    user_id: order.user_id,
    is_guest: order.guest_id !== null,
    order_amount: order.order_amount,
    coupon_discount_amount: 0,
    coupon_code: null,
    payment_status: order.payment_status,
    order_status: order.order_status,
    total_tax_amount: order.total_tax_amount,
    payment_method: order.payment_method,
    order_type: order.order_type,
    order_note: order.order_note,
    store_id: order.store_id,
    module_id: order.module_id,
    module_type: ctx.moduleType ?? null,
    zone_id: order.zone_id,
    delivery_man_id: order.delivery_man_id,
    delivery_charge: order.delivery_charge,
    original_delivery_charge: order.delivery_charge,
    store_discount_amount: order.store_discount_amount,
    dm_tips: order.dm_tips,
    items_subtotal: order.items_subtotal,
    distance: order.distance_km,
    scheduled: 0,
    schedule_at: null,
    created_at: order.created_at,
    updated_at: order.updated_at,
    pending: order.pending,
    accepted: null,
    confirmed: order.confirmed,
    processing: order.processing,
    handover: null,
    picked_up: order.picked_up,
    delivered: order.delivered,
    canceled: order.canceled,
    failed: null,
    refund_requested: null,
    refunded: null,
    refund_request_canceled: null,
    delivery_address: parseJson<DeliveryAddress | null>(order.delivery_address, null),
    receiver_details: parseJson<unknown>(order.receiver_details, null),
    details_count: order.details_count,
    store: ctx.store ? serializeStore(ctx.store) : null,
    delivery_man: ctx.deliveryMan ? serializeDeliveryMan(ctx.deliveryMan, order) : null,
  };
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
  const store = await db
    .selectFrom('stores')
    .selectAll()
    .where('id', '=', order.store_id)
    .executeTakeFirst();
  const module = await db
    .selectFrom('modules')
    .select('module_type')
    .where('id', '=', order.module_id)
    .executeTakeFirst();
  const deliveryMan =
    order.delivery_man_id === null
      ? undefined
      : await db
          .selectFrom('delivery_men')
          .selectAll()
          .where('id', '=', order.delivery_man_id)
          .executeTakeFirst();
  return serializeOrder(order, { store, deliveryMan, moduleType: module?.module_type });
}
