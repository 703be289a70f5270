import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToast, type Effect } from './effects';

export type RefundRequest = { orderId: number; reason: string; note: string; images: File[] };

export type RefundRequestContext = {
  orderId: number;
  /** One of the provider's refund reasons; null until one is chosen. */
  reason: string | null;
  note: string;
  images: File[];
};

export type RefundRequestEvent =
  | { type: 'REASON_CHOSEN'; reason: string }
  | { type: 'NOTE_CHANGED'; note: string }
  | { type: 'IMAGES_CHANGED'; images: File[] }
  | { type: 'SUBMIT' };

export type RefundRequestEffect = Effect | { type: 'refundRequested' };

export const refundRequestMachine = setup({
  types: {
    input: {} as { orderId: number },
    context: {} as RefundRequestContext,
    events: {} as RefundRequestEvent,
    emitted: {} as RefundRequestEffect,
  },
  actors: {
    requestRefund: fromPromise<string, RefundRequest>(async () => {
      throw new Error('requestRefund not provided');
    }),
  },
  guards: {
    noReason: ({ context }) => context.reason === null,
  },
  actions: {
    setReason: assign({
      reason: ({ context, event }) =>
        event.type === 'REASON_CHOSEN' ? event.reason : context.reason,
    }),
    setNote: assign({
      note: ({ context, event }) => (event.type === 'NOTE_CHANGED' ? event.note : context.note),
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
    announceRequested: emit({ type: 'refundRequested' } as const),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'refundRequest',
  description:
    "A delivered order's refund request (SPEC §2 order details): one of the provider's reasons, an optional note and photos, Submit; the provider's words as a toast, then the dialog closes and the order shows its new status. A failure keeps everything chosen.",
  context: ({ input }) => ({ orderId: input.orderId, reason: null, note: '', images: [] }),
  initial: 'editing',
  on: {
    REASON_CHOSEN: { actions: 'setReason' },
    NOTE_CHANGED: { actions: 'setNote' },
  },
  states: {
    editing: {
      description:
        'Choosing a reason, writing a note, adding photos; Submit once a reason is chosen.',
      on: {
        IMAGES_CHANGED: { actions: 'setImages' },
        SUBMIT: [
          { guard: 'noReason', description: 'No reason chosen: Submit is off.' },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      description:
        'POST customer/order/refund-request (multipart: reason, note, photos); the dialog stays open.',
      invoke: {
        id: 'requestRefund',
        src: 'requestRefund',
        input: ({ context }) => ({
          orderId: context.orderId,
          // Sending is entered only with a reason (noReason).
          reason: context.reason as string,
          note: context.note,
          images: context.images,
        }),
        onDone: {
          target: 'requested',
          actions: { type: 'toastProviderWords', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: 'toastFailure',
          description: "The provider's words; everything chosen stays.",
        },
      },
    },
    requested: {
      description: 'Asked: the orders are read again and the dialog closes.',
      type: 'final',
      entry: 'announceRequested',
    },
  },
});
