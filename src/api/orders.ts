import { apiRequest } from './client';
import { PlacedOrder, TrackedOrder } from './schemas/orders';

export type PlaceOrderBody = {
  guest_id?: string;
  store_id: number;
  order_amount: number;
  payment_method: 'cash_on_delivery';
  order_type: 'delivery';
  address: string;
  latitude: number;
  longitude: number;
  address_type: string;
  road: string;
  house: string;
  floor: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  order_note: string;
  dm_tips: number;
};

export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string) {
  const answer = await apiRequest('customer/order/place', PlacedOrder, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return {
    orderId: answer.order_id,
    totalAmount: answer.total_amount ?? answer.total_ammount ?? body.order_amount,
  };
}

export function trackOrder(
  query: { orderId: number; guestId?: string; contactNumber?: string },
  signal?: AbortSignal,
) {
  return apiRequest('customer/order/track', TrackedOrder, {
    query: {
      order_id: query.orderId,
      guest_id: query.guestId,
      contact_number: query.contactNumber,
    },
    signal,
  });
}
