import { assign, emit, fromPromise, setup } from 'xstate';
import {
  validateDelivery,
  type DeliveryErrors,
  type DeliveryField,
  type DeliveryForm,
} from '../src/domain/contact';
import { errorToast, type Effect } from './effects';

/** Cash on delivery, or a digital payment at the provider's gateway after placement. */
export type PaymentMethod = 'cash_on_delivery' | 'digital_payment';

export type PlaceOrderRequest = {
  form: DeliveryForm;
  paymentMethod: PaymentMethod;
  /** The same key for every retry of one checkout: the provider never creates a second order. */
  idempotencyKey: string;
};

export type PlacedOrder = { orderId: number; totalAmount: number; contactNumber: string };

/** `guest`: a guest's contact needs an email (SPEC §5). */
export type CheckoutInput = { form: DeliveryForm; idempotencyKey: string; guest: boolean };

export type CheckoutContext = {
  guest: boolean;
  form: DeliveryForm;
  errors: DeliveryErrors;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  placed: PlacedOrder | null;
};

export type CheckoutEvent =
  | { type: 'FIELD_CHANGED'; field: DeliveryField; value: string }
  | { type: 'PAYMENT_METHOD_CHOSEN'; method: PaymentMethod }
  | { type: 'PLACE_ORDER' };

export type CheckoutEffect =
  | Effect
  | { type: 'orderPlaced'; order: PlacedOrder }
  /** A digital payment: the browser goes to the gateway to pay for this order. */
  | { type: 'paymentRequired'; order: PlacedOrder };

/** SPEC §5 messages for the form as it stands. */
export function deliveryErrors(context: Pick<CheckoutContext, 'form' | 'guest'>): DeliveryErrors {
  return validateDelivery(context.form, { emailRequired: context.guest });
}

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEffect,
    output: {} as PlacedOrder | null,
  },
  actors: {
    placeOrder: fromPromise<PlacedOrder, PlaceOrderRequest>(async () => {
      throw new Error('placeOrder not provided');
    }),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(deliveryErrors(context)).length > 0,
    paysDigitally: ({ context }) => context.paymentMethod === 'digital_payment',
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'FIELD_CHANGED') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, [event.field]: event.value }, errors };
    }),
    setPaymentMethod: assign({
      paymentMethod: ({ context, event }) =>
        event.type === 'PAYMENT_METHOD_CHOSEN' ? event.method : context.paymentMethod,
    }),
    showErrors: assign({ errors: ({ context }) => deliveryErrors(context) }),
    setPlaced: assign({ placed: (_, order: PlacedOrder) => order }),
    announcePlaced: emit(({ context }) => ({
      type: 'orderPlaced' as const,
      order: context.placed as PlacedOrder,
    })),
    announcePaymentRequired: emit(({ context }) => ({
      type: 'paymentRequired' as const,
      order: context.placed as PlacedOrder,
    })),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'checkout',
  description:
    'Checkout: delivery address and contact, cash on delivery or digital payment, then Place Order. A failed placement keeps everything typed and can be retried without creating a second order; a digital payment continues at the gateway.',
  context: ({ input }) => ({
    guest: input.guest,
    form: input.form,
    errors: {},
    paymentMethod: 'cash_on_delivery',
    idempotencyKey: input.idempotencyKey,
    placed: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.placed,
  states: {
    editing: {
      description: 'Filling in the delivery address and contact, choosing how to pay.',
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        PAYMENT_METHOD_CHOSEN: { actions: 'setPaymentMethod' },
        PLACE_ORDER: [
          {
            guard: 'formInvalid',
            actions: 'showErrors',
            description: 'SPEC §5 messages under the fields.',
          },
          { target: 'placing' },
        ],
      },
    },
    placing: {
      tags: ['busy'],
      description: 'POST customer/order/place with the Idempotency-Key of this checkout.',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          form: context.form,
          paymentMethod: context.paymentMethod,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: [
          {
            guard: 'paysDigitally',
            target: 'awaitingPayment',
            actions: { type: 'setPlaced', params: ({ event }) => event.output },
          },
          {
            target: 'placed',
            actions: { type: 'setPlaced', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'editing',
          actions: 'toastFailure',
        },
      },
    },
    placed: {
      description: 'The order exists: the order-placed modal shows.',
      type: 'final',
      entry: 'announcePlaced',
    },
    awaitingPayment: {
      tags: ['busy'],
      description: 'The order exists and waits for its payment: off to the gateway.',
      type: 'final',
      entry: 'announcePaymentRequired',
    },
  },
});
