import {
  EMPTY_PARTY,
  parcelOrderMachine,
  partyComplete,
  type ParcelOrderContext,
  type ParcelParty,
  type ParcelPayment,
} from '../../../../machines/parcel-order.machine';
import { ApiError } from '../../../api/errors';
import { defineModel, done, fail } from '../model';

export const PARCEL_KEY = 'parcel-5b20c1';

/** The stored location as the sender's place; the contact is typed by a guest. */
export const SENDER_PLACE: ParcelParty = {
  ...EMPTY_PARTY,
  address: 'House 12, Road 7, Banani, Dhaka',
  latitude: 23.7937,
  longitude: 90.4066,
};
export const SENDER: ParcelParty = {
  ...SENDER_PLACE,
  name: 'Amina Rahman',
  phone: '+8801700000001',
};
/** What the address dialog hands back for the receiver. */
export const RECEIVER: ParcelParty = {
  ...EMPTY_PARTY,
  name: 'Karim Hossain',
  phone: '+8801700000077',
  address: 'Road 11, Gulshan 1, Dhaka',
  latitude: 23.7805,
  longitude: 90.4167,
  addressType: 'home',
  road: '11',
};

/** What the config, the sender's zone and the session allow (src/domain/payment-methods.ts). */
export const EVERY_METHOD: ParcelPayment[] = ['cash_on_delivery', 'wallet', 'digital_payment'];
export const NO_WALLET: ParcelPayment[] = ['cash_on_delivery', 'digital_payment'];
/** The config or the sender's zone turns cash on delivery off. */
export const ONLINE_ONLY: ParcelPayment[] = ['digital_payment'];

export const PLACED_PARCEL = { orderId: 100123, totalAmount: 60 };
export const OUTSIDE_AREA = new ApiError(403, 'receiver_details', [
  'Service not available in this area',
]);

