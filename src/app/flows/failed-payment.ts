import { useState } from 'react';
import { fromPromise } from 'xstate';
import { cancelOrder, switchToCashOnDelivery } from '@/api/orders';
import { failedPaymentMachine, type FailedPaymentInput } from '@machines/failed-payment.machine';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/orders';

const providedFailedPayment = failedPaymentMachine.provide({
  actors: {
    switchToCashOnDelivery: fromPromise(({ input }) => switchToCashOnDelivery(input)),
    cancelFailedOrder: fromPromise(({ input }) =>
      cancelOrder({ orderId: input.orderId, guestId: input.guestId, reason: input.reason ?? '' }),
    ),
  },
});

/** The failed-payment screen's actor (switch to cash on delivery or cancel, then home). */
export function useFailedPaymentFlow(input: FailedPaymentInput) {
  const [initial] = useState(input);
  return useFlowActor(providedFailedPayment, { input: initial });
}
