import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import { partyComplete } from '../../machines/parcel-order.machine';
import { describeModel } from './support/describe-model';
import { PARCEL_KEY, PLACED_PARCEL, parcelOrderModel } from './support/models/parcel-order.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  // One order, one key, the category unchanged; the receiver pays cash on delivery only.
  expect(snapshot.context.idempotencyKey).toBe(PARCEL_KEY);
  expect(snapshot.context.categoryId).toBe(2);
  if (snapshot.context.chargePayer === 'receiver')
    expect(snapshot.context.paymentMethod).toBe('cash_on_delivery');
  for (const call of calls)
    expect(call.input).toEqual({
      categoryId: 2,
      idempotencyKey: PARCEL_KEY,
      sender: snapshot.context.sender,
      guestId: snapshot.context.guestId,
      receiver: snapshot.context.receiver,
      instruction: snapshot.context.instruction,
      chargePayer: snapshot.context.chargePayer,
      paymentMethod: snapshot.context.paymentMethod,
    });
  switch (event.type) {
    case 'CONTINUE': {
      const complete =
        partyComplete(previous!.context.sender) && partyComplete(previous!.context.receiver);
      expect(snapshot.value).toBe(complete ? 'summary' : 'details');
      if (!complete) expect(snapshot.context.showErrors).toBe(true);
      expect(emitted).toEqual([]);
      break;
    }
    case 'PLACE_ORDER':
      expect(calls.map((call) => call.id)).toEqual(['placeParcelOrder']);
      expect(emitted).toEqual([]);
      break;
    case 'xstate.error.actor.placeParcelOrder':
      // A failure keeps everything and goes back to the summary.
      expect(snapshot.value).toBe('summary');
      expect(snapshot.context.receiver).toEqual(previous!.context.receiver);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    case 'xstate.done.actor.placeParcelOrder':
      // Paid online: to the gateway, not the placed screen.
      expect(emitted).toEqual([
        {
          type:
            previous!.context.paymentMethod === 'digital_payment'
              ? 'parcelPaymentRequired'
              : 'parcelOrderPlaced',
          order: PLACED_PARCEL,
        },
      ]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(parcelOrderModel, {
  everyStep,
  states: {
    details: ({ snapshot }) => {
      expect(snapshot.hasTag('editing')).toBe(true);
      expect(snapshot.context.placed).toBeNull();
    },
    summary: ({ snapshot }) => {
      expect(partyComplete(snapshot.context.sender)).toBe(true);
      expect(partyComplete(snapshot.context.receiver)).toBe(true);
    },
    placing: ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.children.placeParcelOrder).toBeDefined();
    },
    placed: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(PLACED_PARCEL);
      expect(snapshot.context.paymentMethod).not.toBe('digital_payment');
    },
    awaitingPayment: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.paymentMethod).toBe('digital_payment');
      expect(snapshot.context.chargePayer).toBe('sender');
    },
  },
  afterPath: (path, last) => {
    if (path.generator === 'scenario') {
      const keys = last.allCalls.map(
        (call) => (call.input as { idempotencyKey: string }).idempotencyKey,
      );
      expect(keys).toEqual([PARCEL_KEY, PARCEL_KEY]);
    }
  },
});
