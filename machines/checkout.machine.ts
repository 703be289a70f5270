import { assign, emit, fromPromise, setup } from 'xstate';
import { authPath } from '../src/domain/auth';
import { CAMPAIGN_CHECKOUT_PATH, type CheckoutSource } from '../src/domain/buy-now';
import type { OrderType } from '../src/domain/checkout-options';
import {
  validateDelivery,
  type DeliveryErrors,
  type DeliveryField,
  type DeliveryForm,
} from '../src/domain/contact';
import type { GuestContact } from '../src/domain/guest-contact';
import { placedOrderPath } from '../src/domain/placed-order';
import { errorToast, type Effect } from './effects';
import { fittedMethod, placementStates, type PaymentChoice } from './placement';

/** Cash on delivery, the wallet, or a digital payment at the provider's gateway after placement. */
export type PaymentMethod = PaymentChoice;

export type { OrderType };

/** What the customer chooses besides the contact: none of it changes what Place Order checks but the order type. */
export type CheckoutOptions = {
  orderType: OrderType;
  /** A coupon the provider accepted for this store; the provider prices it again at placement. */
  couponCode: string | null;
  tips: number;
  /** "YYYY-MM-DD HH:MM:SS" in the business time zone; null: as soon as possible. */
  scheduleAt: string | null;
  /** A chosen saved address's point; null: the picked location. */
  point: { lat: number; lng: number } | null;
  addressType: string;
};

export const DEFAULT_CHECKOUT_OPTIONS: CheckoutOptions = {
  orderType: 'delivery',
  couponCode: null,
  tips: 0,
  scheduleAt: null,
  point: null,
  addressType: 'other',
};

export type PlaceOrderRequest = {
  /** The cart, or the one item of a Buy Now or campaign checkout (`is_buy_now` + `cart`). */
  source: CheckoutSource;
  form: DeliveryForm;
  options: CheckoutOptions;
  paymentMethod: PaymentMethod;
  /** The same key for every retry of one checkout: the provider never creates a second order. */
  idempotencyKey: string;
};

export type PlacedOrder = { orderId: number; totalAmount: number; contactNumber: string };

/** A saved (or just added) address as the checkout takes it: its fields, its point, its label. */
export type AddressChoice = {
  address: string;
  road: string;
  house: string;
  floor: string;
  contactName: string;
  contactPhone: string;
  /** Empty: the email typed so far stays. */
  contactEmail: string;
  point: { lat: number; lng: number };
  addressType: string;
};

/** `guest`: a guest's contact needs an email (SPEC §5). */
export type CheckoutInput = {
  form: DeliveryForm;
  idempotencyKey: string;
  guest: boolean;
  options?: Partial<CheckoutOptions>;
  /** What is ordered; the cart when absent. */
  source?: CheckoutSource;
  /**
   * The methods the config, the zone and the session allow, in the order offered
   * (src/domain/payment-methods.ts); PAYMENT_METHODS_CHANGED brings them afresh.
   */
  allowedMethods: PaymentMethod[];
};

export type CheckoutContext = {
  source: CheckoutSource;
  guest: boolean;
  form: DeliveryForm;
  options: CheckoutOptions;
  errors: DeliveryErrors;
  allowedMethods: PaymentMethod[];
  /** One of `allowedMethods`; null when there is none (the order cannot be placed). */
  paymentMethod: PaymentMethod | null;
  idempotencyKey: string;
  placed: PlacedOrder | null;
};

export type CheckoutEvent =
  | { type: 'FIELD_CHANGED'; field: DeliveryField; value: string }
  | { type: 'OPTIONS_CHANGED'; options: Partial<CheckoutOptions> }
  | { type: 'PAYMENT_METHOD_CHOSEN'; method: PaymentMethod }
  | { type: 'PAYMENT_METHODS_CHANGED'; methods: PaymentMethod[] }
  /** One saved or just added address: it fills the delivery fields and its point goes with the order. */
  | { type: 'ADDRESS_CHOSEN'; choice: AddressChoice }
  /** The take-away contact as the guest contact dialog saved it. */
  | { type: 'CONTACT_CHOSEN'; contact: GuestContact }
  /** `typed`: what the fields hold that was not committed yet (text fields commit on blur, SPEC §9). */
  | { type: 'PLACE_ORDER'; typed?: Partial<DeliveryForm> };

