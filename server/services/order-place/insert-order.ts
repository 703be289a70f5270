import type { Db } from '../../db/client';
import { refuse } from '../../http/errors';
import type { LatLng } from '../geo';
import type { DeliveryAddress } from '../order-json';
import type { Insertable } from 'kysely';
import type { OrderTable } from '../../db/schema';
import { ownerColumns, type Owner } from '../owner';
import { debitWallet } from '../wallet';
import { type PlaceAnswer, INSUFFICIENT_BALANCE, type PlaceInput } from './types';

/** Writing an order: its id, the one insert, its address, the answer, the wallet debit. */

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

/** The columns every kind of order fills the same way (`insertOrder` writes them). */
type CommonColumns =
  | 'id'
  | 'user_id'
  | 'guest_id'
  | 'order_status'
  | 'contact_number'
  | 'order_note'
  | 'delivery_instruction'
  | 'delivery_man_id'
  | 'dm_lat'
  | 'dm_lng'
  | 'scheduled'
  | 'schedule_at'
  | 'pending'
  | keyof typeof NO_STATUS_TIMES
  | 'step_at'
  | 'created_at'
  | 'updated_at';

/** What an order kind decides: its money, place, payment and kind-specific columns. */
export type KindColumns = Omit<Insertable<OrderTable>, CommonColumns>;

/**
 * The one insert of an order (store, parcel or prescription): the kind's columns plus the
 * owner, the contact and notes from the request, the schedule and the status times.
 */
export async function insertOrder(
  trx: Db,
  o: {
    id: number;
    owner: Owner;
    input: PlaceInput;
    status: 'pending' | 'confirmed';
    now: number;
    columns: KindColumns;
  },
): Promise<void> {
  const stamp = new Date(o.now).toISOString();
  const scheduleMs = o.input.scheduleMs;
  await trx
    .insertInto('orders')
    .values({
      ...o.columns,
      id: o.id,
      ...ownerColumns(o.owner),
      order_status: o.status,
      contact_number: o.input.contact.number,
      order_note: o.input.orderNote,
      delivery_instruction: o.input.deliveryInstruction,
      delivery_man_id: null,
      dm_lat: null,
      dm_lng: null,
      scheduled: scheduleMs !== undefined ? 1 : 0,
      schedule_at: scheduleMs !== undefined ? new Date(scheduleMs).toISOString() : null,
      pending: stamp,
      ...NO_STATUS_TIMES,
      confirmed: o.status === 'confirmed' ? stamp : null,
      step_at: stepStart(o.now, scheduleMs),
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}
