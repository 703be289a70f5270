import { assign, emit, fromPromise, setup } from 'xstate';
import type { Effect } from './effects';

/** GET pending review: the last delivered order still to be reviewed, with its item images. */
export type PendingReview = { orderId: number; images: string[] };

export type ReviewPromptContext = { pending: PendingReview | null };

export type ReviewPromptEvent = { type: 'GIVE_REVIEW' } | { type: 'CLOSE' };

export function reviewPath(orderId: number): string {
  return `/rate-and-review/${orderId}`;
}

export const reviewPromptMachine = setup({
  types: {
    context: {} as ReviewPromptContext,
    events: {} as ReviewPromptEvent,
    emitted: {} as Effect,
  },
  actors: {
    fetchPendingReview: fromPromise<PendingReview | null, void>(async () => {
      throw new Error('fetchPendingReview not provided');
    }),
    cancelReview: fromPromise<void, { orderId: number }>(async () => {
      throw new Error('cancelReview not provided');
    }),
  },
  guards: {
    nothingPending: (_, pending: PendingReview | null) => pending === null,
  },
  actions: {
    setPending: assign({ pending: (_, pending: PendingReview | null) => pending }),
    goReview: emit(({ context }) => ({
      type: 'navigate' as const,
      to: reviewPath(context.pending?.orderId ?? 0),
    })),
  },
}).createMachine({
  id: 'reviewPrompt',
  description:
    'The review prompt on home for signed-in customers: "How was your experience with your last order ?"; Give Review opens /rate-and-review/{orderId}; closing tells the provider not to ask again (review-cancel).',
  context: { pending: null },
  initial: 'checking',
  states: {
    checking: {
      description: 'GET pending review.',
      invoke: {
        id: 'fetchPendingReview',
        src: 'fetchPendingReview',
        onDone: [
          {
            guard: { type: 'nothingPending', params: ({ event }) => event.output },
            target: 'nothingToReview',
          },
          {
            target: 'prompting',
            actions: { type: 'setPending', params: ({ event }) => event.output },
          },
        ],
        onError: 'nothingToReview',
      },
    },
    prompting: {
      description: '"How was your experience with your last order ?" with Give Review.',
      on: {
        GIVE_REVIEW: { target: 'reviewing', actions: 'goReview' },
        CLOSE: { target: 'canceling', description: 'Closing triggers the cancel call.' },
      },
    },
    canceling: {
      description: 'GET review-cancel for the order; its failure changes nothing.',
      invoke: {
        id: 'cancelReview',
        src: 'cancelReview',
        input: ({ context }) => ({ orderId: context.pending?.orderId ?? 0 }),
        onDone: 'dismissed',
        onError: 'dismissed',
      },
    },
    reviewing: { description: 'On the rate-and-review page.', type: 'final' },
    dismissed: { description: 'Closed; not asked again for this order.', type: 'final' },
    nothingToReview: { description: 'No order waits for a review.', type: 'final' },
  },
});
