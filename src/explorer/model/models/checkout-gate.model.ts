import {
  checkoutGateMachine,
  type CheckoutGateFacts,
} from '../../../../machines/checkout-gate.machine';
import { defineModel } from '../model';

/** Every combination of the three facts the Checkout button decides on. */
export const CHECKOUT_FACTS: CheckoutGateFacts[] = [0, 2].flatMap((itemCount) =>
  [false, true].flatMap((signedIn) =>
    [false, true].map((guestCheckoutEnabled) => ({ itemCount, signedIn, guestCheckoutEnabled })),
  ),
);

export const checkoutGateModel = defineModel({
  machine: checkoutGateMachine,
  variants: [{ name: 'default', description: 'the cart drawer', input: undefined }],
  events: {
    CHECKOUT: CHECKOUT_FACTS,
    CONTINUE_AS_GUEST: [{}],
    LOGIN: [{}],
    SIGN_UP: [{}],
    DISMISS: [{}],
  },
  done: {},
  errors: {},
});
