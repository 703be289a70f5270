import { createActor, fromTransition } from 'xstate';
import { gatewayUrl } from '@/api/orders';
import type { AppActorCreator, AppSystem } from './app-system';

/**
 * The guest's order just placed, kept in memory so Track Order can ask the provider for it
 * (a guest tracks with the order id plus the contact number). Lost on reload by design:
 * the phone number does not belong in the URL or in storage.
 */
export type PlacedGuestOrder = { orderId: number; contactNumber: string };

const lastOrderLogic = fromTransition(
  (_last: PlacedGuestOrder | null, event: { type: 'PLACED'; order: PlacedGuestOrder }) =>
    event.order,
  null as PlacedGuestOrder | null,
);

/** This app's last guest order placed. */
export const createLastOrderActor = (() => createActor(lastOrderLogic)) satisfies AppActorCreator<
  ReturnType<typeof createActor<typeof lastOrderLogic>>
>;

export function rememberPlacedOrder(system: AppSystem, order: PlacedGuestOrder): void {
  system.actor(createLastOrderActor).send({ type: 'PLACED', order });
}

export function placedOrder(system: AppSystem, orderId: number): PlacedGuestOrder | null {
  const last = system.actor(createLastOrderActor).getSnapshot().context;
  return last && last.orderId === orderId ? last : null;
}

/**
 * A placed order paid online (a checkout's, a parcel's): remembered for this tab, then on to the
 * provider's gateway, which comes back to `/payment-status`.
 */
export function payAtGateway(
  system: AppSystem,
  order: PlacedGuestOrder,
  owner: { guestId: string | null; token: string | null },
): void {
  rememberPlacedOrder(system, order);
  window.location.assign(gatewayUrl(order.orderId, owner.guestId, owner.token));
}
