import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { followOrder, trackOrder } from '@/api/orders';
import { invalidateOrders } from '@/api/queries/orders';
import {
  orderTrackingMachine,
  type OrderTrackingEvent,
  type TrackingQuery,
} from '@machines/order-tracking.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';

const providedTracking = ({ api }: AppSystem) =>
  orderTrackingMachine.provide({
    actors: {
      fetchOrder: fromPromise(({ input, signal }) => trackOrder(api, input, signal)),
      orderStream: fromCallback<OrderTrackingEvent, TrackingQuery>(({ input, sendBack }) =>
        followOrder(api, input, {
          onOrder: (order) => sendBack({ type: 'ORDER_RECEIVED', order }),
          onLost: () => sendBack({ type: 'STREAM_LOST' }),
        }),
      ),
    },
  });

/**
 * The tracking drawer's actor (and the order page's): the order live from the provider's
 * stream, polled every 10 s while the stream is down, until it is finished or the view closes.
 * A new status also refreshes the order lists and details (the order page's status and actions).
 */
export function useOrderTrackingFlow(query: TrackingQuery) {
  const [input] = useState(query);
  const client = useQueryClient();
  const bind = useCallback(
    (actor: ActorRefFrom<typeof providedTracking>) => {
      let status: string | undefined;
      const subscription = actor.subscribe((snapshot) => {
        const next = snapshot.context.order?.order_status;
        if (next === undefined || next === status) return;
        const changed = status !== undefined;
        status = next;
        if (changed) void invalidateOrders(client);
      });
      return () => subscription.unsubscribe();
    },
    [client],
  );
  return useFlowActor(providedTracking, { input }, bind);
}
