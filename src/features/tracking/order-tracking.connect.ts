import type { SnapshotFrom } from 'xstate';
import { describeError } from '@/api/errors';
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
    /** The fetch failed and nothing is on screen yet: the failure, for the view to word. */
    failure:
      order === null && snapshot.matches('failed') ? { error: snapshot.context.error } : null,
    /** The provider says there is no such order (for this guest and phone): no Try again. */
    isNotFound:
      order === null &&
      snapshot.matches('failed') &&
      describeError(snapshot.context.error).kind === 'notFound',
    /** The order on screen is being asked for again (a poll): its progress says it is busy. */
    isRefreshing: order !== null && snapshot.matches({ tracking: { polling: 'fetching' } }),
    /** Still on its way: followed live or by polling (not once finished). */
    isFollowing: snapshot.matches('tracking'),
    /** The provider's stream is connected: changes show as they happen. */
    isLive: snapshot.matches({ tracking: 'live' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