export type CheckoutEffect =
  | Effect
  | { type: 'orderPlaced'; order: PlacedOrder }
  /** A digital payment: the browser goes to the gateway to pay for this order. */
  | { type: 'paymentRequired'; order: PlacedOrder };

/** SPEC §5 messages for the form as it stands; take-away needs no address. */
export function deliveryErrors(
  context: Pick<CheckoutContext, 'form' | 'guest'> & { options?: CheckoutOptions },
): DeliveryErrors {
  const errors = validateDelivery(context.form, { emailRequired: context.guest });
  if (context.options?.orderType === 'take_away') delete errors.address;
  return errors;
}

/** The fields an event sets, with their messages cleared (typing in a field removes its message). */
function withFields(
  context: Pick<CheckoutContext, 'form' | 'errors'>,
  fields: Partial<DeliveryForm>,
): Pick<CheckoutContext, 'form' | 'errors'> {
  const errors = { ...context.errors };
  for (const field of Object.keys(fields) as DeliveryField[]) delete errors[field];
  return { form: { ...context.form, ...fields }, errors };
}

/** The fields of a chosen address; its email only when it has one. */
function addressFields(choice: AddressChoice): Partial<DeliveryForm> {
  const { address, road, house, floor, contactName, contactPhone, contactEmail } = choice;
  return {
    address,
    road,
    house,
    floor,
    contactName,
    contactPhone,
    ...(contactEmail ? { contactEmail } : {}),
  };
}

const typedOf = (event: CheckoutEvent) => (event.type === 'PLACE_ORDER' ? event.typed : undefined);

