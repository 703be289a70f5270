import type { SnapshotFrom } from 'xstate';
import type { OrderCancelEvent, orderCancelMachine } from '@machines/order-cancel.machine';

/** 'What’s Wrong With This Order?': radio reasons, Back, Submit (busy while canceling). */
export function connect(
  snapshot: SnapshotFrom<typeof orderCancelMachine>,
  send: (event: OrderCancelEvent) => void,
) {
  const { reasons, chosen } = snapshot.context;
  return {
    isOpen: !snapshot.matches('closed') && !snapshot.matches('canceled'),
    isLoading: snapshot.matches('loadingReasons'),
    loadFailed: snapshot.matches('loadFailed'),
    isCanceling: snapshot.matches('canceling'),
    reasons,
    chosen,
    canSubmit: chosen !== null && snapshot.matches('choosing'),
    choose: (reason: string) => send({ type: 'REASON_CHOSEN', reason }),
    submit: () => send({ type: 'SUBMIT' }),
    back: () => send({ type: 'BACK' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
