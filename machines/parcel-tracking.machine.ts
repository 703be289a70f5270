import { assign, emit, setup } from 'xstate';
import { parseOrderId, withPlusPrefix } from '../src/domain/phone';
import { toastKey, type Effect } from './effects';
import type { TrackingQuery } from './order-tracking.machine';

export type ParcelTrackingInput = { signedIn: boolean; guestId: string | null };

export type ParcelTrackingContext = ParcelTrackingInput & {
  orderId: string;
  phone: string;
  /** What the tracking drawer was opened with. */
  query: TrackingQuery | null;
};

export type ParcelTrackingEvent =
  | { type: 'ORDER_ID_CHANGED'; value: string }
  | { type: 'PHONE_CHANGED'; value: string }
  | { type: 'TRACK' }
  | { type: 'TRACKING_CLOSED' };

export type ParcelTrackingEffect = Effect | { type: 'trackOrder'; query: TrackingQuery };

function queryOf(context: ParcelTrackingContext): TrackingQuery {
  const orderId = parseOrderId(context.orderId) ?? 0;
  return context.signedIn
    ? { orderId }
    : {
        orderId,
        contactNumber: withPlusPrefix(context.phone),
        ...(context.guestId ? { guestId: context.guestId } : {}),
      };
}

export const parcelTrackingMachine = setup({
  types: {
    input: {} as ParcelTrackingInput,
    context: {} as ParcelTrackingContext,
    events: {} as ParcelTrackingEvent,
    emitted: {} as ParcelTrackingEffect,
  },
  guards: {
    orderIdMissing: ({ context }) => parseOrderId(context.orderId) === null,
    contactNumberMissing: ({ context }) =>
      !context.signedIn && withPlusPrefix(context.phone) === '',
  },
  actions: {
    setOrderId: assign({
      orderId: ({ context, event }) =>
        event.type === 'ORDER_ID_CHANGED' ? event.value : context.orderId,
    }),
    setPhone: assign({
      phone: ({ context, event }) => (event.type === 'PHONE_CHANGED' ? event.value : context.phone),
    }),
    setQuery: assign({ query: ({ context }) => queryOf(context) }),
    toastNeedOrderId: emit(toastKey('error', 'tracking.needOrderId')),
    toastNeedContactNumber: emit(toastKey('error', 'tracking.needContactNumber')),
    announceTrack: emit(({ context }) => ({
      type: 'trackOrder' as const,
      query: context.query as TrackingQuery,
    })),
  },
}).createMachine({
  id: 'parcelTracking',
  description:
    'The tracking form of the parcel hero: Order ID, and the phone when signed out; Track Now opens the tracking drawer with the phone sent with a + prefix.',
  context: ({ input }) => ({ ...input, orderId: '', phone: '', query: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Order ID (and phone when signed out), Track Now.',
      on: {
        ORDER_ID_CHANGED: { actions: 'setOrderId' },
        PHONE_CHANGED: { actions: 'setPhone' },
        TRACK: [
          {
            guard: 'orderIdMissing',
            actions: 'toastNeedOrderId',
            description: '"Need a order id".',
          },
          {
            guard: 'contactNumberMissing',
            actions: 'toastNeedContactNumber',
            description: 'Signed out: "Need a contact number".',
          },
          { target: 'tracking', actions: ['setQuery', 'announceTrack'] },
        ],
      },
    },
    tracking: {
      description: 'The tracking drawer is open for the order.',
      on: { TRACKING_CLOSED: 'editing' },
    },
  },
});
