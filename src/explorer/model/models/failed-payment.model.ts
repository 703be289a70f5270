import { failedPaymentMachine } from '../../../../machines/failed-payment.machine';
import { ApiError } from '../../../api/errors';
import { after, defineModel } from '../model';

export const FAILED_ORDER_ID = 100077;
export const SWITCHED = { message: 'Payment method switched to cash on delivery' };
export const CANCELED = { message: 'Order canceled successfully' };

export const failedPaymentModel = defineModel({
  machine: failedPaymentMachine,
  variants: [
    {
      name: 'cash on delivery zone',
      description: 'a guest whose zone allows cash on delivery',
      input: { orderId: FAILED_ORDER_ID, guestId: 'guest-stored', cashOnDeliveryAllowed: true },
    },
    {
      name: 'no cash on delivery',
      description: 'a customer whose zone does not allow cash on delivery',
      input: { orderId: FAILED_ORDER_ID, guestId: null, cashOnDeliveryAllowed: false },
    },
  ],
  events: { BACK_TO_HOME: [{}], SWITCH_TO_COD: [{}], CANCEL_ORDER: [{}] },
  // With the provider's words, and without (the fallback message key).
  done: { switchToCashOnDelivery: [SWITCHED, {}], cancelFailedOrder: [CANCELED, {}] },
  errors: {
    switchToCashOnDelivery: [new ApiError(403, 'order', ['Order is already confirmed'])],
    cancelFailedOrder: [new Error('')],
  },
  scenarios: [
    {
      name: 'switch refused, then canceled',
      variant: 'cash on delivery zone',
      events: [
        after('failedDialogDelay', 'failedPayment.failed'),
        { type: 'SWITCH_TO_COD' },
        {
          type: 'xstate.error.actor.switchToCashOnDelivery',
          error: new ApiError(403, 'order', ['Order is already confirmed']),
        },
        { type: 'CANCEL_ORDER' },
        { type: 'xstate.done.actor.cancelFailedOrder', output: CANCELED },
      ],
    },
  ],
});
