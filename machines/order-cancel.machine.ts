import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToast, type Effect, type ToastEffect } from './effects';

export type CancelReason = { id: number; reason: string };

/** SPEC §7: GET customer/order/cancellation-reasons (offset=1, limit=10, type=customer). */
export type ReasonsQuery = { offset: 1; limit: 10; type: 'customer' };
export const REASONS_QUERY: ReasonsQuery = { offset: 1, limit: 10, type: 'customer' };

export type CancelOrderRequest = { orderId: number; reason: string; guestId: string | null };

export type OrderCancelInput = { orderId: number; guestId: string | null };

export type OrderCancelContext = OrderCancelInput & {
  reasons: CancelReason[];
  chosen: string | null;
};

export type OrderCancelEvent =
  | { type: 'REASON_CHOSEN'; reason: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'RETRY' };

export type OrderCancelEffect = Effect | { type: 'orderCanceled'; orderId: number };

export const orderCancelMachine = setup({
  types: {
    input: {} as OrderCancelInput,
    context: {} as OrderCancelContext,
    events: {} as OrderCancelEvent,
    emitted: {} as OrderCancelEffect,
  },
  actors: {
    loadReasons: fromPromise<CancelReason[], ReasonsQuery>(async () => {
      throw new Error('loadReasons not provided');
    }),
    cancelOrder: fromPromise<{ message?: string | null }, CancelOrderRequest>(async () => {
      throw new Error('cancelOrder not provided');
    }),
  },
  guards: {
    knownReason: ({ context, event }) =>
      event.type === 'REASON_CHOSEN' &&
      context.reasons.some((reason) => reason.reason === event.reason),
    reasonChosen: ({ context }) => context.chosen !== null,
  },
  actions: {
    setReasons: assign({ reasons: (_, reasons: CancelReason[]) => reasons }),
    choose: assign({
      chosen: ({ context, event }) =>
        event.type === 'REASON_CHOSEN' ? event.reason : context.chosen,
    }),
    toastCanceled: emit(({ event }) => {
      const message = (event as { output?: { message?: string | null } }).output?.message?.trim();
      const toast: ToastEffect = message
        ? { type: 'toast', status: 'success', message }
        : { type: 'toast', status: 'success', messageKey: 'orders.canceled' };
      return toast;
    }),
    announceCanceled: emit(({ context }) => ({
      type: 'orderCanceled' as const,
      orderId: context.orderId,
    })),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'orderCancel',
  description:
    'Canceling an order: the dialog "What’s Wrong With This Order?" lists the customer cancellation reasons as radio choices; Submit cancels with the chosen reason, Back closes.',
  context: ({ input }) => ({ ...input, reasons: [], chosen: null }),
  initial: 'loadingReasons',
  on: { BACK: { target: '.closed', description: 'Back closes the dialog.' } },
  states: {
    loadingReasons: {
      description: 'Fetching the reasons (offset 1, limit 10, type customer).',
      invoke: {
        id: 'loadReasons',
        src: 'loadReasons',
        input: () => REASONS_QUERY,
        onDone: {
          target: 'choosing',
          actions: { type: 'setReasons', params: ({ event }) => event.output },
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The reasons could not be loaded.',
      on: { RETRY: 'loadingReasons' },
    },
    choosing: {
      description: 'Radio reasons; Submit is enabled once one is chosen.',
      on: {
        REASON_CHOSEN: { guard: 'knownReason', actions: 'choose' },
        SUBMIT: { guard: 'reasonChosen', target: 'canceling' },
      },
    },
    canceling: {
      description: 'POST customer/order/cancel with the reason.',
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({
          orderId: context.orderId,
          reason: context.chosen ?? '',
          guestId: context.guestId,
        }),
        onDone: { target: 'canceled', actions: ['toastCanceled', 'announceCanceled'] },
        onError: {
          target: 'choosing',
          actions: 'toastFailure',
          description: 'The dialog stays with the reason still chosen.',
        },
      },
    },
    canceled: {
      description: 'The order is canceled; the order list and tracking refresh.',
      type: 'final',
    },
    closed: {
      description: 'Back: the dialog is closed, nothing canceled.',
      type: 'final',
    },
  },
});
