import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { locationQueries } from '@/api/queries/location';
import { cancelOrder, switchToCashOnDelivery } from '@/api/orders';
import { cashOnDeliverySwitchAllowed } from '@/domain/payment-methods';
import { readCashOnDelivery, readLatLng } from '@/platform/location-store';
import { failedPaymentMachine, type FailedPaymentInput } from '@machines/failed-payment.machine';
import { useAppSystem, type AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/orders';

const providedFailedPayment = ({ api }: AppSystem) =>
  failedPaymentMachine.provide({
    actors: {
      switchToCashOnDelivery: fromPromise(({ input }) => switchToCashOnDelivery(api, input)),
      cancelFailedOrder: fromPromise(({ input }) =>
        cancelOrder(api, {
          orderId: input.orderId,
          guestId: input.guestId,
          reason: input.reason ?? '',
        }),
      ),
    },
  });

/** The failed-payment screen's actor (switch to cash on delivery or cancel, then home). */
export function useFailedPaymentFlow(input: FailedPaymentInput) {
  const [initial] = useState(input);
  return useFlowActor(providedFailedPayment, { input: initial });
}

/**
 * Whether the failed-payment screen offers Switch to Cash On Delivery (SPEC §4: only where the
 * zone takes cash): the flag stored with the location; a location stored before it was asks the
 * provider once. null while that answer is awaited; nothing is asked until `needed`.
 */
export function useCashOnDeliverySwitch(needed: boolean): boolean | null {
  const { stored } = useAppSystem();
  const storedFlag = readCashOnDelivery(stored);
  const point = readLatLng(stored);
  const asks = storedFlag === null && point !== null;
  const zone = useQuery({
    ...locationQueries.zoneAt(point),
    enabled: needed && asks,
    retry: false,
  });
  if (asks && zone.isPending) return null;
  return cashOnDeliverySwitchAllowed(storedFlag, zone.data?.cashOnDelivery);
}
