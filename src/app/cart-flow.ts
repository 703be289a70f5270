import { createActor, fromPromise } from 'xstate';
import { addCartItem, clearCart } from '@/api/cart';
import { cartQueries } from '@/api/queries/cart';
import { addToCartMachine, type AddRequest } from '@machines/add-to-cart.machine';
import { checkoutGateMachine } from '@machines/checkout-gate.machine';
import type { CartRow } from '@/api/schemas/cart';
import type { Item } from '@/api/schemas/catalogue';
import { withPendingAdd } from '@/domain/cart-lines';
import { bindEffects } from './effects';
import { CartDrawer, CartFlowDialogs } from './lazy-views';
import { queryClient } from './query-client';
import { currentOwner } from './session';
import { currentCartKey } from './use-cart';
import '@/i18n/texts/shared';

/**
 * The provider answers a cart change with the whole cart (CONTRACT "Cart"): that answer is the
 * cart, shown at once, with no second request for it.
 */
function showCart(cart: CartRow[] | undefined) {
  queryClient.setQueryData(currentCartKey(), cart);
}

/**
 * The cart as shown, or, when a page has only just asked for it (a line added the moment the
 * guest id arrives), its answer on the way: the new line then shows on top of it at once,
 * instead of only when `cart/add` answers. Undefined when the cart cannot be read.
 */
async function cartAsItIs(key: ReturnType<typeof currentCartKey>) {
  const shown = queryClient.getQueryData<CartRow[]>(key);
  if (shown !== undefined) return shown;
  try {
    const [, { guestId, moduleId }] = key;
    return await queryClient.fetchQuery(cartQueries.of(guestId, moduleId));
  } catch {
    return undefined;
  }
}

/**
 * Adds a line, showing it in the cart before the provider answers (the badge moves with the
 * click); a refusal puts the cart back as it was and asks the provider for it again.
 */
async function addShownAtOnce(request: AddRequest) {
  const key = currentCartKey();
  const before = await cartAsItIs(key);
  await queryClient.cancelQueries({ queryKey: key });
  // use-add-to-cart passes the card's or the page's own item.
  const item = request.item as Item | undefined;
  if (before && item) showCart(withPendingAdd(before, request, item));
  // Whoever adds a line is likely to open the cart next.
  void CartDrawer.load();
  try {
    showCart(await addCartItem(currentOwner(), request));
  } catch (error) {
    showCart(before);
    void queryClient.invalidateQueries({ queryKey: key });
    throw error;
  }
}

/** One add-to-cart flow for the whole app: its clear-cart and location prompts render once. */
export const addToCartActor = createActor(
  addToCartMachine.provide({
    actors: {
      addItem: fromPromise(({ input }) => addShownAtOnce(input)),
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
void CartFlowDialogs.load();
