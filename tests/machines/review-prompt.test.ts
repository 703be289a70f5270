import { expect } from 'vitest';
import { describeModel } from './support/describe-model';
import { PENDING, reviewPromptModel } from '../../src/explorer/model/models/review-prompt.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, event, emitted, calls, index }: StepContext) {
  if (index === 0) expect(calls.map((call) => call.id)).toEqual(['fetchPendingReview']);
  switch (event.type) {
    case 'GIVE_REVIEW':
      expect(emitted).toEqual([{ type: 'navigate', to: '/rate-and-review/100045' }]);
      expect(calls).toEqual([]);
      return;
    case 'CLOSE':
      // Closing triggers the cancel call for that order.
      expect(calls.map((call) => [call.id, call.input])).toEqual([
        ['cancelReview', { orderId: PENDING.orderId }],
      ]);
      break;
    case 'xstate.done.actor.fetchPendingReview':
      expect(snapshot.value).toBe(event.output ? 'prompting' : 'nothingToReview');
      break;
    case 'xstate.error.actor.fetchPendingReview':
      expect(snapshot.value).toBe('nothingToReview');
      break;
    case 'xstate.error.actor.cancelReview':
      // Only logged: the prompt is gone anyway.
      expect(snapshot.value).toBe('dismissed');
      break;
  }
  expect(emitted).toEqual([]);
}

describeModel(reviewPromptModel, {
  everyStep,
  states: {
    checking: ({ snapshot }) => expect(snapshot.children.fetchPendingReview).toBeDefined(),
    prompting: ({ snapshot }) => expect(snapshot.context.pending).toEqual(PENDING),
    canceling: ({ snapshot }) => expect(snapshot.children.cancelReview).toBeDefined(),
    reviewing: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    dismissed: ({ snapshot, history }) => {
      expect(snapshot.status).toBe('done');
      expect(history.some((step) => step.event.type === 'CLOSE')).toBe(true);
    },
    nothingToReview: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.pending).toBeNull();
    },
  },
});
