import type { Db } from '../db/client';
import type { ModuleRow, ModuleZoneRow, StoreRow, UserRow } from '../db/schema';
import type { UploadedFile } from '../http/body';
import { ApiError, notFound, refuse } from '../http/errors';
import {
  bag,
  jsonish,
  optionalNumber,
  optionalString,
  requiredInt,
  requiredNumber,
  requiredString,
  toNumber,
  type Bag,
} from '../http/params';
import { campaignNotRunning } from './campaigns';
import {
  CAMPAIGN_LOGIN_MESSAGE,
  lineModel,
  lineProductId,
  productName,
  readModel,
  type CartModel,
  type CartProduct,
} from './cart';
import { DEFAULT_TIMEZONE, localNow, type LocalNow } from './clock';
import { readSettings } from './config';
import { applyCoupon } from './coupons';
import { distanceKm, type LatLng } from './geo';
import { parseJson, parseNumberArray, round2 } from './json';
import { requireModule } from './modules';
import { notify, orderStatusPush, recipientOf } from './notifications';
import { COD_LIMIT_MESSAGE, type DeliveryAddress } from './orders';
import { ownerColumns, ownerKey, type Owner } from './owner';
import { deliveryCharge, priceSelection, unitDiscount, type Selection } from './pricing';
import { scheduledOpen } from './schedules';
import { takeFlashStock, takeStock } from './stock';
import { readEmail } from './customers';
import { imageInfo, saveUpload } from './uploads';
import { debitWallet } from './wallet';
import { pivotFor, requireZonesAt, zonesAt, type Zone } from './zones';

/**
 * Placing an order (`customer/order/place`, `customer/order/prescription/place`).
 *
 * Nothing the client says about money is trusted: every amount is recomputed from the
 * catalogue, the zone-module charges and the settings.
 *
 *   subtotal        Σ unit price (variation/options + add-ons) × quantity
 *   discounts       per unit, on the price with its variation: a running flash sale's price
 *                   first, else the store's discount (percent, min purchase, cap), else the
 *                   item's own discount                        → store_discount_amount,
 *                                                                flash_discount_amount
 *   coupon          on the items after those discounts        → coupon_discount_amount
 *   tax             store tax % of the items after discounts and coupon
 *   delivery        max(distance × per-km, minimum) capped by maximum (delivery only); free
 *                   when the store delivers free, the items subtotal reaches the admin's
 *                   free_delivery_over, or a free-delivery coupon applies
 *   tips            dm_tips (delivery and parcel, when dm_tips_status is on)
 *   order_amount    items − discounts − coupon + tax + delivery + tips
 *
 * Campaign items (cart model "ItemCampaign", signed-in customers only) are priced, discounted
 * (the store's discount, else their own; never a flash sale), taxed and stocked from their
 * `item_campaigns` row while the campaign runs; their order lines carry `item_campaign_id`.
 *
 * Parcel orders have no items: the parcel category's per-km charge (with its minimum) for
 * the distance from the sender to the receiver, plus tips. Prescription orders carry images
 * instead of items: delivery charge plus tips, the store prices the medicine later.
 *
 * Everything that must hold together happens in one transaction: the stock (a conditional
 * UPDATE that never goes below zero), the flash-sale stock, the wallet debit, the order, its
 * lines, the cart and the idempotency key.
 */

export interface PlaceAnswer {
  message: string;
  order_id: number;
  total_ammount: number;
  total_amount: number;
  status: string;
  payment_method: string;
  created_at: string;
  user_id: number | null;
}

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const SCHEDULE_MAX_AHEAD_MS = 30 * 86_400_000;
export const MAX_PRESCRIPTION_IMAGES = 5;
export const PRESCRIPTION_REQUIRED = 'Please upload your prescription image';
export const INSUFFICIENT_BALANCE = 'Insufficient balance';

type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet';
type OrderType = 'delivery' | 'take_away' | 'parcel';

type Settings = Record<string, unknown>;
const isOn = (v: unknown) => v === 1 || v === true || v === '1' || v === 'true';

interface Receiver {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  address: string;
  latitude: string;
  longitude: string;
  address_type: string;
  road: string | null;
  house: string | null;
  floor: string | null;
}