export const parcelOrderModel = defineModel({
  machine: parcelOrderMachine,
  variants: [
    {
      name: 'customer',
      description:
        'a signed-in customer: name, phone and the stored location as the sender; every method',
      input: {
        categoryId: 2,
        idempotencyKey: PARCEL_KEY,
        sender: SENDER,
        guestId: null,
        allowedMethods: EVERY_METHOD,
      },
    },
    {
      name: 'no cash on delivery',
      description: "a customer where the config or the sender's zone turns cash on delivery off",
      input: {
        categoryId: 2,
        idempotencyKey: PARCEL_KEY,
        sender: SENDER,
        guestId: null,
        allowedMethods: ONLINE_ONLY,
      },
    },
    {
      name: 'guest',
      description: 'a guest: the stored location as the sender, the contact still to type',
      input: {
        categoryId: 2,
        idempotencyKey: PARCEL_KEY,
        sender: SENDER_PLACE,
        guestId: 'guest-stored',
        allowedMethods: NO_WALLET,
      },
    },
  ],
  behaviour: (context: ParcelOrderContext) => [
    partyComplete(context.sender),
    partyComplete(context.receiver),
    context.chargePayer,
    context.paymentMethod,
    context.allowedMethods.join(' '),
  ],
  events: {
    CONTACT_CHANGED: [
      { side: 'sender', field: 'name', value: SENDER.name },
      { side: 'sender', field: 'phone', value: SENDER.phone },
      { side: 'receiver', field: 'name', value: '' },
    ],
    PLACE_CHOSEN: [{ side: 'receiver', place: RECEIVER }],
    // The zone's answer after the start: cash on delivery turned off, every method off, back on.
    PAYMENT_METHODS_CHANGED: [{ methods: ONLINE_ONLY }, { methods: [] }, { methods: NO_WALLET }],
    INSTRUCTION_CHOSEN: [{ instruction: 'Fragile, handle with care' }],
    CHARGE_PAYER_CHOSEN: [{ payer: 'receiver' }, { payer: 'sender' }],
    PAYMENT_CHOSEN: [
      { method: 'wallet' },
      { method: 'digital_payment' },
      { method: 'cash_on_delivery' },
    ],
    CONTINUE: [{}],
    BACK: [{}],
    // The URL's step after Back, Forward or a reload.
    URL_STEP_CHANGED: [{ step: 'details' }, { step: 'summary' }],
    PLACE_ORDER: [{}],
  },
  // Typed text and the instruction change nothing a guard reads: tried where they matter.
  sampleFilter: (snapshot, event) => {
    const context = snapshot.context as ParcelOrderContext;
    if (event.type === 'INSTRUCTION_CHOSEN')
      return !partyComplete(context.receiver) && context.chargePayer === 'sender';
    if (event.type === 'CONTACT_CHANGED' && event.side === 'sender')
      return !partyComplete(context.sender) && !partyComplete(context.receiver);
    if (event.type === 'CONTACT_CHANGED')
      return partyComplete(context.receiver) && context.chargePayer === 'sender';
    // The methods matter once the order can reach the summary.
    if (event.type === 'PAYMENT_METHODS_CHANGED')
      return partyComplete(context.sender) && partyComplete(context.receiver);
    return true;
  },
  // Simple paths with the zone's answers in any order number in the many thousands: they are
  // taken over the form and the summary; the shortest paths and the scenarios cover the answers
  // and the URL's step.
  simplePathScopes: [
    {
      name: 'filling in and paying',
      filterEvents: (_snapshot, event) =>
        event.type !== 'PAYMENT_METHODS_CHANGED' && event.type !== 'URL_STEP_CHANGED',
    },
  ],
  done: { placeParcelOrder: [PLACED_PARCEL] },
  errors: { placeParcelOrder: [OUTSIDE_AREA] },
  scenarios: [
    {
      name: 'refused with fields missing, filled in, fails, retried with the same key',
      variant: 'guest',
      events: [
        { type: 'CONTINUE' },
        { type: 'CONTACT_CHANGED', side: 'sender', field: 'name', value: SENDER.name },
        { type: 'CONTACT_CHANGED', side: 'sender', field: 'phone', value: SENDER.phone },
        { type: 'PLACE_CHOSEN', side: 'receiver', place: RECEIVER },
        { type: 'CHARGE_PAYER_CHOSEN', payer: 'receiver' },
        { type: 'CONTINUE' },
        { type: 'PAYMENT_CHOSEN', method: 'wallet' },
        { type: 'PLACE_ORDER' },
        fail('placeParcelOrder', OUTSIDE_AREA),
        { type: 'PLACE_ORDER' },
        done('placeParcelOrder', PLACED_PARCEL),
      ],
    },
    {
      name: "the browser's Back and Forward: the form again, then a summary URL healed to the form",
      variant: 'customer',
      events: [
        { type: 'URL_STEP_CHANGED', step: 'summary' },
        { type: 'PLACE_CHOSEN', side: 'receiver', place: RECEIVER },
        { type: 'CONTINUE' },
        { type: 'URL_STEP_CHANGED', step: 'summary' },
        { type: 'URL_STEP_CHANGED', step: 'details' },
        { type: 'URL_STEP_CHANGED', step: 'summary' },
        { type: 'CONTINUE' },
        { type: 'PLACE_ORDER' },
        done('placeParcelOrder', PLACED_PARCEL),
      ],
    },
    {
      name: 'the receiver pays where cash on delivery is off: no placement until the sender pays',
      variant: 'no cash on delivery',
      events: [
        { type: 'PLACE_CHOSEN', side: 'receiver', place: RECEIVER },
        { type: 'CHARGE_PAYER_CHOSEN', payer: 'receiver' },
        { type: 'CONTINUE' },
        { type: 'PAYMENT_CHOSEN', method: 'cash_on_delivery' },
        { type: 'PLACE_ORDER' },
        { type: 'BACK' },
        { type: 'CHARGE_PAYER_CHOSEN', payer: 'sender' },
        { type: 'CONTINUE' },
        { type: 'PLACE_ORDER' },
        done('placeParcelOrder', PLACED_PARCEL),
      ],
    },
  ],
});
