import type { SnapshotFrom } from 'xstate';
import type { TrackedOrder } from '@/api/schemas/orders';
import { trackingStepNumber } from '@/domain/order-status';
import type { OrderTrackingEvent, orderTrackingMachine } from '@machines/order-tracking.machine';

/** The tracking drawer: the order (the last answer stays on screen), its step, not-found. */
export function connect(
  snapshot: SnapshotFrom<typeof orderTrackingMachine>,
  send: (event: OrderTrackingEvent) => void,
) {
  // The machine only needs the status; the provided actors give the whole decoded order.
  const order = snapshot.context.order as TrackedOrder | null;
  return {
    order,
    /** 1..4 (SPEC §4 four steps), 0 when the order left that way. */
    step: order ? trackingStepNumber(order.order_status) : 0,
    isLoading: order === null && snapshot.matches('tracking'),
    isNotFound: order === null && snapshot.matches('notFound'),
    /** Still on its way: followed live or by polling (not once finished). */
    isFollowing: snapshot.matches('tracking'),
    /** The provider's stream is connected: changes show as they happen. */
    isLive: snapshot.matches({ tracking: 'live' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
