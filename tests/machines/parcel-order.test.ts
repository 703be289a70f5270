import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import { partyComplete, payableMethods } from '../../machines/parcel-order.machine';
import { parcelDeliveryHref } from '../../src/domain/parcel-delivery';
import { describeModel } from './support/describe-model';
import {
  PARCEL_KEY,
  PLACED_PARCEL,
  parcelOrderModel,
} from '../../src/explorer/model/models/parcel-order.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  // One order, one key, the category unchanged; the receiver pays cash on delivery only, and
  // only where the config and the sender's zone allow it; the method is always an allowed one.
  const { context } = snapshot;
  expect(context.idempotencyKey).toBe(PARCEL_KEY);
  expect(context.categoryId).toBe(2);
  const payable = payableMethods(context);
  expect(payable.every((method) => context.allowedMethods.includes(method))).toBe(true);
  if (context.chargePayer === 'receiver')
    expect(payable).toEqual(
      context.allowedMethods.includes('cash_on_delivery') ? ['cash_on_delivery'] : [],
    );
  // While editing the method is payable; once sent, it is the method the order went with.
  if (snapshot.hasTag('editing')) {
    if (context.paymentMethod === null) expect(payable).toEqual([]);
    else expect(payable).toContain(context.paymentMethod);
  }
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
      // The URL follows the summary (pushed: the browser's Back returns to the form).
      expect(emitted).toEqual(
        complete ? [{ type: 'navigate', to: parcelDeliveryHref(2, 'summary') }] : [],
      );
      break;
    }
    case 'BACK':
      expect(snapshot.value).toBe('details');
      expect(emitted).toEqual([{ type: 'navigate', to: parcelDeliveryHref(2, 'details') }]);
      break;
    case 'URL_STEP_CHANGED':
      if (previous!.value === 'details') {
        // A summary URL for a form not continued (a reload, Forward) heals to the form.
        expect(snapshot.value).toBe('details');
        expect(emitted).toEqual(
          event.step === 'summary'
            ? [{ type: 'navigate', to: parcelDeliveryHref(2, 'details'), replace: true }]
            : [],
        );
      } else {
        // The browser's Back from the summary shows the form; the URL is already there.
        expect(snapshot.value).toBe(event.step === 'details' ? 'details' : previous!.value);
        expect(emitted).toEqual([]);
      }
      expect(snapshot.context).toEqual(previous!.context);
      break;
    case 'PLACE_ORDER':
      // Without a method it can be paid with, the order stays on the summary, unsent.
      if (previous!.context.paymentMethod === null) {
        expect(snapshot.value).toBe('summary');
        expect(calls).toEqual([]);
      } else expect(calls.map((call) => call.id)).toEqual(['placeParcelOrder']);
      expect(emitted).toEqual([]);
      break;
    case 'PAYMENT_CHOSEN':
      // A method the order cannot be paid with changes nothing; a payable one is taken.
      expect(snapshot.context.paymentMethod).toBe(
        payableMethods(previous!.context).includes(event.method)
          ? event.method
          : previous!.context.paymentMethod,
      );
      expect(emitted).toEqual([]);
      break;
    case 'PAYMENT_METHODS_CHANGED':
      expect(snapshot.context.allowedMethods).toEqual(event.methods);
      expect(emitted).toEqual([]);
      // Heard while the order is sent: kept for a retry; the order's method stays as sent.
      if (snapshot.matches('placing')) {
        expect(snapshot.context.paymentMethod).toBe(previous!.context.paymentMethod);
        break;
      }
      // The chosen method stays while still payable; otherwise the first payable one.
      expect(snapshot.context.paymentMethod).toBe(
        previous!.context.paymentMethod !== null &&
          payable.includes(previous!.context.paymentMethod)
          ? previous!.context.paymentMethod
          : (payable[0] ?? null),
      );
      expect(emitted).toEqual([]);
      break;
    case 'xstate.error.actor.placeParcelOrder':
      // A failure keeps everything and goes back to the summary, the method fitted to what is
      // payable now (a change heard while placing).
      expect(snapshot.value).toBe('summary');
      expect(snapshot.context.paymentMethod).toBe(
        previous!.context.paymentMethod !== null &&
          payable.includes(previous!.context.paymentMethod)
          ? previous!.context.paymentMethod
          : (payable[0] ?? null),
      );
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
      expect(snapshot.context.paymentMethod).not.toBeNull();
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
      // Every placement carries the order's key; the refused one is retried with it.
      const keys = last.allCalls.map(
        (call) => (call.input as { idempotencyKey: string }).idempotencyKey,
      );
      expect(keys).toEqual(
        path.name?.startsWith('refused with fields missing')
          ? [PARCEL_KEY, PARCEL_KEY]
          : [PARCEL_KEY],
      );
    }
  },
});
