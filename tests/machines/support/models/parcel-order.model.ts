import {
  EMPTY_PARTY,
  parcelOrderMachine,
  partyComplete,
  type ParcelOrderContext,
  type ParcelParty,
} from '../../../../machines/parcel-order.machine';
import { ApiError } from '../../../../src/api/errors';
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

export const PLACED_PARCEL = { orderId: 100123, totalAmount: 60 };
export const OUTSIDE_AREA = new ApiError(403, 'receiver_details', [
  'Service not available in this area',
]);

export const parcelOrderModel = defineModel({
  machine: parcelOrderMachine,
  variants: [
    {
      name: 'customer',
      description: 'a signed-in customer: name, phone and the stored location as the sender',
      input: { categoryId: 2, idempotencyKey: PARCEL_KEY, sender: SENDER, guestId: null },
    },
    {
      name: 'guest',
      description: 'a guest: the stored location as the sender, the contact still to type',
      input: {
        categoryId: 2,
        idempotencyKey: PARCEL_KEY,
        sender: SENDER_PLACE,
        guestId: 'guest-stored',
      },
    },
  ],
  behaviour: (context: ParcelOrderContext) => [
    partyComplete(context.sender),
    partyComplete(context.receiver),
    context.chargePayer,
    context.paymentMethod,
  ],
  events: {
    CONTACT_CHANGED: [
      { side: 'sender', field: 'name', value: SENDER.name },
      { side: 'sender', field: 'phone', value: SENDER.phone },
      { side: 'receiver', field: 'name', value: '' },
    ],
    PLACE_CHOSEN: [{ side: 'receiver', place: RECEIVER }],
    INSTRUCTION_CHOSEN: [{ instruction: 'Fragile, handle with care' }],
    CHARGE_PAYER_CHOSEN: [{ payer: 'receiver' }, { payer: 'sender' }],
    PAYMENT_CHOSEN: [
      { method: 'wallet' },
      { method: 'digital_payment' },
      { method: 'cash_on_delivery' },
    ],
    CONTINUE: [{}],
    BACK: [{}],
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
    return true;
  },
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
  ],
});
