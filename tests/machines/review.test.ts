import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import { describeModel } from './support/describe-model';
import { SUBMITTED, reviewModel } from '../../src/explorer/model/models/review.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  // What is sent is what was written: the rating, the comment, the photos.
  for (const call of calls)
    expect(call.input).toEqual({
      rating: snapshot.context.rating,
      comment: snapshot.context.comment,
      images: snapshot.context.images,
    });
  switch (event.type) {
    case 'SUBMIT':
      // Without a rating nothing is sent.
      expect(snapshot.value).toBe(previous!.context.rating === 0 ? 'editing' : 'sending');
      expect(emitted).toEqual([]);
      break;
    case 'xstate.done.actor.submitReview':
      expect(emitted).toEqual([
        { type: 'toast', status: 'success', message: SUBMITTED },
        { type: 'reviewSent' },
      ]);
      break;
    case 'xstate.error.actor.submitReview':
      expect(snapshot.value).toBe('editing');
      expect(snapshot.context).toEqual(previous!.context);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(reviewModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(false),
    sending: ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.rating).toBeGreaterThan(0);
    },
    sent: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
