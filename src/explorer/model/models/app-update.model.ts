import { appUpdateMachine } from '../../../../machines/app-update.machine';
import { defineModel } from '../model';

export const appUpdateModel = defineModel({
  machine: appUpdateMachine,
  variants: [
    { name: 'browsing', description: 'a page outside checkout', input: { inCheckout: false } },
    { name: 'checkout', description: 'the checkout page', input: { inCheckout: true } },
  ],
  events: {
    UPDATE_READY: [{}],
    RELOAD: [{}],
    DISMISS: [{}],
    CHECKOUT_ENTERED: [{}],
    CHECKOUT_LEFT: [{}],
  },
  done: { activate: [undefined] },
  errors: { activate: [new Error('no waiting worker')] },
});
