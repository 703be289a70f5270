import { array, string, type, type Infer } from 'superstruct';
import type { ParcelOrderRequest, PlacedParcelOrder } from '@/domain/parcel-order';
import type { ApiClient } from './client';
import { Num } from './schemas/common';
import { PlacedOrder } from './schemas/orders';

/** `customer/order/parcel-instructions`: what the courier should know (first page). */
export const ParcelInstruction = type({ id: Num, instruction: string() });
export type ParcelInstruction = Infer<typeof ParcelInstruction>;
const ParcelInstructions = type({ data: array(ParcelInstruction) });

export async function fetchParcelInstructions(api: ApiClient, signal?: AbortSignal) {
  const answer = await api.request('customer/order/parcel-instructions', ParcelInstructions, {
    query: { limit: 25, offset: 1 },
    signal,
  });
  return answer.data;
}

/**
 * `customer/order/place` with `order_type=parcel` (CONTRACT "Orders"): the sender as the
 * contact and address, the receiver as `receiver_details` JSON, `charge_payer`, with the
 * order's Idempotency-Key. The provider computes the charge and answers the total.
 */
export async function placeParcelOrder(
  api: ApiClient,
  request: ParcelOrderRequest,
): Promise<PlacedParcelOrder> {
  const { sender, receiver } = request;
  const body = {
    order_type: 'parcel',
    payment_method: request.paymentMethod,
    parcel_category_id: request.categoryId,
    charge_payer: request.chargePayer,
    contact_person_name: sender.name.trim(),
    contact_person_number: sender.phone.trim(),
    address: sender.address,
    latitude: sender.latitude,
    longitude: sender.longitude,
    address_type: sender.addressType,
    road: sender.road,
    house: sender.house,
    floor: sender.floor,
    delivery_instruction: request.instruction,
    dm_tips: 0,
    receiver_details: JSON.stringify({
      contact_person_name: receiver.name.trim(),
      contact_person_number: receiver.phone.trim(),
      address: receiver.address,
      latitude: receiver.latitude,
      longitude: receiver.longitude,
      address_type: receiver.addressType,
      road: receiver.road,
      house: receiver.house,
      floor: receiver.floor,
    }),
    ...(request.guestId ? { guest_id: request.guestId } : {}),
  };
  const answer = await api.request('customer/order/place', PlacedOrder, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': request.idempotencyKey },
  });
  return {
    orderId: answer.order_id,
    totalAmount: answer.total_amount ?? answer.total_ammount ?? 0,
  };
}
