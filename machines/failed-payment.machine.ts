import { emit, fromPromise, setup } from 'xstate';
import { errorToast, type Effect, type ToastEffect } from './effects';

export type FailedPaymentInput = {
  orderId: number;
  guestId: string | null;
  /** The zone's `cash_on_delivery` (config/get-zone-id zone data). */
  cashOnDeliveryAllowed: boolean;
};

export type FailedPaymentEvent =
  { type: 'BACK_TO_HOME' } | { type: 'SWITCH_TO_COD' } | { type: 'CANCEL_ORDER' };

/** The provider's answer: its message is shown when it has one. */
export type ProviderMessage = { message?: string | null };

/** SPEC §7: the failed-order payload (order_id, guest_id, reason). */
export type FailedOrderRequest = { orderId: number; guestId: string | null; reason?: string };

/** SPEC §7: the reason sent with Cancel Order. */
export const PAYMENT_CANCEL_REASON = 'Order payment canceled';

/** SPEC §9: the dialog opens 500 ms after the failed-payment screen. */
export const FAILED_DIALOG_DELAY_MS = 500;

function successToast(output: ProviderMessage | undefined, fallbackKey: string): ToastEffect {
  const message = output?.message?.trim();
  return message
    ? { type: 'toast', status: 'success', message }
    : { type: 'toast', status: 'success', messageKey: fallbackKey };
}

export const failedPaymentMachine = setup({
  types: {
    input: {} as FailedPaymentInput,
    context: {} as FailedPaymentInput,
    events: {} as FailedPaymentEvent,
    emitted: {} as Effect,
  },
  actors: {
    switchToCashOnDelivery: fromPromise<ProviderMessage, FailedOrderRequest>(async () => {
      throw new Error('switchToCashOnDelivery not provided');
    }),
    cancelFailedOrder: fromPromise<ProviderMessage, FailedOrderRequest>(async () => {
      throw new Error('cancelFailedOrder not provided');
    }),
  },
  guards: {
    cashOnDeliveryAllowed: ({ context }) => context.cashOnDeliveryAllowed,
  },
  actions: {
    toastSwitched: emit(({ event }) =>
      successToast((event as { output?: ProviderMessage }).output, 'orders.paymentInfoUpdated'),
    ),
    toastCanceled: emit(({ event }) =>
      successToast((event as { output?: ProviderMessage }).output, 'orders.canceled'),
    ),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
    goHome: emit({ type: 'navigate', to: '/home' } as const),
  },
  delays: {
    failedDialogDelay: FAILED_DIALOG_DELAY_MS,
  },
}).createMachine({
  id: 'failedPayment',
  description:
    'The failed-payment screen: "Order didn\'t place successfully."; 500 ms later the dialog "Are you agree with this order fail?" offers Switch to Cash On Delivery (when the zone allows it) and Cancel Order; both return to /home with a success message.',
  context: ({ input }) => ({ ...input }),
  initial: 'failed',
  on: {
    BACK_TO_HOME: { target: '.left', actions: 'goHome', description: 'Back to home.' },
  },
  states: {
    failed: {
      description: '"Order didn\'t place successfully." with Back to home.',
      after: { failedDialogDelay: 'asking' },
    },
    asking: {
      tags: ['dialog'],
      description:
        '"Are you agree with this order fail?" with Switch to Cash On Delivery and Cancel Order.',
      on: {
        SWITCH_TO_COD: {
          guard: 'cashOnDeliveryAllowed',
          target: 'switching',
          description: 'Only when the zone allows cash on delivery.',
        },
        CANCEL_ORDER: 'canceling',
      },
    },
    switching: {
      tags: ['dialog'],
      description: 'The failed order becomes a cash-on-delivery order (order_id, guest_id).',
      invoke: {
        id: 'switchToCashOnDelivery',
        src: 'switchToCashOnDelivery',
        input: ({ context }) => ({ orderId: context.orderId, guestId: context.guestId }),
        onDone: { target: 'resolved', actions: ['toastSwitched', 'goHome'] },
        onError: { target: 'asking', actions: 'toastFailure' },
      },
    },
    canceling: {
      tags: ['dialog'],
      description: 'The failed order is canceled with the reason "Order payment canceled".',
      invoke: {
        id: 'cancelFailedOrder',
        src: 'cancelFailedOrder',
        input: ({ context }) => ({
          orderId: context.orderId,
          guestId: context.guestId,
          reason: PAYMENT_CANCEL_REASON,
        }),
        onDone: { target: 'resolved', actions: ['toastCanceled', 'goHome'] },
        onError: { target: 'asking', actions: 'toastFailure' },
      },
    },
    resolved: {
      description: 'Switched or canceled: back on /home with the success message.',
      type: 'final',
    },
    left: {
      description: 'Back to home without deciding.',
      type: 'final',
    },
  },
});
