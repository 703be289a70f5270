import type { SnapshotFrom } from 'xstate';
import type { OrderOutcomeEvent, orderOutcomeMachine } from '@machines/order-outcome.machine';

/** The order-placed modal, the tracking drawer of that order, or the failed-payment screen. */
export function connect(
  snapshot: SnapshotFrom<typeof orderOutcomeMachine>,
  send: (event: OrderOutcomeEvent) => void,
) {
  const { orderId, totalAmount } = snapshot.context;
  return {
    orderId,
    totalAmount,
    isModalOpen: snapshot.hasTag('modal'),
    /** The order's tracking drawer: after Track Order, or its details for a flagged query. */
    trackedOrderId: snapshot.hasTag('tracking') ? orderId : null,
    isPaymentFailed: snapshot.matches('paymentFailed'),
    trackOrder: () => send({ type: 'TRACK_ORDER' }),
    close: () => send({ type: 'CLOSE' }),
  };
}
