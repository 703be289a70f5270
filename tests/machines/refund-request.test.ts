import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import { describeModel } from './support/describe-model';
import {
  ORDER_ID,
  REQUESTED,
  refundRequestModel,
} from '../../src/explorer/model/models/refund-request.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  expect(snapshot.context.orderId).toBe(ORDER_ID);
  // What is sent is what was chosen: the reason, the note, the photos.
  for (const call of calls)
    expect(call.input).toEqual({
      orderId: ORDER_ID,
      reason: snapshot.context.reason,
      note: snapshot.context.note,
      images: snapshot.context.images,
    });
  switch (event.type) {
    case 'SUBMIT':
      // Without a reason nothing is sent.
      expect(snapshot.value).toBe(previous!.context.reason === null ? 'editing' : 'sending');
      expect(emitted).toEqual([]);
      break;
    case 'xstate.done.actor.requestRefund':
      // The provider's words, then the orders are read again and the dialog closes.
      expect(emitted).toEqual([
        { type: 'toast', status: 'success', message: REQUESTED },
        { type: 'refundRequested' },
      ]);
      break;
    case 'xstate.error.actor.requestRefund':
      expect(snapshot.value).toBe('editing');
      expect(snapshot.context).toEqual(previous!.context);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(refundRequestModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(false),
    sending: ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.reason).not.toBeNull();
    },
    requested: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
