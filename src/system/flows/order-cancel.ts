import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { cancelOrder } from '@/api/orders';
import { fetchCancellationReasons } from '@/api/order-history';
import { invalidateOrders } from '@/api/queries/orders';
import { orderCancelMachine } from '@machines/order-cancel.machine';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/orders';

const providedOrderCancel = orderCancelMachine.provide({
  actors: {
    loadReasons: fromPromise(({ input }) => fetchCancellationReasons(input)),
    cancelOrder: fromPromise(({ input }) => cancelOrder(input)),
  },
});

/** The cancel dialog of an order: a cancel refreshes the order and both order lists. */
export function useOrderCancelFlow(orderId: number) {
  const queryClient = useQueryClient();
  return useFlowActor(providedOrderCancel, { input: { orderId, guestId: null } }, (actor) => {
    const canceled = actor.on('orderCanceled', () => {
      void invalidateOrders(queryClient);
    });
    return () => canceled.unsubscribe();
  });
}
