import { useState } from 'react';
import { fromPromise } from 'xstate';
import { trackOrder } from '@/api/orders';
import { orderTrackingMachine, type TrackingQuery } from '@machines/order-tracking.machine';
import { useFlowActor } from '../flow-actor';

const providedTracking = orderTrackingMachine.provide({
  actors: { fetchOrder: fromPromise(({ input, signal }) => trackOrder(input, signal)) },
});

/** The tracking drawer's actor: polls every 10 s until the order is finished or the drawer closes. */
export function useOrderTrackingFlow(query: TrackingQuery) {
  const [input] = useState(query);
  return useFlowActor(providedTracking, { input });
}
