import type { SnapshotFrom } from 'xstate';
import type { RefundRequestEvent, refundRequestMachine } from '@machines/refund-request.machine';

/** The refund dialog: the chosen reason, note and photos; Submit once a reason is chosen, busy while sent. */
export function connect(
  snapshot: SnapshotFrom<typeof refundRequestMachine>,
  send: (event: RefundRequestEvent) => void,
) {
  const { reason, note, images } = snapshot.context;
  return {
    reason,
    note,
    images,
    canSubmit: reason !== null,
    /** Sending: the dialog does not close and the photos stay as they are. */
    isSending: snapshot.hasTag('busy'),
    /** A radio group reports null when nothing is checked: the chosen reason stays. */
    chooseReason: (value: string | null) => {
      if (value !== null) send({ type: 'REASON_CHOSEN', reason: value });
    },
    changeNote: (value: string) => send({ type: 'NOTE_CHANGED', note: value }),
    changeImages: (files: File[]) => send({ type: 'IMAGES_CHANGED', images: files }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
