import { parcelTrackingMachine } from '../../../../machines/parcel-tracking.machine';
import { parseOrderId } from '../../../domain/phone';
import { defineModel } from '../model';

export const TRACKED_ORDER_ID = '100045';
export const TYPED_PHONE = '8801700000000';

export const parcelTrackingModel = defineModel({
  machine: parcelTrackingMachine,
  variants: [
    {
      name: 'signed out',
      description: 'a guest tracks a parcel with order id and phone',
      input: { signedIn: false, guestId: 'guest-stored' },
    },
    {
      name: 'signed in',
      description: 'a customer tracks a parcel with the order id',
      input: { signedIn: true, guestId: null },
    },
  ],
  behaviour: (context) => ({
    orderId: parseOrderId(context.orderId) !== null,
    phone: context.phone.trim() !== '',
  }),
  events: {
    ORDER_ID_CHANGED: [{ value: TRACKED_ORDER_ID }, { value: 'abc' }],
    PHONE_CHANGED: [{ value: TYPED_PHONE }, { value: ' ' }],
    TRACK: [{}],
    TRACKING_CLOSED: [{}],
  },
  // A customer has no phone field.
  sampleFilter: (snapshot, event) =>
    event.type !== 'PHONE_CHANGED' || !(snapshot.context as { signedIn: boolean }).signedIn,
  done: {},
  errors: {},
  simplePathScopes: [
    {
      name: 'filling in',
      filterEvents: (_snapshot, event) =>
        event.type === 'TRACK' ||
        (event.type === 'ORDER_ID_CHANGED' && event.value === TRACKED_ORDER_ID) ||
        (event.type === 'PHONE_CHANGED' && event.value === TYPED_PHONE),
    },
  ],
});
