import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { cancelOrder } from '@/api/orders';
import { fetchCancellationReasons } from '@/api/order-history';
import { invalidateOrders } from '@/api/queries/orders';
import { orderCancelMachine } from '@machines/order-cancel.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/orders';

const providedOrderCancel = ({ api }: AppSystem) =>
  orderCancelMachine.provide({
    actors: {
      loadReasons: fromPromise(({ input }) => fetchCancellationReasons(api, input)),
      cancelOrder: fromPromise(({ input }) => cancelOrder(api, input)),
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
