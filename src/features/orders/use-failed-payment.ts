import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { cancelOrder, switchToCashOnDelivery } from '@/api/orders';
import { useFlowEffects } from '@/app/use-flow-effects';
import { failedPaymentMachine, type FailedPaymentInput } from '@machines/failed-payment.machine';

const providedFailedPayment = failedPaymentMachine.provide({
  actors: {
    switchToCashOnDelivery: fromPromise(({ input }) => switchToCashOnDelivery(input)),
    cancelFailedOrder: fromPromise(({ input }) =>
      cancelOrder({ orderId: input.orderId, guestId: input.guestId, reason: input.reason ?? '' }),
    ),
  },
});

/** The failed-payment screen's state and handlers (failed-payment machine). */
export function useFailedPayment(input: FailedPaymentInput) {
  const [initial] = useState(input);
  const actor = useActorRef(providedFailedPayment, { input: initial });
  useFlowEffects(actor);
  const snapshot = useSelector(actor, (s) => s);
  return {
    dialogOpen:
      snapshot.matches('asking') || snapshot.matches('switching') || snapshot.matches('canceling'),
    switching: snapshot.matches('switching'),
    canceling: snapshot.matches('canceling'),
    canSwitch: snapshot.context.cashOnDeliveryAllowed,
    backToHome: () => actor.send({ type: 'BACK_TO_HOME' }),
    switchToCod: () => actor.send({ type: 'SWITCH_TO_COD' }),
    cancelOrder: () => actor.send({ type: 'CANCEL_ORDER' }),
  };
}
