import { assign, emit, fromPromise, setup } from 'xstate';
import { parcelDeliveryHref, type ParcelStep } from '../src/domain/parcel-delivery';
import type {
  ChargePayer,
  ParcelContactField,
  ParcelOrderRequest,
  ParcelOrderStart,
  ParcelParty,
  ParcelPayment,
  ParcelPlace,
  ParcelSide,
  PlacedParcelOrder,
} from '../src/domain/parcel-order';
import { errorToast, type Effect } from './effects';
import { fittedMethod as fitted, placementStates } from './placement';

export type * from '../src/domain/parcel-order';

export type ParcelOrderInput = ParcelOrderStart & {
  /**
   * The methods the config, the sender's zone and the session allow, in the order offered (as
   * the checkout's: src/domain/payment-methods.ts); PAYMENT_METHODS_CHANGED brings them afresh.
   */
  allowedMethods: ParcelPayment[];
};

export type ParcelOrderContext = ParcelOrderInput &
  Omit<ParcelOrderRequest, 'paymentMethod'> & {
    /** One of `payableMethods`; null when there is none (the order cannot be placed). */
    paymentMethod: ParcelPayment | null;
    /** Continue was pressed with a field missing: the view shows SPEC §5's messages. */
    showErrors: boolean;
    placed: PlacedParcelOrder | null;
  };

export type ParcelOrderEvent =
  | { type: 'CONTACT_CHANGED'; side: ParcelSide; field: ParcelContactField; value: string }
  | { type: 'PLACE_CHOSEN'; side: ParcelSide; place: ParcelPlace }
  | { type: 'INSTRUCTION_CHOSEN'; instruction: string }
  | { type: 'CHARGE_PAYER_CHOSEN'; payer: ChargePayer }
  | { type: 'PAYMENT_CHOSEN'; method: ParcelPayment }
  | { type: 'PAYMENT_METHODS_CHANGED'; methods: ParcelPayment[] }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  /** The URL's step (`?step=`) as it is now: at the start, and after Back, Forward or a link. */
  | { type: 'URL_STEP_CHANGED'; step: ParcelStep }
  | { type: 'PLACE_ORDER' };

export type ParcelOrderEffect =
  | Effect
  | { type: 'parcelOrderPlaced'; order: PlacedParcelOrder }
  /** Paid online: the browser goes to the gateway to pay for this order (as the checkout's). */
  | { type: 'parcelPaymentRequired'; order: PlacedParcelOrder };

export const EMPTY_PARTY: ParcelParty = {
  name: '',
  phone: '',
  address: '',
  latitude: null,
  longitude: null,
  addressType: 'others',
  road: '',
  house: '',
  floor: '',
};

/** The fields SPEC §5 requires of a party (address: Name, Phone Number, Address). */
export function partyComplete(party: ParcelParty) {
  return (
    party.name.trim() !== '' &&
    party.phone.trim() !== '' &&
    party.address.trim() !== '' &&
    party.latitude !== null &&
    party.longitude !== null
  );
}

/**
 * The methods this order can be paid with: a receiver-paid parcel is cash on delivery by nature
 * (the provider refuses anything else), so only that and only where it is allowed; the sender
 * pays with any allowed method.
 */
export function payableMethods(
  context: Pick<ParcelOrderContext, 'chargePayer' | 'allowedMethods'>,
): ParcelPayment[] {
  return context.chargePayer === 'receiver'
    ? context.allowedMethods.filter((method) => method === 'cash_on_delivery')
    : context.allowedMethods;
}

/** The method once the payer or the allowed methods change: the chosen one while payable, else the first payable. */
function fittedMethod(
  context: Pick<ParcelOrderContext, 'chargePayer' | 'allowedMethods' | 'paymentMethod'>,
): ParcelPayment | null {
  return fitted(context.paymentMethod, payableMethods(context));
}

