import {
  orderTrackingMachine,
  type TrackedOrder,
} from '../../../../machines/order-tracking.machine';
import { ApiError } from '../../../api/errors';
import { after, defineModel, done } from '../model';

export const ORDER_ID = 100045;
const order = (order_status: string): TrackedOrder => ({ id: ORDER_ID, order_status });
export const PENDING = order('pending');
export const ON_THE_WAY = order('picked_up');
export const DELIVERED = order('delivered');
export const CANCELED = order('canceled');

const poll = after('pollInterval', 'orderTracking.tracking.polling.waiting');
const received = (order: TrackedOrder) => ({ type: 'ORDER_RECEIVED', order });

export const orderTrackingModel = defineModel({
  machine: orderTrackingMachine,
  variants: [
    {
      name: 'customer',
      description: 'a signed-in customer tracks an order',
      input: { orderId: ORDER_ID },
    },
    {
      name: 'guest',
      description: 'a guest tracks by order id and phone',
      input: { orderId: ORDER_ID, guestId: 'guest-stored', contactNumber: '+8801700000000' },
    },
  ],
  events: {
    RETRY: [{}],
    CLOSE: [{}],
    ORDER_RECEIVED: [{ order: ON_THE_WAY }, { order: DELIVERED }],
    STREAM_LOST: [{}],
  },
  // The stream's last order (delivered) is tried once it is live: the same transition from any
  // state of tracking, so trying it in the polling states too only adds paths.
  sampleFilter: (snapshot, event) =>
    event.type !== 'ORDER_RECEIVED' ||
    (event as { order?: TrackedOrder }).order !== DELIVERED ||
    snapshot.matches({ tracking: 'live' }),
  done: { fetchOrder: [PENDING, DELIVERED, ON_THE_WAY, CANCELED] },
  // Not found (the view leads back to the form), and a failure on the provider's side (Try again).
  errors: {
    fetchOrder: [new ApiError(404, 'order', ['Order not found']), new ApiError(500, '', [])],
  },
  scenarios: [
    {
      name: 'polls every 10 s until delivered',
      variant: 'customer',
      events: [
        done('fetchOrder', PENDING),
        poll,
        done('fetchOrder', ON_THE_WAY),
        poll,
        done('fetchOrder', DELIVERED),
        { type: 'CLOSE' },
      ],
    },
    {
      name: 'a server error, retried, then canceled',
      variant: 'guest',
      events: [
        { type: 'xstate.error.actor.fetchOrder', error: new ApiError(500, '', []) },
        { type: 'RETRY' },
        done('fetchOrder', CANCELED),
      ],
    },
    {
      name: 'live from the stream, polling while it is down, live again until delivered',
      variant: 'guest',
      events: [
        received(PENDING),
        received(ON_THE_WAY),
        { type: 'STREAM_LOST' },
        done('fetchOrder', ON_THE_WAY),
        poll,
        done('fetchOrder', ON_THE_WAY),
        received(ON_THE_WAY),
        received(DELIVERED),
      ],
    },
  ],
});
