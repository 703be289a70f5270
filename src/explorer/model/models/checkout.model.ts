import {
  type AddressChoice,
  checkoutMachine,
  deliveryErrors,
  type CheckoutContext,
  type PaymentMethod,
  type PlacedOrder,
} from '../../../../machines/checkout.machine';
import { ApiError } from '../../../api/errors';
import type { BuyNowLine } from '../../../domain/buy-now';
import { emptyDeliveryForm, type DeliveryForm } from '../../../domain/contact';
import { defineModel, done, fail } from '../model';

export const IDEMPOTENCY_KEY = 'checkout-5f0c2a';

export const FILLED_FORM: DeliveryForm = {
  contactName: 'Amina Rahman',
  contactPhone: '+8801700000000',
  contactEmail: 'amina@example.com',
  address: 'House 12, Road 7, Banani, Dhaka',
  road: '7',
  house: '12',
  floor: '3',
  note: 'Ring twice',
};

export const PLACED: PlacedOrder = {
  orderId: 100045,
  totalAmount: 23.5,
  contactNumber: '+8801700000000',
};
/** A campaign item chosen with Order Now: the checkout orders it alone. */
export const CAMPAIGN_LINE: BuyNowLine = {
  itemId: 7,
  model: 'ItemCampaign',
  name: 'Chicken Biryani Combo',
  storeId: 12,
  quantity: 2,
  price: 250,
  unitTotal: 225,
  variation: [],
  addOnIds: [],
  addOnQtys: [],
};

/** What the config, the zone and the session allow (src/domain/payment-methods.ts). */
export const EVERY_METHOD: PaymentMethod[] = ['cash_on_delivery', 'wallet', 'digital_payment'];
/** A guest: no wallet. */
export const NO_WALLET: PaymentMethod[] = ['cash_on_delivery', 'digital_payment'];
/** The config or the zone turns cash on delivery off. */
export const ONLINE_ONLY: PaymentMethod[] = ['digital_payment'];

const sameMethods = (a: PaymentMethod[], b: PaymentMethod[]) => a.join(' ') === b.join(' ');

/** A saved address without an email: a guest still has to type one. */
export const SAVED_CHOICE: AddressChoice = {
  address: 'Road 11, Gulshan 1, Dhaka',
  road: '11',
  house: '4',
  floor: '',
  contactName: 'Karim Hossain',
  contactPhone: '+8801700000077',
  contactEmail: '',
  point: { lat: 23.7805, lng: 90.4167 },
  addressType: 'home',
};

/** What the guest contact dialog saves for a take-away order. */
export const SAVED_CONTACT = {
  name: 'Nusrat Jahan',
  phone: '+8801712345678',
  email: 'nusrat@example.com',
};

export const PLACEMENT_REFUSED = new ApiError(403, 'order', ['The store is closed now']);