/** Placing the parcel order and, paid online, waiting for its payment (shared with the checkout). */
const placement = placementStates({
  types: { output: {} as PlacedParcelOrder },
  actor: 'placeParcelOrder',
  input: ({ context }: { context: ParcelOrderContext }): ParcelOrderRequest => ({
    categoryId: context.categoryId,
    idempotencyKey: context.idempotencyKey,
    sender: context.sender,
    guestId: context.guestId,
    receiver: context.receiver,
    instruction: context.instruction,
    chargePayer: context.chargePayer,
    // Placing is entered only with a method (hasPaymentMethod).
    paymentMethod: context.paymentMethod as ParcelPayment,
  }),
  retryTarget: 'summary',
  descriptions: {
    placing:
      'POST customer/order/place (order_type=parcel, parcel_category_id, receiver_details, charge_payer) with the Idempotency-Key of this order.',
    failure:
      "The provider's words; everything stays, a retry carries the same key; the method is fitted to what is allowed now.",
    placed: 'The order exists: its id, the charge the provider computed, Track order.',
    awaitingPayment:
      'The order exists and waits for its online payment: off to the gateway, back at /payment-status.',
  },
});

export const parcelOrderMachine = setup({
  types: {
    input: {} as ParcelOrderInput,
    context: {} as ParcelOrderContext,
    events: {} as ParcelOrderEvent,
    emitted: {} as ParcelOrderEffect,
    output: {} as PlacedParcelOrder | null,
  },
  actors: {
    placeParcelOrder: fromPromise<PlacedParcelOrder, ParcelOrderRequest>(async () => {
      throw new Error('placeParcelOrder not provided');
    }),
  },
  guards: {
    incomplete: ({ context }) => !partyComplete(context.sender) || !partyComplete(context.receiver),
    // The receiver pays in cash on delivery; the config and the sender's zone may turn methods off.
    notPayable: ({ context, event }) =>
      event.type === 'PAYMENT_CHOSEN' && !payableMethods(context).includes(event.method),
    hasPaymentMethod: ({ context }) => context.paymentMethod !== null,
    paysDigitally: ({ context }) => context.paymentMethod === 'digital_payment',
    urlSaysSummary: ({ event }) => event.type === 'URL_STEP_CHANGED' && event.step === 'summary',
    urlSaysDetails: ({ event }) => event.type === 'URL_STEP_CHANGED' && event.step === 'details',
  },
  actions: {
    setContact: assign(({ context, event }) => {
      if (event.type !== 'CONTACT_CHANGED') return {};
      return { [event.side]: { ...context[event.side], [event.field]: event.value } };
    }),
    setPlace: assign(({ context, event }) => {
      if (event.type !== 'PLACE_CHOSEN') return {};
      return { [event.side]: { ...context[event.side], ...event.place } };
    }),
    setInstruction: assign({
      instruction: ({ context, event }) =>
        event.type === 'INSTRUCTION_CHOSEN' ? event.instruction : context.instruction,
    }),
    setChargePayer: assign(({ context, event }) => {
      if (event.type !== 'CHARGE_PAYER_CHOSEN') return {};
      return {
        chargePayer: event.payer,
        paymentMethod: fittedMethod({ ...context, chargePayer: event.payer }),
      };
    }),
    setAllowedMethods: assign(({ context, event }) => {
      if (event.type !== 'PAYMENT_METHODS_CHANGED') return {};
      return {
        allowedMethods: event.methods,
        paymentMethod: fittedMethod({ ...context, allowedMethods: event.methods }),
      };
    }),
    setPayment: assign({
      paymentMethod: ({ context, event }) =>
        event.type === 'PAYMENT_CHOSEN' ? event.method : context.paymentMethod,
    }),
    keepAllowedMethods: assign({
      allowedMethods: ({ context, event }) =>
        event.type === 'PAYMENT_METHODS_CHANGED' ? event.methods : context.allowedMethods,
    }),
    fitPaymentMethod: assign({ paymentMethod: ({ context }) => fittedMethod(context) }),
    showErrors: assign({ showErrors: true }),
    setPlaced: assign({ placed: (_, order: PlacedParcelOrder) => order }),
    announcePlaced: emit(({ context }) => ({
      type: 'parcelOrderPlaced' as const,
      order: context.placed as PlacedParcelOrder,
    })),
    announcePaymentRequired: emit(({ context }) => ({
      type: 'parcelPaymentRequired' as const,
      order: context.placed as PlacedParcelOrder,
    })),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
    showStepInUrl: emit(({ context }, step: ParcelStep) => ({
      type: 'navigate' as const,
      to: parcelDeliveryHref(context.categoryId, step),
    })),
    healUrlToDetails: emit(({ context }) => ({
      type: 'navigate' as const,
      to: parcelDeliveryHref(context.categoryId, 'details'),
      replace: true,
    })),
  },
}).createMachine({
  id: 'parcelOrder',
  description:
    "A parcel order (/parcel-delivery-info): sender and receiver (name, phone, address), the delivery instruction, who pays the charge and how (cash, wallet or online, as the config and the sender's zone allow), a summary, then one placement with the Idempotency-Key of this order; an online payment continues at the gateway.",
  context: ({ input }) => ({
    ...input,
    receiver: EMPTY_PARTY,
    instruction: '',
    chargePayer: 'sender',
    paymentMethod: input.allowedMethods[0] ?? null,
    showErrors: false,
    placed: null,
  }),
  initial: 'details',
  output: ({ context }) => context.placed,
  states: {
    details: {
      description: 'The form step (step=details): sender, receiver, instruction, charge payer.',
      tags: ['editing'],
      on: {
        CONTACT_CHANGED: { actions: 'setContact' },
        PLACE_CHOSEN: { actions: 'setPlace' },
        INSTRUCTION_CHOSEN: { actions: 'setInstruction' },
        CHARGE_PAYER_CHOSEN: { actions: 'setChargePayer' },
        PAYMENT_METHODS_CHANGED: {
          actions: 'setAllowedMethods',
          description: "The config or the sender's zone answered: the method stays while payable.",
        },
        CONTINUE: [
          {
            guard: 'incomplete',
            actions: 'showErrors',
            description:
              "A missing field: 'Name is required', 'Phone Number is required', 'Address is required'.",
          },
          {
            target: 'summary',
            actions: { type: 'showStepInUrl', params: 'summary' },
            description: 'The URL follows (step=summary, pushed: Back returns to the form).',
          },
        ],
        URL_STEP_CHANGED: {
          guard: 'urlSaysSummary',
          actions: 'healUrlToDetails',
          description:
            'A reload or Forward lands on step=summary of a form not yet continued: the URL heals to step=details (replaced).',
        },
      },
    },
    summary: {
      description:
        'The summary step (step=summary): both parties, the charge, the payment method, Place order.',
      tags: ['editing'],
      on: {
        PAYMENT_CHOSEN: [
          {
            guard: 'notPayable',
            description:
              "Not a method of this order: the receiver pays cash on delivery only, and the config or the sender's zone may turn a method off.",
          },
          { actions: 'setPayment' },
        ],
        PAYMENT_METHODS_CHANGED: {
          actions: 'setAllowedMethods',
          description: "The config or the sender's zone answered: the method stays while payable.",
        },
        BACK: {
          target: 'details',
          actions: { type: 'showStepInUrl', params: 'details' },
          description: 'Back to the form; the URL follows (step=details, pushed).',
        },
        URL_STEP_CHANGED: {
          guard: 'urlSaysDetails',
          target: 'details',
          description: "The browser's Back left the summary: the form shows again.",
        },
        PLACE_ORDER: {
          guard: 'hasPaymentMethod',
          target: 'placing',
          description:
            'Only with a method the order can be paid with; without one the summary says why (cash on delivery not available in this zone).',
        },
      },
    },
    ...placement,
  },
});
