import { expect } from 'vitest';
import { describeModel } from './support/describe-model';
import {
  GRO10,
  STORE_ID,
  couponApplyModel,
} from '../../src/explorer/model/models/coupon-apply.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  // The provider is asked for the code as typed, without surrounding blanks, for the store.
  for (const call of calls)
    expect(call.input).toEqual({ code: snapshot.context.code.trim(), storeId: STORE_ID });
  switch (event.type) {
    case 'CODE_CHANGED':
      // Typing clears the message.
      expect(snapshot.context.problem).toBeNull();
      expect(emitted).toEqual([]);
      break;
    case 'APPLY':
      if (previous!.context.code.trim() === '') {
        expect(snapshot.value).toBe('editing');
        expect(calls).toEqual([]);
      } else {
        expect(snapshot.value).toBe('applying');
        expect(snapshot.context.subtotal).toBe(event.subtotal);
      }
      expect(emitted).toEqual([]);
      break;
    case 'xstate.done.actor.applyCoupon':
      expect(snapshot.value).toBe('editing');
      // SPEC §5: under the minimum purchase the code does not apply and the minimum shows.
      if (previous!.context.subtotal < GRO10.minPurchase) {
        expect(snapshot.context.problem).toEqual({ kind: 'minimum', amount: GRO10.minPurchase });
        expect(emitted).toEqual([]);
      } else {
        expect(snapshot.context.problem).toBeNull();
        expect(emitted).toEqual([{ type: 'couponApplied', code: GRO10.code }]);
      }
      break;
    case 'xstate.error.actor.applyCoupon':
      // What the check failed with: the view words it (tests/features/order-forms.connect.test.ts).
      expect(snapshot.context.problem).toEqual({ kind: 'refused', error: event.error });
      expect(snapshot.context.code).toBe(previous!.context.code);
      expect(emitted).toEqual([]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(couponApplyModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(false),
    applying: ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.children.applyCoupon).toBeDefined();
    },
  },
});
