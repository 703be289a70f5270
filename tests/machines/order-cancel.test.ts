import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import type { OrderCancelInput } from '../../machines/order-cancel.machine';
import { describeModel } from './support/describe-model';
import {
  CANCEL_ORDER_ID,
  REASONS,
  orderCancelModel,
} from '../../src/explorer/model/models/order-cancel.model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, previous, event, emitted, calls, index }: StepContext) {
  const input = path.variant.input as OrderCancelInput;
  expect(snapshot.context.orderId).toBe(CANCEL_ORDER_ID);
  for (const call of calls) {
    if (call.id === 'loadReasons')
      // SPEC §7: offset=1, limit=10, type=customer.
      expect(call.input).toEqual({ offset: 1, limit: 10, type: 'customer' });
    else
      expect(call.input).toEqual({
        orderId: CANCEL_ORDER_ID,
        reason: snapshot.context.chosen,
        guestId: input.guestId,
      });
  }
  if (index === 0) expect(calls.map((call) => call.id)).toEqual(['loadReasons']);
  switch (event.type) {
    case 'REASON_CHOSEN':
      // Only a listed reason can be chosen.
      expect(snapshot.context.chosen).toBe(
        REASONS.some((reason) => reason.reason === event.reason)
          ? event.reason
          : previous!.context.chosen,
      );
      break;
    case 'SUBMIT':
      if (previous!.context.chosen === null) {
        expect(snapshot.value).toBe('choosing');
        expect(calls).toEqual([]);
      } else expect(calls.map((call) => call.id)).toEqual(['cancelOrder']);
      break;
    case 'xstate.done.actor.cancelOrder':
      expect(emitted).toEqual([
        event.output.message
          ? { type: 'toast', status: 'success', message: event.output.message }
          : { type: 'toast', status: 'success', messageKey: 'orders.canceled' },
        { type: 'orderCanceled', orderId: CANCEL_ORDER_ID },
      ]);
      return;
    case 'xstate.error.actor.cancelOrder':
      expect(emitted).toEqual([errorToast(event.error)]);
      expect(snapshot.context.chosen).toBe(previous!.context.chosen);
      return;
  }
  expect(emitted).toEqual([]);
}

describeModel(orderCancelModel, {
  everyStep,
  states: {
    loadingReasons: ({ snapshot }) => expect(snapshot.children.loadReasons).toBeDefined(),
    loadFailed: ({ snapshot }) => expect(snapshot.context.reasons).toEqual([]),
    choosing: ({ snapshot }) => {
      expect(snapshot.context.reasons).toEqual(REASONS);
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(snapshot.context.chosen !== null);
      expect(snapshot.can({ type: 'BACK' })).toBe(true);
    },
    canceling: ({ snapshot }) => {
      expect(snapshot.children.cancelOrder).toBeDefined();
      expect(snapshot.context.chosen).toBe(REASONS[0]!.reason);
    },
    canceled: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    closed: ({ snapshot, event, allEmitted }) => {
      // Back closes the dialog and cancels nothing.
      expect(snapshot.status).toBe('done');
      expect(event.type).toBe('BACK');
      expect(allEmitted.filter((effect) => effect.type === 'orderCanceled')).toEqual([]);
    },
  },
});
