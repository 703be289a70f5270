import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { requestRefund } from '@/api/order-history';
import { invalidateOrders } from '@/api/queries/orders';
import { refundRequestMachine } from '@machines/refund-request.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/orders';

const providedRefundRequest = ({ api }: AppSystem) =>
  refundRequestMachine.provide({
    actors: { requestRefund: fromPromise(({ input }) => requestRefund(api, input)) },
  });

/**
 * A delivered order's refund request dialog: once asked, the orders and the order are read
 * again (its new status) and `onRequested` closes the dialog.
 */
export function useRefundRequestFlow(orderId: number, onRequested: () => void) {
  const queryClient = useQueryClient();
  const requested = useRef(onRequested);
  useLayoutEffect(() => {
    requested.current = onRequested;
  });
  const bind = useCallback(
    (actor: ActorRefFrom<typeof refundRequestMachine>) => {
      const subscription = actor.on('refundRequested', () => {
        void invalidateOrders(queryClient);
        requested.current();
      });
      return () => subscription.unsubscribe();
    },
    [queryClient],
  );
  return useFlowActor(providedRefundRequest, { input: { orderId } }, bind);
}
