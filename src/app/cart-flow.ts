import { createActor, fromPromise } from 'xstate';
import { addCartItem, clearCart } from '@/api/cart';
import { addToCartMachine } from '@machines/add-to-cart.machine';
import { checkoutGateMachine } from '@machines/checkout-gate.machine';
import type { CartRow } from '@/api/schemas/cart';
import { readModule } from '@/platform/location-store';
import { bindEffects } from './effects';
import { queryClient } from './query-client';
import { currentOwner } from './session';
import { cartKey } from './use-cart';
import '@/i18n/texts/shared';

/**
 * The provider answers a cart change with the whole cart (CONTRACT "Cart"): that answer is the
 * cart, shown at once, with no second request for it.
 */
function showCart(cart: CartRow[]) {
  queryClient.setQueryData(cartKey(currentOwner().guestId, readModule()?.id), cart);
}

/** One add-to-cart flow for the whole app: its clear-cart and location prompts render once. */
export const addToCartActor = createActor(
  addToCartMachine.provide({
    actors: {
      addItem: fromPromise(async ({ input }) => {
        showCart(await addCartItem(currentOwner(), input));
      }),
      clearCart: fromPromise(async () => {
        showCart(await clearCart(currentOwner()));
      }),
    },
  }),
);

/** Where the cart drawer's Checkout button leads. */
export const checkoutGateActor = createActor(checkoutGateMachine);

// Started when first imported: only the lazily loaded cart views use them.
bindEffects(addToCartActor);
bindEffects(checkoutGateActor);
addToCartActor.start();
checkoutGateActor.start();
