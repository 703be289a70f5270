import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { placeParcelOrder } from '@/api/parcel';
import { parcelDeliveryStateOf } from '@/domain/parcel-delivery';
import { allowedPaymentMethods } from '@/domain/payment-methods';
import { useCheckoutSettings, useZonePayments } from '../use-checkout-data';
import { newIdempotencyKey } from '@/platform/ids';
import {
  parcelOrderMachine,
  type ParcelOrderInput,
  type ParcelPayment,
} from '@machines/parcel-order.machine';
import { useFlowActor } from '../flow-actor';
import { payAtGateway } from '../last-order';
import { useAppSystem, type AppSystem } from '../app-system';
import { ownerNow } from '../session';

const providedParcelOrder = ({ api }: AppSystem) =>
  parcelOrderMachine.provide({
    actors: { placeParcelOrder: fromPromise(({ input }) => placeParcelOrder(api, input)) },
  });

/** Where the payment methods come from: the parcel module of the zone, the wallet's switch. */
export type ParcelPaymentSources = { moduleId: number | null; walletOn: boolean };

/**
 * The parcel order of `/parcel-delivery-info`: one Idempotency-Key per order, kept for retries.
 * Paid online, it continues at the provider's gateway, which returns to `/payment-status` as
 * the checkout's orders do (success, or SPEC §4's failed-payment recovery).
 * The methods offered are the checkout's rule (`allowedPaymentMethods`) at the sender's place,
 * where the provider checks them: the machine hears them again whenever they change.
 * The step in the URL (`?step=details|summary`) is the machine's too: it hears the URL's step
 * (at the start, after Back or Forward) and says where the URL goes (its navigate effects).
 */
export function useParcelOrderFlow(
  input: Omit<ParcelOrderInput, 'idempotencyKey' | 'allowedMethods'>,
  { moduleId, walletOn }: ParcelPaymentSources,
) {
  const [key] = useState(newIdempotencyKey);
  const system = useAppSystem();
  const settings = useCheckoutSettings();
  const actor = useFlowActor(
    providedParcelOrder,
    {
      input: {
        ...input,
        idempotencyKey: key,
        allowedMethods: allowedPaymentMethods(settings, undefined, walletOn),
      },
    },
    (actor) => {
      const payment = actor.on('parcelPaymentRequired', ({ order }) => {
        const { sender, guestId } = actor.getSnapshot().context;
        payAtGateway(
          system,
          { orderId: order.orderId, contactNumber: sender.phone.trim() },
          { guestId, token: ownerNow(system).token },
        );
      });
      return () => payment.unsubscribe();
    },
  );
  const lat = useSelector(actor, (s) => s.context.sender.latitude);
  const lng = useSelector(actor, (s) => s.context.sender.longitude);
  const zone = useZonePayments(lat === null || lng === null ? null : { lat, lng }, moduleId).data;
  const methods = allowedPaymentMethods(settings, zone, walletOn).join(' ');
  useEffect(() => {
    const allowed = (methods ? methods.split(' ') : []) as ParcelPayment[];
    actor.send({ type: 'PAYMENT_METHODS_CHANGED', methods: allowed });
  }, [actor, methods]);
  const urlStep = parcelDeliveryStateOf(useSearch()).step;
  useEffect(() => {
    actor.send({ type: 'URL_STEP_CHANGED', step: urlStep });
  }, [actor, urlStep]);
  return actor;
}