interface PlaceInput {
  paymentMethod: PaymentMethod;
  orderType: OrderType;
  storeId: number | undefined;
  contact: { name: string; number: string; email: string | null };
  address: string | undefined;
  point: LatLng | undefined;
  addressType: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  orderNote: string | null;
  deliveryInstruction: string | null;
  dmTips: number;
  couponCode: string | undefined;
  scheduleMs: number | undefined;
  parcel:
    | { categoryId: number; receiver: Receiver; receiverPoint: LatLng; chargePayer: string }
    | undefined;
  buyNow: unknown[] | undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading the request

const PHONE_RE = /^\+?[0-9][0-9\s\-().]{3,24}$/;

function readPoint(b: Bag, required: boolean): LatLng | undefined {
  const lat = required ? requiredNumber(b, 'latitude') : optionalNumber(b, 'latitude');
  const lng = required ? requiredNumber(b, 'longitude') : optionalNumber(b, 'longitude');
  if (lat === undefined || lng === undefined) return undefined;
  if (Math.abs(lat) > 90) throw refuse('latitude', 'The latitude is invalid.');
  if (Math.abs(lng) > 180) throw refuse('longitude', 'The longitude is invalid.');
  return { lat, lng };
}

function readContact(b: Bag, user: UserRow | undefined) {
  const fallbackName = user ? [user.f_name, user.l_name].filter(Boolean).join(' ') : '';
  const name =
    optionalString(b, 'contact_person_name', 100) ??
    (fallbackName !== '' ? fallbackName : undefined);
  if (name === undefined)
    throw refuse('contact_person_name', 'The contact person name field is required.');
  const number = optionalString(b, 'contact_person_number', 30) ?? user?.phone;
  if (number === undefined)
    throw refuse('contact_person_number', 'The contact person number field is required.');
  if (!PHONE_RE.test(number))
    throw refuse('contact_person_number', 'The contact person number is invalid.');
  const email = readEmail(b, 'contact_person_email', false) ?? user?.email ?? null;
  return { name, number, email };
}

/**
 * `schedule_at`: ISO-8601 with an offset, or "YYYY-MM-DD HH:MM[:SS]" in the business time zone
 * (what 6amMart clients send).
 */
export function parseScheduleAt(raw: string, timeZone: string): number | undefined {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
    const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s ?? 0);
    if (!Number.isFinite(asUtc)) return undefined;
    const wall = localNow(asUtc, timeZone);
    const offset = Date.parse(`${wall.date}T${wall.time}Z`) - asUtc;
    return asUtc - offset;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(raw))
    return undefined;
  const ms = Date.parse(raw);
  return Number.isFinite(ms) ? ms : undefined;
}

function readReceiver(b: Bag): { receiver: Receiver; point: LatLng } {
  const raw = jsonish(b.receiver_details);
  if (raw === undefined || raw === null || raw === '')
    throw refuse('receiver_details', 'The receiver details field is required.');
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw refuse('receiver_details', 'The receiver details must be a JSON object.');
  const r = raw as Bag;
  const bad = (what: string) => refuse('receiver_details', `The receiver ${what} is required.`);
  const name = optionalString(r, 'contact_person_name', 100);
  if (name === undefined) throw bad('name');
  const number = optionalString(r, 'contact_person_number', 30);
  if (number === undefined) throw bad('phone number');
  if (!PHONE_RE.test(number))
    throw refuse('receiver_details', 'The receiver phone number is invalid.');
  const address = optionalString(r, 'address', 500);
  if (address === undefined) throw bad('address');
  const lat = toNumber(r.latitude);
  const lng = toNumber(r.longitude);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    throw refuse('receiver_details', 'The receiver location is invalid.');
  return {
    receiver: {
      contact_person_name: name,
      contact_person_number: number,
      contact_person_email: readEmail(r, 'contact_person_email', false) ?? null,
      address,
      latitude: String(lat),
      longitude: String(lng),
      address_type: optionalString(r, 'address_type', 100) ?? 'others',
      road: optionalString(r, 'road', 200) ?? null,
      house: optionalString(r, 'house', 200) ?? null,
      floor: optionalString(r, 'floor', 200) ?? null,
    },
    point: { lat, lng },
  };
}

function readPlaceBody(b: Bag, user: UserRow | undefined, timeZone: string): PlaceInput {
  const paymentMethod = requiredString(
    b,
    'payment_method',
    'The payment method field is required.',
    50,
  );
  if (paymentMethod === 'offline_payment')
    throw refuse('payment_method', 'Offline payment is not available');
  if (!['cash_on_delivery', 'digital_payment', 'wallet'].includes(paymentMethod))
    throw refuse('payment_method', 'The payment method is invalid.');
  const orderType = optionalString(b, 'order_type', 50) ?? 'delivery';
  if (orderType !== 'delivery' && orderType !== 'take_away' && orderType !== 'parcel')
    throw refuse('order_type', 'The order type is invalid.');
  const storeId =
    orderType === 'parcel' ? undefined : requiredInt(b, 'store_id', { min: 1, label: 'store id' });
  const contact = readContact(b, user);
  const needsAddress = orderType !== 'take_away';
  const address = needsAddress
    ? requiredString(b, 'address', 'The address field is required.', 500)
    : optionalString(b, 'address', 500);
  const point = readPoint(b, needsAddress);
  const tips = needsAddress ? (optionalNumber(b, 'dm_tips', 'dm tips') ?? 0) : 0;
  if (tips < 0 || tips > 100_000) throw refuse('dm_tips', 'The dm tips must be a positive amount.');
  const rawSchedule = optionalString(b, 'schedule_at', 40);
  let scheduleMs: number | undefined;
  if (rawSchedule !== undefined && rawSchedule !== 'now') {
    scheduleMs = parseScheduleAt(rawSchedule, timeZone);
    if (scheduleMs === undefined)
      throw refuse(
        'schedule_at',
        'The schedule at must be a date and time, e.g. 2026-06-01 18:30:00.',
      );
  }
  let parcel: PlaceInput['parcel'];
  if (orderType === 'parcel') {
    const categoryId = requiredInt(b, 'parcel_category_id', {
      min: 1,
      label: 'parcel category id',
    });
    const { receiver, point: receiverPoint } = readReceiver(b);
    const chargePayer = requiredString(
      b,
      'charge_payer',
      'The charge payer field is required.',
      20,
    );
    if (chargePayer !== 'sender' && chargePayer !== 'receiver')
      throw refuse('charge_payer', 'The charge payer must be sender or receiver.');
    parcel = { categoryId, receiver, receiverPoint, chargePayer };
  }
  const buyNowFlag = b.is_buy_now;
  let buyNow: unknown[] | undefined;
  if (orderType !== 'parcel' && (buyNowFlag === 1 || buyNowFlag === '1' || buyNowFlag === true)) {
    const cart = jsonish(b.cart);
    if (!Array.isArray(cart) || cart.length === 0)
      throw refuse('cart', 'The cart field must be a JSON array of items for a buy-now order.');
    if (cart.length > 50) throw refuse('cart', 'A buy-now order may hold at most 50 lines.');
    buyNow = cart;
  }
  return {
    paymentMethod: paymentMethod as PaymentMethod,
    orderType,
    storeId,
    contact,
    address,
    point,
    addressType: optionalString(b, 'address_type', 100) ?? 'others',
    road: optionalString(b, 'road', 200) ?? null,
    house: optionalString(b, 'house', 200) ?? null,
    floor: optionalString(b, 'floor', 200) ?? null,
    orderNote: optionalString(b, 'order_note', 1000) ?? null,
    deliveryInstruction: optionalString(b, 'delivery_instruction', 500) ?? null,
    dmTips: round2(tips),
    couponCode: optionalString(b, 'coupon_code', 50),
    scheduleMs,
    parcel,
    buyNow,
  };
}

