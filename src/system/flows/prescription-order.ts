import { useCallback, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { placePrescriptionOrder } from '@/api/prescription';
import {
  prescriptionOrderMachine,
  type PrescriptionDelivery,
} from '@machines/prescription-order.machine';
import { newIdempotencyKey } from '@/platform/ids';
import { useAppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/checkout';

/** Where an upload's progress goes: to whoever is connected, else nowhere. */
function progressChannel() {
  let listener: ((fraction: number) => void) | null = null;
  return {
    connect(next: (fraction: number) => void) {
      listener = next;
      return () => {
        listener = null;
      };
    },
    report: (fraction: number) => listener?.(fraction),
  };
}

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
  const system = useAppSystem();
  const [key] = useState(newIdempotencyKey);
  // The upload's progress goes to the actor placing it (the promise has no way to its parent).
  const [progress] = useState(progressChannel);
  const provided = prescriptionOrderMachine.provide({
    actors: {
      placePrescriptionOrder: fromPromise(({ input }) =>
        placePrescriptionOrder(
          system.api,
          { ...input, delivery: { ...input.delivery, ...contactNow() } },
          input.attachments.flatMap((a) => fileOf(a.id) ?? []),
          progress.report,
        ),
      ),
    },
  });
  const bind = useCallback(
    (actor: ActorRefFrom<typeof prescriptionOrderMachine>) =>
      progress.connect((fraction) => actor.send({ type: 'UPLOAD_PROGRESSED', fraction })),
    [progress],
  );
  return useFlowActor(provided, { input: { delivery, idempotencyKey: key } }, bind);
}
