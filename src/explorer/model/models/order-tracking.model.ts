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

const poll = after('pollInterval', 'orderTracking.waiting');

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
  events: { RETRY: [{}], CLOSE: [{}] },
  done: { fetchOrder: [PENDING, DELIVERED, ON_THE_WAY, CANCELED] },
  errors: { fetchOrder: [new ApiError(404, 'order', ['Order not found'])] },
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
      name: 'not found, retried, then canceled',
      variant: 'guest',
      events: [
        {
          type: 'xstate.error.actor.fetchOrder',
          error: new ApiError(404, 'order', ['Order not found']),
        },
        { type: 'RETRY' },
        done('fetchOrder', CANCELED),
      ],
    },
  ],
});
