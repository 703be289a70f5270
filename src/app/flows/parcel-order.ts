import { useState } from 'react';
import { fromPromise } from 'xstate';
import { placeParcelOrder } from '@/api/parcel';
import { newIdempotencyKey } from '@/platform/ids';
import { parcelOrderMachine, type ParcelOrderInput } from '@machines/parcel-order.machine';
import { useFlowActor } from '../flow-actor';

const providedParcelOrder = parcelOrderMachine.provide({
  actors: { placeParcelOrder: fromPromise(({ input }) => placeParcelOrder(input)) },
});

/** The parcel order of `/parcel-delivery-info`: one Idempotency-Key per order, kept for retries. */
export function useParcelOrderFlow(input: Omit<ParcelOrderInput, 'idempotencyKey'>) {
  const [key] = useState(newIdempotencyKey);
  return useFlowActor(providedParcelOrder, { input: { ...input, idempotencyKey: key } });
}