// ---------------------------------------------------------------------------------------------
// Idempotency

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

async function rememberAnswer(
  db: Db,
  owner: string,
  key: string,
  answer: PlaceAnswer,
  now: number,
) {
  await db
    .insertInto('idempotency_keys')
    .values({ owner, key, status_code: 200, body: JSON.stringify(answer), created_ms: now })
    .execute();
}

/**
 * Runs a placement once per (owner, key): a replay answers the first answer; when two
 * requests race, the loser's transaction fails on the key's primary key and answers the winner's.
 */
interface Once {
  /** the first answer of this key, read inside the transaction (before anything else) */
  prior(trx: Db): Promise<PlaceAnswer | undefined>;
  remember(trx: Db, answer: PlaceAnswer): Promise<void>;
}

async function once(
  db: Db,
  owner: Owner,
  key: string | undefined,
  now: number,
  run: (o: Once) => Promise<PlaceAnswer>,
): Promise<{ status: number; body: PlaceAnswer }> {
  const idemOwner = ownerKey(owner);
  try {
    const body = await run({
      prior: async (trx) =>
        key === undefined ? undefined : (await findIdempotent(trx, idemOwner, key, now))?.body,
      remember: async (trx, answer) => {
        if (key !== undefined) await rememberAnswer(trx, idemOwner, key, answer, now);
      },
    });
    return { status: 200, body };
  } catch (err) {
    // A request with the same key committed first (its key row made this one fail, or its
    // order emptied this one's cart): answer what it answered.
    if (key !== undefined) {
      const replay = await findIdempotent(db, idemOwner, key, now);
      if (replay) return replay;
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Checks shared by store orders and prescription orders

async function loadUser(db: Db, owner: Owner): Promise<UserRow | undefined> {
  if (owner.kind === 'guest') return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', owner.userId).executeTakeFirst();
}

function checkGuestAllowed(owner: Owner, settings: Settings) {
  if (owner.kind === 'guest' && !isOn(settings.guest_checkout_status))
    throw refuse('is_guest', 'Guest order is not active');
}

function checkOrderType(orderType: OrderType, settings: Settings) {
  if (
    orderType === 'delivery' &&
    settings.home_delivery_status !== undefined &&
    !isOn(settings.home_delivery_status)
  )
    throw refuse('order_type', 'Home delivery is not active');
  if (
    orderType === 'take_away' &&
    settings.takeaway_status !== undefined &&
    !isOn(settings.takeaway_status)
  )
    throw refuse('order_type', 'Take away is not active');
}

function checkPaymentAllowed(
  method: PaymentMethod,
  owner: Owner,
  settings: Settings,
  zone: Pick<Zone, 'cash_on_delivery' | 'digital_payment'>,
) {
  if (
    method === 'cash_on_delivery' &&
    (!isOn(settings.cash_on_delivery) || zone.cash_on_delivery !== 1)
  )
    throw refuse('payment_method', 'Cash on delivery is not available in this zone');
  if (
    method === 'digital_payment' &&
    (!isOn(settings.digital_payment) || zone.digital_payment !== 1)
  )
    throw refuse('payment_method', 'Digital payment is not available in this zone');
  if (method === 'wallet') {
    if (owner.kind === 'guest')
      throw refuse('payment_method', 'Please sign in to pay with your wallet');
    if (!isOn(settings.customer_wallet_status))
      throw refuse('payment_method', 'The wallet is not available');
  }
}

function checkSchedule(scheduleMs: number | undefined, settings: Settings, now: number) {
  if (scheduleMs === undefined) return;
  if (!isOn(settings.schedule_order))
    throw new ApiError(406, 'schedule_at', 'Schedule order is not available');
  if (scheduleMs < now - 60_000)
    throw new ApiError(406, 'order_time', 'You can not schedule a order in past');
  if (scheduleMs > now + SCHEDULE_MAX_AHEAD_MS)
    throw refuse('schedule_at', 'Orders can be scheduled at most 30 days ahead');
}

async function loadStore(db: Db, storeId: number, moduleId: number): Promise<StoreRow> {
  const store = await db
    .selectFrom('stores')
    .selectAll()
    .where('id', '=', storeId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!store) throw notFound('store_id', 'Store not found');
  if (store.module_id !== moduleId)
    throw refuse('store_id', 'The store does not belong to the selected module');
  if (store.active !== 1) throw new ApiError(406, 'store', 'The store is closed at the moment');
  return store;
}

async function checkStoreOpen(
  db: Db,
  store: StoreRow,
  at: number,
  timeZone: string,
  scheduled: boolean,
) {
  const open = await scheduledOpen(db, [store.id], localNow(at, timeZone));
  if (!open.has(store.id))
    throw new ApiError(
      406,
      scheduled ? 'order_time' : 'store',
      scheduled ? 'The store is closed at the scheduled time' : 'The store is closed at the moment',
    );
}

interface Served {
  zone: Zone;
  pivot: ModuleZoneRow;
  distance: number;
  /** the charge for the distance (before free-delivery rules); 0 for take-away */
  charge: number;
}

/** The zone, its module charges and the delivery charge of a store order. */
async function serveStoreOrder(
  db: Db,
  store: StoreRow,
  moduleId: number,
  orderType: 'delivery' | 'take_away',
  point: LatLng | undefined,
): Promise<Served> {
  if (orderType === 'delivery') {
    if (store.delivery !== 1) throw refuse('order_type', 'This store does not offer home delivery');
    const zones = await requireZonesAt(db, point!);
    const served = await pivotFor(db, zones, moduleId);
    if (!served) throw notFound('coordinates', 'Service not available in this area');
    if (!zones.some((z) => z.id === store.zone_id))
      throw refuse('coordinates', 'This store does not deliver to the selected address');
    const distance = distanceKm({ lat: store.latitude, lng: store.longitude }, point!);
    return { ...served, distance, charge: deliveryCharge(distance, served.pivot) };
  }
  if (store.take_away !== 1) throw refuse('order_type', 'This store does not offer take away');
  const storeZone = await db
    .selectFrom('zones')
    .selectAll()
    .where('id', '=', store.zone_id)
    .executeTakeFirstOrThrow();
  const served = await pivotFor(db, [{ ...storeZone, ring: [] }], moduleId);
  if (!served) throw notFound('coordinates', 'Service not available in this area');
  return { ...served, distance: 0, charge: 0 };
}

function checkCodLimit(method: PaymentMethod, total: number, pivot: ModuleZoneRow) {
  if (
    method === 'cash_on_delivery' &&
    pivot.maximum_cod_order_amount > 0 &&
    total > pivot.maximum_cod_order_amount
  )
    throw refuse('order_amount', COD_LIMIT_MESSAGE);
}

async function nextOrderId(db: Db): Promise<number> {
  const seq = await db
    .updateTable('sequences')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'orders')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(seq.value);
}

function deliveryAddressOf(
  input: PlaceInput,
  fallback: { address: string; point: LatLng },
): DeliveryAddress {
  const point = input.point ?? fallback.point;
  return {
    contact_person_name: input.contact.name,
    contact_person_number: input.contact.number,
    contact_person_email: input.contact.email,
    address_type: input.addressType,
    address: input.address ?? fallback.address,
    latitude: String(point.lat),
    longitude: String(point.lng),
    road: input.road,
    house: input.house,
    floor: input.floor,
  };
}

function answerOf(
  orderId: number,
  total: number,
  status: string,
  method: string,
  stamp: string,
  owner: Owner,
): PlaceAnswer {
  return {
    message: 'Order placed successfully',
    order_id: orderId,
    total_ammount: total,
    total_amount: total,
    status,
    payment_method: method,
    created_at: stamp,
    user_id: owner.kind === 'customer' ? owner.userId : null,
  };
}

/** The empty status columns of a new order. */
const NO_STATUS_TIMES = {
  accepted: null,
  confirmed: null,
  processing: null,
  handover: null,
  picked_up: null,
  delivered: null,
  canceled: null,
  failed: null,
  refund_requested: null,
  refunded: null,
  refund_request_canceled: null,
} as const;

/** When the simulator starts counting: now, or the scheduled time. */
const stepStart = (now: number, scheduleMs: number | undefined) =>
  scheduleMs !== undefined && scheduleMs > now ? scheduleMs : now;

/** Wallet payment: debited in the order's transaction; refused (and rolled back) when short. */
async function payFromWallet(trx: Db, owner: Owner, amount: number, orderId: number, now: Date) {
  if (owner.kind !== 'customer')
    throw refuse('payment_method', 'Please sign in to pay with your wallet');
  const ok = await debitWallet(trx, owner.userId, amount, 'order_place', String(orderId), now);
  if (!ok) throw refuse('order_amount', INSUFFICIENT_BALANCE);
}

// ---------------------------------------------------------------------------------------------
// Item lines and their discounts

interface RawLine {
  cartId: number | null;
  model: CartModel;
  /** items.id, or item_campaigns.id for an "ItemCampaign" line */
  itemId: number;
  quantity: number;
  variation: unknown;
  add_on_ids: unknown;
  add_on_qtys: unknown;
}

function buyNowLines(list: unknown[], owner: Owner): RawLine[] {
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

async function cartLines(
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

interface PricedLine {
  raw: RawLine;
  product: CartProduct;
  sel: Selection;
  /** discount per unit */
  off: number;
  flashSaleItemId: number | null;
}

/** The running flash sale's products among `itemIds`, with their available stock. */
async function flashOffers(trx: Db, moduleId: number, itemIds: number[], now: LocalNow) {
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
async function storeDiscountOf(trx: Db, storeId: number, now: LocalNow) {
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

async function priceLines(
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
function itemSnapshot(p: CartProduct) {
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

// ---------------------------------------------------------------------------------------------
// customer/order/place

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
  const idemOwner = ownerKey(owner);
  if (args.idempotencyKey !== undefined) {
    const replay = await findIdempotent(db, idemOwner, args.idempotencyKey, now);
    if (replay) return replay;
  }
  const settings = await readSettings(db);
  const timeZone = typeof settings.timezone === 'string' ? settings.timezone : DEFAULT_TIMEZONE;
  const user = await loadUser(db, owner);
  const input = readPlaceBody(bag(args.body), user, timeZone);
  const module = await requireModule(db, moduleId);
  if (input.orderType === 'parcel' && module.module_type !== 'parcel')
    throw refuse('order_type', 'Parcel orders need the parcel module');
  if (input.orderType !== 'parcel' && module.module_type === 'parcel')
    throw refuse('order_type', 'The parcel module only takes parcel orders');
  checkGuestAllowed(owner, settings);
  checkSchedule(input.scheduleMs, settings, now);

  const result =
    input.orderType === 'parcel'
      ? await placeParcel(db, { owner, module, input, settings, now, key: args.idempotencyKey })
      : await placeStoreOrder(db, {
          owner,
          module,
          input,
          settings,
          timeZone,
          now,
          key: args.idempotencyKey,
        });
  return result;
}

async function placeStoreOrder(
  db: Db,
  a: {
    owner: Owner;
    module: ModuleRow;
    input: PlaceInput;
    settings: Settings;
    timeZone: string;
    now: number;
    key: string | undefined;
  },
) {
  const { owner, module, input, settings, now } = a;
  const orderType = input.orderType as 'delivery' | 'take_away';
  checkOrderType(orderType, settings);
  const store = await loadStore(db, input.storeId!, module.id);
  await checkStoreOpen(
    db,
    store,
    input.scheduleMs ?? now,
    a.timeZone,
    input.scheduleMs !== undefined,
  );
  const served = await serveStoreOrder(db, store, module.id, orderType, input.point);
  checkPaymentAllowed(input.paymentMethod, owner, settings, served.zone);

  const freeOverSetting = settings.admin_free_delivery as
    { status?: unknown; free_delivery_over?: unknown } | undefined;
  const freeOver =
    freeOverSetting &&
    isOn(freeOverSetting.status) &&
    Number(freeOverSetting.free_delivery_over) > 0
      ? Number(freeOverSetting.free_delivery_over)
      : undefined;
  const keepsStockCfg = (
    settings.module_config as Record<string, { stock?: unknown }> | undefined
  )?.[module.module_type];
  const keepsStock =
    keepsStockCfg && typeof keepsStockCfg === 'object' && 'stock' in keepsStockCfg
      ? keepsStockCfg.stock === true
      : module.module_type !== 'food';
  const tipsOn = settings.dm_tips_status === undefined || isOn(settings.dm_tips_status);
  const local = localNow(now, a.timeZone);

  const answer = await once(db, owner, a.key, now, ({ prior, remember }) =>
    db.transaction().execute(async (trx) => {
      const first = await prior(trx);
      if (first) return first;
      const raws = input.buyNow
        ? buyNowLines(input.buyNow, owner)
        : await cartLines(trx, owner, module.id, store.id);
      if (raws.length === 0) throw refuse('cart', 'Your cart is empty');
      const priced = await priceLines(trx, module, store, raws, local);
      const { lines, subtotal, productDiscount, flashDiscount } = priced;
      if (subtotal < store.minimum_order)
        throw new ApiError(
          406,
          'order_amount',
          `You need to order at least ${store.minimum_order} from this store`,
        );
      const itemAmount = round2(subtotal - productDiscount - flashDiscount);
      const coupon = input.couponCode
        ? await applyCoupon(trx, {
            code: input.couponCode,
            moduleId: module.id,
            storeId: store.id,
            zoneId: served.zone.id,
            owner,
            now: local,
            itemAmount,
          })
        : undefined;
      const couponDiscount = coupon?.discount ?? 0;
      const taxable = round2(itemAmount - couponDiscount);
      const tax = round2((taxable * store.tax) / 100);
      let freeBy: string | null = null;
      if (freeOver !== undefined && subtotal >= freeOver) freeBy = 'admin';
      if (store.free_delivery === 1) freeBy = 'vendor';
      if (coupon?.freeDelivery) freeBy = 'admin';
      const deliveryFee = orderType === 'delivery' && freeBy === null ? served.charge : 0;
      const tips = orderType === 'delivery' && tipsOn ? input.dmTips : 0;
      const total = round2(taxable + tax + deliveryFee + tips);
      checkCodLimit(input.paymentMethod, total, served.pivot);

      const orderId = await nextOrderId(trx);
      for (const l of lines) {
        if (
          l.flashSaleItemId !== null &&
          !(await takeFlashStock(trx, l.flashSaleItemId, l.raw.quantity))
        )
          throw new ApiError(
            406,
            'stock',
            'The flash sale price is no longer available, please try again',
          );
        if (keepsStock)
          await takeStock(
            trx,
            l.product.row.id,
            l.sel.variationType,
            l.raw.quantity,
            l.product.model === 'Item' ? 'items' : 'item_campaigns',
          );
      }
      const stampDate = new Date(now);
      if (input.paymentMethod === 'wallet')
        await payFromWallet(trx, owner, total, orderId, stampDate);

      const stamp = stampDate.toISOString();
      const status = input.paymentMethod === 'wallet' ? 'confirmed' : 'pending';
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          ...ownerColumns(owner),
          store_id: store.id,
          module_id: module.id,
          zone_id: served.zone.id,
          order_status: status,
          order_amount: total,
          items_subtotal: subtotal,
          delivery_charge: deliveryFee,
          original_delivery_charge: orderType === 'delivery' ? served.charge : 0,
          free_delivery_by: orderType === 'delivery' ? freeBy : null,
          total_tax_amount: tax,
          tax_percentage: store.tax,
          store_discount_amount: productDiscount,
          flash_discount_amount: flashDiscount,
          coupon_code: coupon?.coupon.code ?? null,
          coupon_discount_title: coupon?.coupon.title ?? null,
          coupon_discount_amount: couponDiscount,
          dm_tips: tips,
          payment_method: input.paymentMethod,
          payment_status: input.paymentMethod === 'wallet' ? 'paid' : 'unpaid',
          order_type: orderType,
          delivery_address: JSON.stringify(
            deliveryAddressOf(input, {
              address: store.address,
              point: { lat: store.latitude, lng: store.longitude },
            }),
          ),
          receiver_details: null,
          contact_number: input.contact.number,
          order_note: input.orderNote,
          delivery_instruction: input.deliveryInstruction,
          distance_km: round2(served.distance),
          delivery_man_id: null,
          dm_lat: null,
          dm_lng: null,
          details_count: lines.length,
          scheduled: input.scheduleMs !== undefined ? 1 : 0,
          schedule_at:
            input.scheduleMs !== undefined ? new Date(input.scheduleMs).toISOString() : null,
          pending: stamp,
          ...NO_STATUS_TIMES,
          confirmed: status === 'confirmed' ? stamp : null,
          step_at: stepStart(now, input.scheduleMs),
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await trx
        .insertInto('order_details')
        .values(
          lines.map((d) => ({
            order_id: orderId,
            item_id: d.product.model === 'Item' ? d.product.row.id : null,
            item_campaign_id: d.product.model === 'ItemCampaign' ? d.product.row.id : null,
            item_details: JSON.stringify(itemSnapshot(d.product)),
            price: d.sel.unitPrice,
            quantity: d.raw.quantity,
            variation: JSON.stringify(d.sel.variation),
            add_on_ids: JSON.stringify(d.sel.addOnIds),
            add_on_qtys: JSON.stringify(d.sel.addOnQtys),
            discount_on_item: d.off,
            tax_amount: round2(((d.sel.unitPrice - d.off) * d.raw.quantity * store.tax) / 100),
            flash_sale_item_id: d.flashSaleItemId,
            created_at: stamp,
          })),
        )
        .execute();
      for (const d of lines) {
        if (d.product.model !== 'Item') continue;
        await trx
          .updateTable('items')
          .set((eb) => ({ order_count: eb('order_count', '+', d.raw.quantity) }))
          .where('id', '=', d.product.row.id)
          .execute();
      }
      await trx
        .updateTable('stores')
        .set((eb) => ({ order_count: eb('order_count', '+', 1) }))
        .where('id', '=', store.id)
        .execute();
      const cartIds = lines.flatMap((l) => (l.raw.cartId === null ? [] : [l.raw.cartId]));
      if (cartIds.length > 0) await trx.deleteFrom('carts').where('id', 'in', cartIds).execute();
      if (input.paymentMethod !== 'digital_payment')
        await notify(
          trx,
          recipientOf(owner),
          orderStatusPush({ id: orderId, order_type: orderType }, status),
          stampDate,
        );

      const answer = answerOf(orderId, total, status, input.paymentMethod, stamp, owner);
      await remember(trx, answer);
      return answer;
    }),
  );
  return answer;
}

async function placeParcel(
  db: Db,
  a: {
    owner: Owner;
    module: ModuleRow;
    input: PlaceInput;
    settings: Settings;
    now: number;
    key: string | undefined;
  },
) {
  const { owner, module, input, settings, now } = a;
  const parcel = input.parcel!;
  const category = await db
    .selectFrom('parcel_categories')
    .selectAll()
    .where('id', '=', parcel.categoryId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!category || category.module_id !== module.id)
    throw notFound('parcel_category_id', 'Parcel category not found');
  const senderZones = await requireZonesAt(db, input.point!);
  const served = await pivotFor(db, senderZones, module.id);
  if (!served) throw notFound('coordinates', 'Service not available in this area');
  const receiverServed = await pivotFor(db, await zonesAt(db, parcel.receiverPoint), module.id);
  if (!receiverServed) throw refuse('receiver_details', 'Service not available in this area');
  checkPaymentAllowed(input.paymentMethod, owner, settings, served.zone);
  if (parcel.chargePayer === 'receiver' && input.paymentMethod !== 'cash_on_delivery')
    throw refuse('charge_payer', 'The receiver can only pay cash on delivery');

  const distance = distanceKm(input.point!, parcel.receiverPoint);
  const charge = round2(
    Math.max(
      distance * category.parcel_per_km_shipping_charge,
      category.parcel_minimum_shipping_charge,
    ),
  );
  const tipsOn = settings.dm_tips_status === undefined || isOn(settings.dm_tips_status);
  const tips = tipsOn ? input.dmTips : 0;
  const total = round2(charge + tips);
  checkCodLimit(input.paymentMethod, total, served.pivot);

  return once(db, owner, a.key, now, ({ prior, remember }) =>
    db.transaction().execute(async (trx) => {
      const first = await prior(trx);
      if (first) return first;
      const orderId = await nextOrderId(trx);
      const stampDate = new Date(now);
      if (input.paymentMethod === 'wallet')
        await payFromWallet(trx, owner, total, orderId, stampDate);
      const stamp = stampDate.toISOString();
      const status = input.paymentMethod === 'wallet' ? 'confirmed' : 'pending';
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          ...ownerColumns(owner),
          store_id: null,
          module_id: module.id,
          zone_id: served.zone.id,
          order_status: status,
          order_amount: total,
          items_subtotal: 0,
          delivery_charge: charge,
          original_delivery_charge: charge,
          total_tax_amount: 0,
          store_discount_amount: 0,
          dm_tips: tips,
          payment_method: input.paymentMethod,
          payment_status: input.paymentMethod === 'wallet' ? 'paid' : 'unpaid',
          order_type: 'parcel',
          delivery_address: JSON.stringify(
            deliveryAddressOf(input, { address: input.address ?? '', point: input.point! }),
          ),
          receiver_details: JSON.stringify(parcel.receiver),
          parcel_category_id: category.id,
          charge_payer: parcel.chargePayer,
          contact_number: input.contact.number,
          order_note: input.orderNote,
          delivery_instruction: input.deliveryInstruction,
          distance_km: round2(distance),
          delivery_man_id: null,
          dm_lat: null,
          dm_lng: null,
          details_count: 0,
          scheduled: input.scheduleMs !== undefined ? 1 : 0,
          schedule_at:
            input.scheduleMs !== undefined ? new Date(input.scheduleMs).toISOString() : null,
          pending: stamp,
          ...NO_STATUS_TIMES,
          confirmed: status === 'confirmed' ? stamp : null,
          step_at: stepStart(now, input.scheduleMs),
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await trx
        .updateTable('parcel_categories')
        .set((eb) => ({ orders_count: eb('orders_count', '+', 1) }))
        .where('id', '=', category.id)
        .execute();
      if (input.paymentMethod !== 'digital_payment')
        await notify(
          trx,
          recipientOf(owner),
          orderStatusPush({ id: orderId, order_type: 'parcel' }, status),
          stampDate,
        );
      const answer = answerOf(orderId, total, status, input.paymentMethod, stamp, owner);
      await remember(trx, answer);
      return answer;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// customer/order/prescription/place

/**
 * A pharmacy order of prescription images (multipart `order_attachment[]`, images only, at
 * most MAX_PRESCRIPTION_IMAGES of at most 2 MB each), paid cash on delivery: the delivery
 * charge and tips now, the medicine once the store has read the prescription. The images are
 * stored in the database and shown only to the order's owner.
 */
export async function placePrescriptionOrder(
  db: Db,
  args: {
    owner: Owner;
    moduleId: number;
    fields: Bag;
    files: UploadedFile[];
    idempotencyKey?: string | undefined;
    now: number;
  },
): Promise<{ status: number; body: PlaceAnswer }> {
  const { owner, moduleId, now } = args;
  const key = args.idempotencyKey === undefined ? undefined : `prescription:${args.idempotencyKey}`;
  if (key !== undefined) {
    const replay = await findIdempotent(db, ownerKey(owner), key, now);
    if (replay) return replay;
  }
  const settings = await readSettings(db);
  if (!isOn(settings.prescription_order_status))
    throw refuse('prescription', 'Prescription orders are not available');
  const timeZone = typeof settings.timezone === 'string' ? settings.timezone : DEFAULT_TIMEZONE;
  const module = await requireModule(db, moduleId);
  const cfg = (
    settings.module_config as Record<string, { order_attachment?: unknown }> | undefined
  )?.[module.module_type];
  if (!cfg || cfg.order_attachment !== true)
    throw refuse('moduleId', 'This module does not take prescription orders');
  checkGuestAllowed(owner, settings);

  if (args.files.some((f) => f.field !== 'order_attachment'))
    throw refuse('order_attachment', 'Only order_attachment may carry files.');
  if (args.files.length === 0) throw refuse('order_attachment', PRESCRIPTION_REQUIRED);
  if (args.files.length > MAX_PRESCRIPTION_IMAGES)
    throw refuse(
      'order_attachment',
      `You can upload at most ${MAX_PRESCRIPTION_IMAGES} prescription images.`,
    );
  const images = args.files.map((f) => {
    const info = imageInfo(f.data);
    if (!info)
      throw refuse('order_attachment', 'The order attachment must be an image (jpg, png, gif).');
    return { data: f.data, info };
  });

  const user = await loadUser(db, owner);
  const b: Bag = { payment_method: 'cash_on_delivery', ...args.fields };
  if (b.payment_method !== 'cash_on_delivery')
    throw refuse('payment_method', 'Prescription orders are paid cash on delivery');
  const input = readPlaceBody(b, user, timeZone);
  if (input.orderType === 'parcel') throw refuse('order_type', 'The order type is invalid.');
  const orderType = input.orderType as 'delivery' | 'take_away';
  checkOrderType(orderType, settings);
  checkSchedule(input.scheduleMs, settings, now);
  const store = await loadStore(db, input.storeId!, module.id);
  await checkStoreOpen(
    db,
    store,
    input.scheduleMs ?? now,
    timeZone,
    input.scheduleMs !== undefined,
  );
  const served = await serveStoreOrder(db, store, module.id, orderType, input.point);
  checkPaymentAllowed('cash_on_delivery', owner, settings, served.zone);
  const tipsOn = settings.dm_tips_status === undefined || isOn(settings.dm_tips_status);
  const deliveryFee = orderType === 'delivery' && store.free_delivery !== 1 ? served.charge : 0;
  const tips = orderType === 'delivery' && tipsOn ? input.dmTips : 0;
  const total = round2(deliveryFee + tips);
  checkCodLimit('cash_on_delivery', total, served.pivot);

  return once(db, owner, key, now, ({ prior, remember }) =>
    db.transaction().execute(async (trx) => {
      const first = await prior(trx);
      if (first) return first;
      const orderId = await nextOrderId(trx);
      const stampDate = new Date(now);
      const stamp = stampDate.toISOString();
      const names: string[] = [];
      for (const img of images)
        names.push(
          await saveUpload(
            trx,
            img.data,
            img.info,
            owner.kind === 'customer' ? owner.userId : null,
            stampDate,
          ),
        );
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          ...ownerColumns(owner),
          store_id: store.id,
          module_id: module.id,
          zone_id: served.zone.id,
          order_status: 'pending',
          order_amount: total,
          items_subtotal: 0,
          delivery_charge: deliveryFee,
          original_delivery_charge: orderType === 'delivery' ? served.charge : 0,
          free_delivery_by: orderType === 'delivery' && store.free_delivery === 1 ? 'vendor' : null,
          total_tax_amount: 0,
          tax_percentage: store.tax,
          store_discount_amount: 0,
          dm_tips: tips,
          payment_method: 'cash_on_delivery',
          payment_status: 'unpaid',
          order_type: orderType,
          delivery_address: JSON.stringify(
            deliveryAddressOf(input, {
              address: store.address,
              point: { lat: store.latitude, lng: store.longitude },
            }),
          ),
          receiver_details: null,
          contact_number: input.contact.number,
          order_note: input.orderNote,
          delivery_instruction: input.deliveryInstruction,
          distance_km: round2(served.distance),
          delivery_man_id: null,
          dm_lat: null,
          dm_lng: null,
          details_count: 0,
          prescription_order: 1,
          order_attachment: JSON.stringify(names),
          scheduled: input.scheduleMs !== undefined ? 1 : 0,
          schedule_at:
            input.scheduleMs !== undefined ? new Date(input.scheduleMs).toISOString() : null,
          pending: stamp,
          ...NO_STATUS_TIMES,
          step_at: stepStart(now, input.scheduleMs),
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await trx
        .updateTable('stores')
        .set((eb) => ({ order_count: eb('order_count', '+', 1) }))
        .where('id', '=', store.id)
        .execute();
      await notify(
        trx,
        recipientOf(owner),
        orderStatusPush({ id: orderId, order_type: orderType }, 'pending'),
        stampDate,
      );
      const answer = answerOf(orderId, total, 'pending', 'cash_on_delivery', stamp, owner);
      await remember(trx, answer);
      return answer;
    }),
  );
}
