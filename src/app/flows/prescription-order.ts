import { useState } from 'react';
import { fromPromise } from 'xstate';
import { placePrescriptionOrder } from '@/api/prescription';
import {
  prescriptionOrderMachine,
  type PrescriptionDelivery,
} from '@machines/prescription-order.machine';
import { newIdempotencyKey } from '@/platform/ids';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/checkout';

/**
 * A pharmacy store's prescription order. The chosen files stay with the view (`fileOf`); the
 * contact is read when the order is placed, so a guest's typed name and phone go with it.
 */
export function usePrescriptionOrderFlow(
  delivery: PrescriptionDelivery,
  fileOf: (id: string) => File | undefined,
  contactNow: () => Partial<
    Pick<PrescriptionDelivery, 'contactPersonName' | 'contactPersonNumber'>
  >,
) {
  // One key per order: a retry after a failure sends the same one (CONTRACT extensions).
  const [key] = useState(newIdempotencyKey);
  const provided = prescriptionOrderMachine.provide({
    actors: {
      placePrescriptionOrder: fromPromise(({ input }) =>
        placePrescriptionOrder(
          { ...input, delivery: { ...input.delivery, ...contactNow() } },
          input.attachments.flatMap((a) => fileOf(a.id) ?? []),
        ),
      ),
    },
  });
  return useFlowActor(provided, { input: { delivery, idempotencyKey: key } });
}
