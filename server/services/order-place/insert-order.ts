import type { Db } from '../../db/client';
import { refuse } from '../../http/errors';
import type { LatLng } from '../geo';
import type { DeliveryAddress } from '../orders';
import type { Owner } from '../owner';
import { debitWallet } from '../wallet';
import { type PlaceAnswer, INSUFFICIENT_BALANCE, type PlaceInput } from './types';

/** Writing an order: its id, address, the answer, status times, the wallet debit. */

export async function nextOrderId(db: Db): Promise<number> {
  const seq = await db
    .updateTable('sequences')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'orders')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(seq.value);
}

export function deliveryAddressOf(
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

export function answerOf(
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
export const NO_STATUS_TIMES = {
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
export const stepStart = (now: number, scheduleMs: number | undefined) =>
  scheduleMs !== undefined && scheduleMs > now ? scheduleMs : now;

/** Wallet payment: debited in the order's transaction; refused (and rolled back) when short. */
export async function payFromWallet(
  trx: Db,
  owner: Owner,
  amount: number,
  orderId: number,
  now: Date,
) {
  if (owner.kind !== 'customer')
    throw refuse('payment_method', 'Please sign in to pay with your wallet');
  const ok = await debitWallet(trx, owner.userId, amount, 'order_place', String(orderId), now);
  if (!ok) throw refuse('order_amount', INSUFFICIENT_BALANCE);
}
