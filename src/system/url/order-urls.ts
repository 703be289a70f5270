import { parseOrderId, withPlusPrefix } from '@/domain/phone';
import type { TrackingQuery } from '@machines/order-tracking.machine';

/**
 * The URLs of the orders screens (SPEC §2): `/my-orders?tab=running|history&orderId=…` (the same
 * keys work under `/profile?page=my-orders`), `/track-order?order_id=…&phone=…` (kept across
 * reload), `/rate-and-review/{orderId}`.
 */
export type OrderTab = 'running' | 'history';

export function myOrdersStateOf(search: string): { tab: OrderTab; orderId: number | null } {
  const params = new URLSearchParams(search);
  return {
    tab: params.get('tab') === 'history' ? 'history' : 'running',
    orderId: parseOrderId(params.get('orderId') ?? ''),
  };
}

/** The same page with its other keys kept (`page=my-orders` under /profile). */
export function myOrdersHref(
  path: string,
  search: string,
  change: { tab?: OrderTab; orderId?: number | null },
): string {
  const params = new URLSearchParams(search);
  if (change.tab) params.set('tab', change.tab);
  if (change.orderId === null) params.delete('orderId');
  else if (change.orderId !== undefined) params.set('orderId', String(change.orderId));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Where a customer lands after placing an order (src/domain/placed-order.ts). */
export { customerOrderPath } from '@/domain/placed-order';

export const rateAndReviewPath = (orderId: number) => `/rate-and-review/${orderId}`;

/** What `/track-order`'s URL asks to track; a guest's needs the phone (and this browser's guest id). */
export function trackOrderQueryOf(
  search: string,
  session: { signedIn: boolean; guestId: string | null },
): TrackingQuery | null {
  const params = new URLSearchParams(search);
  const orderId = parseOrderId(params.get('order_id') ?? '');
  if (orderId === null) return null;
  if (session.signedIn) return { orderId };
  const phone = withPlusPrefix(params.get('phone') ?? '');
  if (phone === '') return null;
  return {
    orderId,
    contactNumber: phone,
    ...(session.guestId ? { guestId: session.guestId } : {}),
  };
}

/** What `/track-order`'s fields show after a reload: the URL's order id and phone, as typed. */
export function trackOrderFieldsOf(search: string): { orderId: string; phone: string } {
  const params = new URLSearchParams(search);
  return { orderId: params.get('order_id') ?? '', phone: params.get('phone') ?? '' };
}

export function trackOrderHref(query: TrackingQuery | null): string {
  if (query === null) return '/track-order';
  const params = new URLSearchParams({ order_id: String(query.orderId) });
  if (query.contactNumber) params.set('phone', query.contactNumber);
  return `/track-order?${params.toString()}`;
}