/** Placing the order and, paid online, waiting for its payment (shared with the parcel order). */
const placement = placementStates({
  types: { output: {} as PlacedOrder },
  actor: 'placeOrder',
  input: ({ context }: { context: CheckoutContext }): PlaceOrderRequest => ({
    source: context.source,
    form: context.form,
    options: context.options,
    // Placing is entered only with a method (hasPaymentMethod).
    paymentMethod: context.paymentMethod as PaymentMethod,
    idempotencyKey: context.idempotencyKey,
  }),
  retryTarget: 'editing',
  descriptions: {
    placing: 'POST customer/order/place with the Idempotency-Key of this checkout.',
    failure:
      'Everything typed stays; the method is fitted to what is allowed now (a change heard while placing).',
    placed:
      "The order exists: a guest goes to the order-placed modal on /home, a customer to the order's page.",
    awaitingPayment: 'The order exists and waits for its payment: off to the gateway.',
  },
});

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
    formInvalid: ({ context, event }) =>
      Object.keys(deliveryErrors({ ...context, ...withFields(context, typedOf(event) ?? {}) }))
        .length > 0,
    notAllowed: ({ context, event }) =>
      event.type === 'PAYMENT_METHOD_CHOSEN' && !context.allowedMethods.includes(event.method),
    hasPaymentMethod: ({ context }) => context.paymentMethod !== null,
    paysDigitally: ({ context }) => context.paymentMethod === 'digital_payment',
    campaignForGuest: ({ context }) => context.guest && context.source.page === 'campaign',
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'FIELD_CHANGED' ? withFields(context, { [event.field]: event.value }) : {},
    ),
    setAddress: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS_CHOSEN') return {};
      const { point, addressType } = event.choice;
      return {
        ...withFields(context, addressFields(event.choice)),
        options: { ...context.options, point, addressType },
      };
    }),
    setContact: assign(({ context, event }) => {
      if (event.type !== 'CONTACT_CHOSEN') return {};
      const { name, phone, email } = event.contact;
      return withFields(context, { contactName: name, contactPhone: phone, contactEmail: email });
    }),
    takeTyped: assign(({ context, event }) => withFields(context, typedOf(event) ?? {})),
    setOptions: assign(({ context, event }) => {
      if (event.type !== 'OPTIONS_CHANGED') return {};
      const options = { ...context.options, ...event.options };
      const { address: _address, ...others } = context.errors;
      return { options, errors: options.orderType === 'take_away' ? others : context.errors };
    }),
    setPaymentMethod: assign({
      paymentMethod: ({ context, event }) =>
        event.type === 'PAYMENT_METHOD_CHOSEN' ? event.method : context.paymentMethod,
    }),
    setAllowedMethods: assign(({ context, event }) => {
      if (event.type !== 'PAYMENT_METHODS_CHANGED') return {};
      return {
        allowedMethods: event.methods,
        paymentMethod: fittedMethod(context.paymentMethod, event.methods),
      };
    }),
    keepAllowedMethods: assign({
      allowedMethods: ({ context, event }) =>
        event.type === 'PAYMENT_METHODS_CHANGED' ? event.methods : context.allowedMethods,
    }),
    fitPaymentMethod: assign({
      paymentMethod: ({ context }) => fittedMethod(context.paymentMethod, context.allowedMethods),
    }),
    showErrors: assign({ errors: ({ context }) => deliveryErrors(context) }),
    setPlaced: assign({ placed: (_, order: PlacedOrder) => order }),
    goToPlacedOrder: emit(({ context }) => ({
      type: 'navigate' as const,
      to: placedOrderPath(context.placed as PlacedOrder, context.guest),
    })),
    announcePlaced: emit(({ context }) => ({
      type: 'orderPlaced' as const,
      order: context.placed as PlacedOrder,
    })),
    announcePaymentRequired: emit(({ context }) => ({
      type: 'paymentRequired' as const,
      order: context.placed as PlacedOrder,
    })),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
    toastCampaignNeedsLogin: emit({
      type: 'toast',
      status: 'error',
      messageKey: 'item.campaignLoginRequired',
    } as const),
    goSignInForCampaign: emit({
      type: 'navigate',
      to: authPath('signIn', CAMPAIGN_CHECKOUT_PATH),
      replace: true,
    } as const),
  },
}).createMachine({
  id: 'checkout',
  description:
    'Checkout of the cart, a Buy Now item or a campaign item: delivery or take-away, address and contact, coupon, tip and schedule, cash on delivery, wallet or digital payment as the config, the zone and the session allow, then Place Order. A failed placement keeps everything typed and can be retried without creating a second order; a digital payment continues at the gateway.',
  context: ({ input }) => ({
    source: input.source ?? { page: 'cart' },
    guest: input.guest,
    form: input.form,
    options: { ...DEFAULT_CHECKOUT_OPTIONS, ...input.options },
    errors: {},
    allowedMethods: input.allowedMethods,
    paymentMethod: input.allowedMethods[0] ?? null,
    idempotencyKey: input.idempotencyKey,
    placed: null,
  }),
  initial: 'routing',
  output: ({ context }) => context.placed,
  states: {
    routing: {
      description:
        'The cart, a Buy Now item (guests too), or a campaign item, which only a signed-in customer can order.',
      always: [
        {
          guard: 'campaignForGuest',
          target: 'signInRequired',
          description: 'Campaign order needs login (SPEC §5, §6).',
        },
        { target: 'editing' },
      ],
    },
    signInRequired: {
      description:
        'A guest at a campaign checkout: asked to sign in, and back at the campaign checkout after.',
      type: 'final',
      entry: ['toastCampaignNeedsLogin', 'goSignInForCampaign'],
    },
    editing: {
      description: 'Filling in the delivery address and contact, choosing how to pay.',
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        ADDRESS_CHOSEN: {
          actions: 'setAddress',
          description:
            'A saved or just added address: its fields (its email when it has one), its point and label.',
        },
        CONTACT_CHOSEN: {
          actions: 'setContact',
          description: "Take-away: the guest contact dialog's name, phone and email.",
        },
        OPTIONS_CHANGED: {
          actions: 'setOptions',
          description: 'Delivery or take-away, coupon, tip, schedule.',
        },
        PAYMENT_METHOD_CHOSEN: [
          {
            guard: 'notAllowed',
            description: 'Not a method offered: the config, the zone or the session turns it off.',
          },
          { actions: 'setPaymentMethod' },
        ],
        PAYMENT_METHODS_CHANGED: {
          actions: 'setAllowedMethods',
          description:
            'The config or the zone answered: the chosen method stays while allowed, else the first allowed one.',
        },
        PLACE_ORDER: [
          {
            guard: 'formInvalid',
            actions: ['takeTyped', 'showErrors'],
            description: 'What is still being typed is taken; SPEC §5 messages under the fields.',
          },
          {
            guard: 'hasPaymentMethod',
            target: 'placing',
            actions: 'takeTyped',
            description:
              'Only with a method the order can be paid with; what is still being typed goes with it.',
          },
          {
            actions: 'takeTyped',
            description:
              'No method the order can be paid with: nothing is sent (the payment section says why); what was typed is kept.',
          },
        ],
      },
    },
    ...placement,
    placed: { ...placement.placed, entry: ['announcePlaced', 'goToPlacedOrder'] },
  },
});
