import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import { type FailedPaymentInput } from '../../machines/failed-payment.machine';
import { describeModel } from './support/describe-model';
import {
  FAILED_ORDER_ID,
  failedPaymentModel,
} from '../../src/explorer/model/models/failed-payment.model';
import type { StepContext } from './support/replay';

const HOME = { type: 'navigate', to: '/home' };

function success(output: { message?: string }, fallbackKey: string) {
  return output.message
    ? { type: 'toast', status: 'success', message: output.message }
    : { type: 'toast', status: 'success', messageKey: fallbackKey };
}

function everyStep({ path, snapshot, event, emitted, calls }: StepContext) {
  const input = path.variant.input as FailedPaymentInput;
  expect(snapshot.context).toEqual(input);
  switch (event.type) {
    case 'SWITCH_TO_COD':
      if (input.cashOnDeliveryAllowed) {
        expect(calls.map((call) => [call.id, call.input])).toEqual([
          ['switchToCashOnDelivery', { orderId: FAILED_ORDER_ID, guestId: input.guestId }],
        ]);
      } else {
        // The zone does not allow cash on delivery: nothing happens.
        expect(snapshot.value).toBe('asking');
        expect(calls).toEqual([]);
      }
      expect(emitted).toEqual([]);
      break;
    case 'CANCEL_ORDER':
      expect(calls.map((call) => [call.id, call.input])).toEqual([
        [
          'cancelFailedOrder',
          { orderId: FAILED_ORDER_ID, guestId: input.guestId, reason: 'Order payment canceled' },
        ],
      ]);
      break;
    case 'xstate.done.actor.switchToCashOnDelivery':
      expect(emitted).toEqual([success(event.output, 'orders.paymentInfoUpdated'), HOME]);
      break;
    case 'xstate.done.actor.cancelFailedOrder':
      expect(emitted).toEqual([success(event.output, 'orders.canceled'), HOME]);
      break;
    case 'xstate.error.actor.switchToCashOnDelivery':
    case 'xstate.error.actor.cancelFailedOrder':
      // The dialog stays, with the provider's words (or the generic message).
      expect(snapshot.value).toBe('asking');
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    case 'BACK_TO_HOME':
      expect(emitted).toEqual([HOME]);
      expect(snapshot.value).toBe('left');
      break;
    default:
      expect(emitted).toEqual([]);
      expect(calls).toEqual([]);
  }
}

describeModel(failedPaymentModel, {
  everyStep,
  states: {
    failed: ({ index, snapshot }) => {
      // The dialog is not open yet: the screen only.
      expect(index).toBe(0);
      expect(snapshot.can({ type: 'CANCEL_ORDER' })).toBe(false);
    },
    asking: ({ snapshot, path }) => {
      const input = path.variant.input as FailedPaymentInput;
      expect(snapshot.can({ type: 'SWITCH_TO_COD' })).toBe(input.cashOnDeliveryAllowed);
      expect(snapshot.can({ type: 'CANCEL_ORDER' })).toBe(true);
    },
    switching: ({ snapshot }) => expect(snapshot.children.switchToCashOnDelivery).toBeDefined(),
    canceling: ({ snapshot }) => expect(snapshot.children.cancelFailedOrder).toBeDefined(),
    resolved: ({ snapshot, allEmitted }) => {
      expect(snapshot.status).toBe('done');
      expect(allEmitted.at(-1)).toEqual(HOME);
      expect(allEmitted.at(-2)).toMatchObject({ type: 'toast', status: 'success' });
    },
    left: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
