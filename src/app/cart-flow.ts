import { createActor, fromPromise } from 'xstate';
import { addCartItem, clearCart } from '@/api/cart';
import { addToCartMachine } from '@machines/add-to-cart.machine';
import { checkoutGateMachine } from '@machines/checkout-gate.machine';
import { bindEffects } from './effects';
import { queryClient } from './query-client';
import { currentOwner } from './session';
import '@/i18n/texts/shared';

function refreshCart() {
  return queryClient.invalidateQueries({ queryKey: ['cart'] });
}

/** One add-to-cart flow for the whole app: its clear-cart and location prompts render once. */
export const addToCartActor = createActor(
  addToCartMachine.provide({
    actors: {
      addItem: fromPromise(async ({ input }) => {
        await addCartItem(currentOwner(), input);
        await refreshCart();
      }),
      clearCart: fromPromise(async () => {
        await clearCart(currentOwner());
        await refreshCart();
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
