import { gatewayUrl } from '@/api/orders';

/**
 * The guest's order just placed, kept in memory so Track Order can ask the provider for it
 * (a guest tracks with the order id plus the contact number). Lost on reload by design:
 * the phone number does not belong in the URL or in storage.
 */
export type PlacedGuestOrder = { orderId: number; contactNumber: string };

let lastOrder: PlacedGuestOrder | null = null;

export function rememberPlacedOrder(order: PlacedGuestOrder): void {
  lastOrder = order;
}

export function placedOrder(orderId: number): PlacedGuestOrder | null {
  return lastOrder && lastOrder.orderId === orderId ? lastOrder : null;
}

/**
 * A placed order paid online (a checkout's, a parcel's): remembered for this tab, then on to the
 * provider's gateway, which comes back to `/payment-status`.
 */
export function payAtGateway(
  order: PlacedGuestOrder,
  owner: { guestId: string | null; token: string | null },
): void {
  rememberPlacedOrder(order);
  window.location.assign(gatewayUrl(order.orderId, owner.guestId, owner.token));
}
