import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { trackOrder } from '@/api/orders';
import type { TrackedOrder } from '@/api/schemas/orders';
import { trackingStepNumber } from '@/domain/order-status';
import { orderTrackingMachine, type TrackingQuery } from '@machines/order-tracking.machine';

const providedTracking = orderTrackingMachine.provide({
  actors: { fetchOrder: fromPromise(({ input, signal }) => trackOrder(input, signal)) },
});

/** The tracking drawer's view of the order-tracking machine. */
export function useOrderTracking(query: TrackingQuery) {
  const [input] = useState(query);
  const actor = useActorRef(providedTracking, { input });
  const snapshot = useSelector(actor, (s) => s);
  // The machine only needs the status; the provided actor returns the whole decoded order.
  const order = snapshot.context.order as TrackedOrder | null;
  return {
    order,
    step: order ? trackingStepNumber(order.order_status) : 0,
    isLoading: order === null && snapshot.matches('fetching'),
    notFound: snapshot.matches('notFound'),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
