import { useState } from 'react';
import { fromPromise } from 'xstate';
import { gatewayUrl } from '@/api/orders';
import { placeParcelOrder } from '@/api/parcel';
import { newIdempotencyKey } from '@/platform/ids';
import { parcelOrderMachine, type ParcelOrderInput } from '@machines/parcel-order.machine';
import { useFlowActor } from '../flow-actor';
import { rememberPlacedOrder } from '../last-order';
import { currentToken } from '../session';

const providedParcelOrder = parcelOrderMachine.provide({
  actors: { placeParcelOrder: fromPromise(({ input }) => placeParcelOrder(input)) },
});

/**
 * The parcel order of `/parcel-delivery-info`: one Idempotency-Key per order, kept for retries.
 * Paid online, it continues at the provider's gateway, which returns to `/payment-status` as
 * the checkout's orders do (success, or SPEC §4's failed-payment recovery).
 */
export function useParcelOrderFlow(input: Omit<ParcelOrderInput, 'idempotencyKey'>) {
  const [key] = useState(newIdempotencyKey);
  return useFlowActor(
    providedParcelOrder,
    { input: { ...input, idempotencyKey: key } },
    (actor) => {
      const payment = actor.on('parcelPaymentRequired', ({ order }) => {
        const { sender, guestId } = actor.getSnapshot().context;
        rememberPlacedOrder({ orderId: order.orderId, contactNumber: sender.phone.trim() });
        window.location.assign(gatewayUrl(order.orderId, guestId, currentToken()));
      });
      return () => payment.unsubscribe();
    },
  );
}
