import type { UserRow } from '../../db/schema';
import { refuse } from '../../http/errors';
import {
  jsonish,
  optionalNumber,
  optionalString,
  requiredInt,
  requiredNumber,
  requiredString,
  toNumber,
  type Bag,
} from '../../http/params';
import { localNow } from '../clock';
import { readEmail } from '../customers';
import type { LatLng } from '../geo';
import { round2 } from '../json';
import type { PaymentMethod, Receiver, PlaceInput } from './types';

/** Reading the placement request: contact, points, schedule, receiver, the whole body. */

export const PHONE_RE = /^\+?[0-9][0-9\s\-().]{3,24}$/;

export function readPoint(b: Bag, required: boolean): LatLng | undefined {
  const lat = required ? requiredNumber(b, 'latitude') : optionalNumber(b, 'latitude');
  const lng = required ? requiredNumber(b, 'longitude') : optionalNumber(b, 'longitude');
  if (lat === undefined || lng === undefined) return undefined;
  if (Math.abs(lat) > 90) throw refuse('latitude', 'The latitude is invalid.');
  if (Math.abs(lng) > 180) throw refuse('longitude', 'The longitude is invalid.');
  return { lat, lng };
}

export function readContact(b: Bag, user: UserRow | undefined) {
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

export function readReceiver(b: Bag): { receiver: Receiver; point: LatLng } {
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

/** The payment method a placement names (a quote names none). */
function readPaymentMethod(b: Bag): PaymentMethod {
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
  return paymentMethod as PaymentMethod;
}

/**
 * The whole placement body. A quote (`customer/order/quote`) reads the same body but needs no
 * payment method, contact or address text: only what decides the money.
 */
export function readPlaceBody(
  b: Bag,
  user: UserRow | undefined,
  timeZone: string,
  purpose: 'place' | 'quote' = 'place',
): PlaceInput {
  const quote = purpose === 'quote';
  const paymentMethod = quote ? 'cash_on_delivery' : readPaymentMethod(b);
  const orderType = optionalString(b, 'order_type', 50) ?? 'delivery';
  if (orderType !== 'delivery' && orderType !== 'take_away' && orderType !== 'parcel')
    throw refuse('order_type', 'The order type is invalid.');
  const storeId =
    orderType === 'parcel' ? undefined : requiredInt(b, 'store_id', { min: 1, label: 'store id' });
  const contact = quote ? { name: '', number: '', email: null } : readContact(b, user);
  const needsAddress = orderType !== 'take_away';
  const address =
    needsAddress && !quote
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
    paymentMethod,
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
