import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToast, type Effect } from './effects';

export type ReviewDraft = { rating: number; comment: string; images: File[] };

export type ReviewEvent =
  | { type: 'RATED'; rating: number }
  | { type: 'COMMENT_CHANGED'; comment: string }
  | { type: 'IMAGES_CHANGED'; images: File[] }
  | { type: 'SUBMIT' };

export type ReviewEffect = Effect | { type: 'reviewSent' };

export const reviewMachine = setup({
  types: {
    context: {} as ReviewDraft,
    events: {} as ReviewEvent,
    emitted: {} as ReviewEffect,
  },
  actors: {
    submitReview: fromPromise<string, ReviewDraft>(async () => {
      throw new Error('submitReview not provided');
    }),
  },
  guards: {
    unrated: ({ context }) => context.rating === 0,
  },
  actions: {
    setRating: assign({
      rating: ({ context, event }) => (event.type === 'RATED' ? event.rating : context.rating),
    }),
    setComment: assign({
      comment: ({ context, event }) =>
        event.type === 'COMMENT_CHANGED' ? event.comment : context.comment,
    }),
    setImages: assign({
      images: ({ context, event }) =>
        event.type === 'IMAGES_CHANGED' ? event.images : context.images,
    }),
    toastProviderWords: emit((_, message: string) => ({
      type: 'toast' as const,
      status: 'success' as const,
      message,
    })),
    announceSent: emit({ type: 'reviewSent' } as const),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'review',
  description:
    "One review of /rate-and-review (an item's, with photos, or the courier's): 1 to 5 stars, a comment, Submit once rated; the provider's words as a toast, then it shows as reviewed. A failure keeps the rating and the comment.",
  context: { rating: 0, comment: '', images: [] },
  initial: 'editing',
  on: {
    RATED: { actions: 'setRating' },
    COMMENT_CHANGED: { actions: 'setComment' },
  },
  states: {
    editing: {
      description: 'Rating, a comment, photos; Submit once a rating is chosen.',
      on: {
        IMAGES_CHANGED: { actions: 'setImages' },
        SUBMIT: [
          { guard: 'unrated', description: 'No rating chosen: Submit is off.' },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      description: "POST the item's or the courier's review.",
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({
          rating: context.rating,
          comment: context.comment,
          images: context.images,
        }),
        onDone: {
          target: 'sent',
          actions: { type: 'toastProviderWords', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: 'toastFailure',
          description: "The provider's words; the rating and the comment stay.",
        },
      },
    },
    sent: {
      description: 'Reviewed: the form gives way to "Reviewed".',
      type: 'final',
      entry: 'announceSent',
    },
  },
});
