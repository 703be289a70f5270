import type { SnapshotFrom } from 'xstate';
import type { Attachment } from '@/domain/attachments';
import type {
  PrescriptionOrderEvent,
  prescriptionOrderMachine,
} from '@machines/prescription-order.machine';

/** The images, the note, Place Order and, once placed, the order's id. */
export function connect(
  snapshot: SnapshotFrom<typeof prescriptionOrderMachine>,
  send: (event: PrescriptionOrderEvent) => void,
) {
  return {
    images: snapshot.context.attachments,
    note: snapshot.context.note,
    isPlacing: snapshot.matches('placing'),
    /** Percent of the images sent while placing, else null. */
    uploadPercent:
      snapshot.context.uploaded === null ? null : Math.round(snapshot.context.uploaded * 100),
    placedOrderId: snapshot.context.placed?.orderId ?? null,
    addImages: (images: Attachment[]) => send({ type: 'IMAGES_ADDED', images }),
    removeImage: (id: string) => send({ type: 'IMAGE_REMOVED', id }),
    changeNote: (note: string) => send({ type: 'NOTE_CHANGED', note }),
    place: () => send({ type: 'PLACE_ORDER' }),
  };
}
