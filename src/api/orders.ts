import type { ApiClient } from './client';
import { apiEventStream } from './event-stream';
import { Message, PlacedOrder, TrackedOrder } from './schemas/orders';

export type PlaceOrderBody = {
  guest_id?: string;
  store_id: number;
  order_amount: number;
  payment_method: 'cash_on_delivery' | 'digital_payment' | 'wallet';
  order_type: 'delivery' | 'take_away';
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
  coupon_code?: string;
  schedule_at?: string;
  /** Buy Now and campaign orders: the items come from `cart` (a JSON array), not the cart. */
  is_buy_now?: 1;
  cart?: string;
};

export async function placeOrder(api: ApiClient, body: PlaceOrderBody, idempotencyKey: string) {
  const answer = await api.request('customer/order/place', PlacedOrder, {
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
  api: ApiClient,
  query: { orderId: number; guestId?: string; contactNumber?: string },
  signal?: AbortSignal,
) {
  return api.request('customer/order/track', TrackedOrder, {
    query: {
      order_id: query.orderId,
      guest_id: query.guestId,
      contact_number: query.contactNumber,
    },
    signal,
  });
}

/**
 * The tracked order live (`customer/order/track/stream`): the whole order at once and at each
 * change of status or of the courier's position, read as `trackOrder` reads it. Returns the stop.
 */
export function followOrder(
  api: ApiClient,
  query: { orderId: number; guestId?: string; contactNumber?: string },
  handlers: { onOrder: (order: TrackedOrder) => void; onLost: () => void },
) {
  return apiEventStream(api, 'customer/order/track/stream', TrackedOrder, {
    query: {
      order_id: query.orderId,
      guest_id: query.guestId,
      contact_number: query.contactNumber,
    },
    onData: handlers.onOrder,
    onLost: handlers.onLost,
  });
}

type FailedOrder = { orderId: number; guestId: string | null };

/** A failed digital payment becomes a cash-on-delivery order (zone permitting). */
export function switchToCashOnDelivery(api: ApiClient, order: FailedOrder) {
  return api.request('customer/order/payment-method', Message, {
    method: 'PUT',
    body: { order_id: order.orderId, guest_id: order.guestId ?? undefined },
  });
}

export function cancelOrder(api: ApiClient, order: FailedOrder & { reason: string }) {
  return api.request('customer/order/cancel', Message, {
    method: 'PUT',
    body: { order_id: order.orderId, guest_id: order.guestId ?? undefined, reason: order.reason },
  });
}

/**
 * The provider's payment page for a placed order (CONTRACT "Orders"): it returns to
 * `/payment-status` with `status=success|fail` (and, for guests, flag, token and total). The
 * page is the order owner's only: a customer's token, or a guest's id, goes with it.
 */
export function gatewayUrl(
  orderId: number,
  guestId: string | null,
  token: string | null = null,
): string {
  const base = `${import.meta.env.VITE_API_BASE_URL ?? ''}/payment-mobile`;
  const query = new URLSearchParams({
    order_id: String(orderId),
    payment_platform: 'web',
    callback: `${window.location.origin}/payment-status`,
    payment_method: 'demo',
  });
  if (token) query.set('token', token);
  else if (guestId) query.set('customer_id', guestId);
  return `${base}?${query.toString()}`;
}
