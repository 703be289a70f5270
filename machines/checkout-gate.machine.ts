import { emit, setup } from 'xstate';
import { authPath } from '../src/domain/auth';
import type { Effect } from './effects';

/** The facts the Checkout button of the cart drawer decides on (SPEC §4). */
export type CheckoutGateFacts = {
  itemCount: number;
  signedIn: boolean;
  guestCheckoutEnabled: boolean;
};

export type CheckoutGateEvent =
  | ({ type: 'CHECKOUT' } & CheckoutGateFacts)
  | { type: 'CONTINUE_AS_GUEST' }
  | { type: 'LOGIN' }
  | { type: 'SIGN_UP' }
  | { type: 'DISMISS' };

export const CHECKOUT_PATH = '/checkout?page=cart';

export const checkoutGateMachine = setup({
  types: {
    events: {} as CheckoutGateEvent,
    emitted: {} as Effect,
  },
  guards: {
    cartEmpty: ({ event }) => event.type === 'CHECKOUT' && event.itemCount === 0,
    signedIn: ({ event }) => event.type === 'CHECKOUT' && event.signedIn,
    guestCheckoutEnabled: ({ event }) => event.type === 'CHECKOUT' && event.guestCheckoutEnabled,
  },
  actions: {
    goHome: emit({ type: 'navigate', to: '/home' } as const),
    goCheckout: emit({ type: 'navigate', to: CHECKOUT_PATH } as const),
    goSignIn: emit({ type: 'navigate', to: authPath('signIn', CHECKOUT_PATH) } as const),
    goSignUp: emit({ type: 'navigate', to: authPath('signUp', CHECKOUT_PATH) } as const),
  },
}).createMachine({
  id: 'checkoutGate',
  description:
    'The Checkout button: a customer goes to checkout; a guest is asked to log in or continue as a guest when guest checkout is on, else sent to sign-in (and back to checkout after it); an empty cart goes home.',
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for the Checkout button.',
      on: {
        CHECKOUT: [
          { guard: 'cartEmpty', actions: 'goHome' },
          { guard: 'signedIn', actions: 'goCheckout' },
          { guard: 'guestCheckoutEnabled', target: 'guestPrompt' },
          { actions: 'goSignIn' },
        ],
      },
    },
    guestPrompt: {
      description: '"Do you want to login or continue as a guest?" with Guest, Login, Sign Up.',
      on: {
        CONTINUE_AS_GUEST: { target: 'idle', actions: 'goCheckout' },
        LOGIN: { target: 'idle', actions: 'goSignIn' },
        SIGN_UP: { target: 'idle', actions: 'goSignUp' },
        DISMISS: 'idle',
      },
    },
  },
});
