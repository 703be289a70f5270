import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import { pointTransferProblem } from '../../src/domain/loyalty';
import { describeModel } from './support/describe-model';
import {
  BALANCE,
  MINIMUM,
  pointTransferModel,
} from '../../src/explorer/model/models/point-transfer.model';
import type { StepContext } from './support/replay';

const problemOf = (point: string) =>
  pointTransferProblem(point, { minimum: MINIMUM, balance: BALANCE });

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  for (const call of calls) expect(call.input).toEqual({ point: Number(previous!.context.point) });
  switch (event.type) {
    case 'SUBMIT': {
      const problem = problemOf(previous!.context.point);
      if (problem) {
        // Nothing is sent; the dialog says why.
        expect(snapshot.context.problem).toEqual(problem);
        expect(calls).toEqual([]);
      } else expect(snapshot.value).toBe('transferring');
      expect(emitted).toEqual([]);
      break;
    }
    case 'xstate.done.actor.transfer':
      // SPEC §8: 'Point to wallet transfer successfully.'; the balances are refetched.
      expect(snapshot.value).toBe('closed');
      expect(emitted).toEqual([
        { type: 'toast', status: 'success', messageKey: 'loyalty.transferred' },
        { type: 'transferred' },
      ]);
      break;
    case 'xstate.error.actor.transfer':
      expect(snapshot.value).toBe('editing');
      expect(snapshot.context.point).toBe(previous!.context.point);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(pointTransferModel, {
  everyStep,
  states: {
    closed: ({ snapshot }) => expect(snapshot.hasTag('dialog')).toBe(false),
    editing: ({ snapshot }) => expect(snapshot.context.balance).toBe(BALANCE),
    transferring: ({ snapshot }) => expect(problemOf(snapshot.context.point)).toBeNull(),
  },
});
