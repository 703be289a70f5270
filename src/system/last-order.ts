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
