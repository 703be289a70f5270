import { orderOutcomeMachine } from '../../../../machines/order-outcome.machine';
import { defineModel } from '../model';

const ORDER = { orderId: 100045, totalAmount: 23.5 };

/** Every query the order-placed modal and the gateway's return can bring. */
export const orderOutcomeModel = defineModel({
  machine: orderOutcomeMachine,
  variants: [
    {
      name: 'placed',
      description: '/home?status=success&order_id=…&totalAmount=…',
      input: { ...ORDER, succeeded: true, flagged: false, page: 'home' },
    },
    {
      name: 'flagged',
      description: '/home?…&flag=fail: the order details',
      input: { ...ORDER, succeeded: false, flagged: true, page: 'home' },
    },
    {
      name: 'plain home',
      description: '/home without an order',
      input: { orderId: null, totalAmount: null, succeeded: false, flagged: false, page: 'home' },
    },
    {
      name: 'home, unknown status',
      description: '/home?order_id=… without success or flag',
      input: { ...ORDER, succeeded: false, flagged: false, page: 'home' },
    },
    {
      name: 'paid at the gateway',
      description: '/payment-status?status=success&order_id=…',
      input: { ...ORDER, succeeded: true, flagged: false, page: 'gateway' },
    },
    {
      name: 'failed at the gateway',
      description: '/payment-status?status=fail&order_id=…',
      input: { ...ORDER, succeeded: false, flagged: false, page: 'gateway' },
    },
    {
      name: 'gateway without an order',
      description: '/payment-status with nothing',
      input: {
        orderId: null,
        totalAmount: null,
        succeeded: false,
        flagged: false,
        page: 'gateway',
      },
    },
  ],
  events: { TRACK_ORDER: [{}], CLOSE: [{}] },
  done: {},
  errors: {},
});
