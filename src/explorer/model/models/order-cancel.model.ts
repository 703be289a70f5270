import { orderCancelMachine, type CancelReason } from '../../../../machines/order-cancel.machine';
import { ApiError } from '../../../api/errors';
import { defineModel } from '../model';

export const CANCEL_ORDER_ID = 100052;
export const REASONS: CancelReason[] = [
  { id: 1, reason: 'Ordered by mistake' },
  { id: 2, reason: 'Delivery is taking too long' },
];

export const orderCancelModel = defineModel({
  machine: orderCancelMachine,
  variants: [
    {
      name: 'customer',
      description: 'a signed-in customer cancels from the order details',
      input: { orderId: CANCEL_ORDER_ID, guestId: null },
    },
    {
      name: 'guest',
      description: 'a guest cancels the order just placed',
      input: { orderId: CANCEL_ORDER_ID, guestId: 'guest-stored' },
    },
  ],
  behaviour: (context) => ({ loaded: context.reasons.length, chosen: context.chosen }),
  events: {
    REASON_CHOSEN: [{ reason: REASONS[0]!.reason }, { reason: 'Not a listed reason' }],
    SUBMIT: [{}],
    BACK: [{}],
    RETRY: [{}],
  },
  // The guest differs only in the guest id sent: one straight way through is enough.
  sampleFilter: (snapshot, event) =>
    (snapshot.context as { guestId: string | null }).guestId === null ||
    (event.type === 'REASON_CHOSEN' && event.reason === REASONS[0]!.reason) ||
    event.type === 'SUBMIT' ||
    event.type.startsWith('xstate.done.'),
  done: {
    loadReasons: [REASONS],
    cancelOrder: [{ message: 'Order canceled successfully' }, {}],
  },
  errors: {
    loadReasons: [new ApiError(500, 'reasons', ['Server error'])],
    cancelOrder: [new ApiError(403, 'order', ['You can not cancel a picked up order'])],
  },
});
