/** The four steps of the tracking drawer (SPEC §4, CONTRACT "Orders"). */
export const TRACKING_STEPS = ['placed', 'confirmed', 'onTheWay', 'delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

const STEP_OF_STATUS: Record<string, TrackingStep> = {
  pending: 'placed',
  accepted: 'confirmed',
  confirmed: 'confirmed',
  processing: 'confirmed',
  handover: 'confirmed',
  picked_up: 'onTheWay',
  delivered: 'delivered',
};

/** 1..4 for the statuses on the way to delivery; 0 for canceled, failed and refunds. */
export function trackingStepNumber(status: string): number {
  const step = STEP_OF_STATUS[status];
  return step ? TRACKING_STEPS.indexOf(step) + 1 : 0;
}

/**
 * Statuses after which an order never changes again, so polling stops. The provider ends orders
 * with the same list (server/services/order-manage.ts ENDED; tests/server/order-status.test.ts
 * keeps the two equal).
 */
export const FINAL_ORDER_STATUSES = [
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
] as const;

export function isFinalStatus(status: string): boolean {
  return (FINAL_ORDER_STATUSES as readonly string[]).includes(status);
}
