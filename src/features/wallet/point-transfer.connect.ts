import type { SnapshotFrom } from 'xstate';
import type { PointTransferEvent, pointTransferMachine } from '@machines/point-transfer.machine';

/** The Convert button and its dialog: the points field with its problem, Convert busy while sent. */
export function connect(
  snapshot: SnapshotFrom<typeof pointTransferMachine>,
  send: (event: PointTransferEvent) => void,
) {
  const { point, problem } = snapshot.context;
  return {
    isOpen: snapshot.hasTag('dialog'),
    isTransferring: snapshot.hasTag('busy'),
    /** An i18n key and its values, or null. */
    problem,
    open: (balance: number) => send({ type: 'OPEN', balance }),
    close: () => send({ type: 'CLOSE' }),
    getPointProps: () => ({
      value: point,
      inputMode: 'numeric' as const,
      'aria-invalid': problem !== null,
      onChange: (event: { target: { value: string } }) =>
        send({ type: 'POINT_CHANGED', point: event.target.value }),
    }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
