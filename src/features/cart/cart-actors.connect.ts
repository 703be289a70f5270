import type { SnapshotFrom } from 'xstate';
import type { AddToCartEvent, addToCartMachine } from '@machines/add-to-cart.machine';
import type {
  CheckoutGateEvent,
  CheckoutGateFacts,
  checkoutGateMachine,
} from '@machines/checkout-gate.machine';

/** The dialogs of the add-to-cart flow: clear the cart of another store, or pick a location. */
export function connectAddToCart(
  snapshot: SnapshotFrom<typeof addToCartMachine>,
  send: (event: AddToCartEvent) => void,
) {
  const clearing = snapshot.matches('clearing') || snapshot.matches('addingAfterClear');
  return {
    isClearDialogOpen: snapshot.matches('confirmingClear') || clearing,
    isClearing: clearing,
    confirmClear: () => send({ type: 'CONFIRM_CLEAR' }),
    cancelClear: () => send({ type: 'CANCEL' }),
    isLocationPromptOpen: snapshot.matches('locationPrompt'),
    /** Pick from Map goes to the location picker of the landing. */
    pickFromMapHref: '/',
    closeLocationPrompt: () => send({ type: 'LOCATION_PROMPT_CLOSED' }),
  };
}

/** The login-or-guest prompt of the Checkout button (SPEC §2, §4). */
export function connectCheckoutGate(
  snapshot: SnapshotFrom<typeof checkoutGateMachine>,
  send: (event: CheckoutGateEvent) => void,
) {
  return {
    /** The drawer's Checkout button, with what decides where it leads. */
    checkout: (facts: CheckoutGateFacts) => send({ type: 'CHECKOUT', ...facts }),
    isGuestPromptOpen: snapshot.matches('guestPrompt'),
    continueAsGuest: () => send({ type: 'CONTINUE_AS_GUEST' }),
    login: () => send({ type: 'LOGIN' }),
    signUp: () => send({ type: 'SIGN_UP' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
