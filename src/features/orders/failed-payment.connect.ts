import type { SnapshotFrom } from 'xstate';
import type { FailedPaymentEvent, failedPaymentMachine } from '@machines/failed-payment.machine';

/** The failed-payment screen and its dialog (SPEC §2, §4). */
export function connect(
  snapshot: SnapshotFrom<typeof failedPaymentMachine>,
  send: (event: FailedPaymentEvent) => void,
) {
  return {
    isDialogOpen: snapshot.hasTag('dialog'),
    isSwitching: snapshot.matches('switching'),
    isCanceling: snapshot.matches('canceling'),
    /** Only where the zone takes cash (SPEC §6). */
    canSwitch: snapshot.context.cashOnDeliveryAllowed,
    backToHome: () => send({ type: 'BACK_TO_HOME' }),
    switchToCashOnDelivery: () => send({ type: 'SWITCH_TO_COD' }),
    cancelOrder: () => send({ type: 'CANCEL_ORDER' }),
  };
}