export const checkoutModel = defineModel({
  machine: checkoutMachine,
  variants: [
    {
      name: 'empty form',
      description: 'a guest with nothing saved',
      input: {
        form: emptyDeliveryForm(),
        idempotencyKey: IDEMPOTENCY_KEY,
        guest: true,
        allowedMethods: NO_WALLET,
      },
    },
    {
      name: 'no cash on delivery',
      description:
        'a guest whose details are filled in, where the config or the zone turns cash on delivery off: online payment is the one offered',
      input: {
        form: FILLED_FORM,
        idempotencyKey: IDEMPOTENCY_KEY,
        guest: true,
        allowedMethods: ONLINE_ONLY,
      },
    },
    {
      name: 'saved details',
      description:
        'a customer whose address and contact are filled in orders a campaign item (Order Now)',
      input: {
        form: FILLED_FORM,
        idempotencyKey: IDEMPOTENCY_KEY,
        guest: false,
        source: { page: 'campaign', line: CAMPAIGN_LINE },
        allowedMethods: EVERY_METHOD,
      },
    },
    {
      name: 'campaign guest',
      description: 'a guest at a campaign checkout: campaign orders need login',
      input: {
        form: FILLED_FORM,
        idempotencyKey: IDEMPOTENCY_KEY,
        guest: true,
        source: { page: 'campaign', line: CAMPAIGN_LINE },
        allowedMethods: NO_WALLET,
      },
    },
  ],
  // Place Order depends on which validation messages the form would get and on the methods.
  behaviour: (context) => [
    context.paymentMethod,
    context.allowedMethods.join(' '),
    context.options.orderType,
    ...Object.keys(deliveryErrors(context)).sort(),
  ],
  events: {
    FIELD_CHANGED: [
      { field: 'address', value: FILLED_FORM.address },
      { field: 'contactName', value: FILLED_FORM.contactName },
      { field: 'contactPhone', value: FILLED_FORM.contactPhone },
      { field: 'contactEmail', value: 'not-an-email' },
      { field: 'contactEmail', value: FILLED_FORM.contactEmail },
      { field: 'contactEmail', value: '' },
      { field: 'address', value: '   ' },
      { field: 'note', value: FILLED_FORM.note },
    ],
    OPTIONS_CHANGED: [
      { options: { orderType: 'take_away' } },
      { options: { orderType: 'delivery', couponCode: 'GRO10', tips: 20 } },
    ],
    PAYMENT_METHOD_CHOSEN: [
      { method: 'digital_payment' },
      { method: 'wallet' },
      { method: 'cash_on_delivery' },
    ],
    // The config's or the zone's answer after the start: cash on delivery off, every method off,
    // back on (a guest's methods).
    PAYMENT_METHODS_CHANGED: [{ methods: ONLINE_ONLY }, { methods: [] }, { methods: NO_WALLET }],
    // A chosen address and the take-away contact fill several fields at once: the scenarios
    // take them (each would shorten the way to every filled-in state the browser walks field by
    // field).
    ADDRESS_CHOSEN: [{ choice: SAVED_CHOICE }],
    CONTACT_CHOSEN: [{ contact: SAVED_CONTACT }],
    PLACE_ORDER: [{}],
  },
  // The methods' answers multiply every state by four: they are tried only in a guest's cart
  // checkout whose form would go through, and where cash on delivery is off only paying and
  // placing are (the form is done). Turning it back on there is the scenarios' business.
  sampleFilter: (snapshot, event) => {
    const context = snapshot.context as CheckoutContext;
    if (event.type === 'ADDRESS_CHOSEN' || event.type === 'CONTACT_CHOSEN') return false;
    const codOff = !context.allowedMethods.includes('cash_on_delivery');
    if (event.type === 'FIELD_CHANGED' || event.type === 'OPTIONS_CHANGED') return !codOff;
    if (event.type !== 'PAYMENT_METHODS_CHANGED') return true;
    const methods = (event as unknown as { methods: PaymentMethod[] }).methods;
    return (
      context.guest &&
      context.source.page === 'cart' &&
      Object.keys(deliveryErrors(context)).length === 0 &&
      !sameMethods(methods, context.allowedMethods) &&
      (!codOff || !methods.includes('cash_on_delivery'))
    );
  },
  done: { placeOrder: [PLACED] },
  errors: { placeOrder: [PLACEMENT_REFUSED] },
  // Simple paths over the whole graph number in the hundreds (the email and address samples
  // can be undone and redone in any order). They are taken over filling in instead: every
  // order of filling the fields, placing on the way; the shortest paths and the scenarios
  // cover clearing a field and the invalid email.
  simplePathScopes: [
    {
      name: 'filling in',
      filterEvents: (_snapshot, event) =>
        event.type === 'PLACE_ORDER' ||
        (event.type === 'FIELD_CHANGED' &&
          event.value.trim() !== '' &&
          event.value !== 'not-an-email' &&
          event.field !== 'note'),
    },
  ],
  scenarios: [
    {
      name: 'a saved address fills the fields in one step; the email and what is still typed go along',
      variant: 'empty form',
      events: [
        { type: 'PLACE_ORDER' },
        { type: 'ADDRESS_CHOSEN', choice: SAVED_CHOICE },
        { type: 'PLACE_ORDER' },
        { type: 'ADDRESS_CHOSEN', choice: { ...SAVED_CHOICE, contactEmail: 'karim@example.com' } },
        { type: 'FIELD_CHANGED', field: 'contactEmail', value: '' },
        { type: 'PLACE_ORDER', typed: { contactEmail: 'karim@example.com', note: 'Gate 2' } },
        done('placeOrder', PLACED),
      ],
    },
    {
      name: "take-away: the contact dialog's name, phone and email in one step",
      variant: 'empty form',
      events: [
        { type: 'OPTIONS_CHANGED', options: { orderType: 'take_away' } },
        { type: 'PLACE_ORDER' },
        { type: 'CONTACT_CHOSEN', contact: SAVED_CONTACT },
        { type: 'PAYMENT_METHOD_CHOSEN', method: 'digital_payment' },
        { type: 'PLACE_ORDER' },
        done('placeOrder', PLACED),
      ],
    },
    {
      name: 'the zone turns every method off, then back on: the first allowed, then a kept choice',
      variant: 'no cash on delivery',
      events: [
        { type: 'PAYMENT_METHOD_CHOSEN', method: 'cash_on_delivery' },
        { type: 'PAYMENT_METHODS_CHANGED', methods: [] },
        { type: 'PLACE_ORDER' },
        { type: 'PAYMENT_METHODS_CHANGED', methods: NO_WALLET },
        { type: 'PAYMENT_METHOD_CHOSEN', method: 'digital_payment' },
        { type: 'PAYMENT_METHODS_CHANGED', methods: ONLINE_ONLY },
        { type: 'PLACE_ORDER' },
        done('placeOrder', PLACED),
      ],
    },
    {
      name: 'take-away needs no address; a coupon, a tip and a schedule go with the order',
      variant: 'empty form',
      events: [
        { type: 'PLACE_ORDER' },
        { type: 'OPTIONS_CHANGED', options: { orderType: 'take_away' } },
        { type: 'FIELD_CHANGED', field: 'contactName', value: FILLED_FORM.contactName },
        { type: 'FIELD_CHANGED', field: 'contactPhone', value: FILLED_FORM.contactPhone },
        { type: 'FIELD_CHANGED', field: 'contactEmail', value: FILLED_FORM.contactEmail },
        {
          type: 'OPTIONS_CHANGED',
          options: { couponCode: 'GRO10', tips: 20, scheduleAt: '2026-12-01 18:30:00' },
        },
        { type: 'PAYMENT_METHOD_CHOSEN', method: 'wallet' },
        { type: 'PLACE_ORDER' },
        done('placeOrder', PLACED),
      ],
    },
    {
      name: 'placement fails twice, then succeeds with the same key',
      variant: 'saved details',
      events: [
        { type: 'PLACE_ORDER' },
        fail('placeOrder', PLACEMENT_REFUSED),
        { type: 'PLACE_ORDER' },
        fail('placeOrder', new Error('')),
        { type: 'FIELD_CHANGED', field: 'note', value: 'Leave at the door' },
        { type: 'PLACE_ORDER' },
        done('placeOrder', PLACED),
      ],
    },
    {
      name: 'every message, then each field fixed',
      variant: 'empty form',
      events: [
        { type: 'PLACE_ORDER' },
        { type: 'FIELD_CHANGED', field: 'contactEmail', value: 'not-an-email' },
        { type: 'PLACE_ORDER' },
        { type: 'FIELD_CHANGED', field: 'address', value: FILLED_FORM.address },
        { type: 'FIELD_CHANGED', field: 'contactName', value: FILLED_FORM.contactName },
        { type: 'FIELD_CHANGED', field: 'contactPhone', value: FILLED_FORM.contactPhone },
        { type: 'FIELD_CHANGED', field: 'contactEmail', value: FILLED_FORM.contactEmail },
        { type: 'PLACE_ORDER' },
        done('placeOrder', PLACED),
      ],
    },
  ],
});
