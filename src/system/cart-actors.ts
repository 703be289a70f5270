import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { addCartItem, clearCart } from '@/api/cart';
import { ApiError } from '@/api/errors';
import { cartQueries } from '@/api/queries/cart';
import { addToCartMachine, type AddRequest } from '@machines/add-to-cart.machine';
import { checkoutGateMachine } from '@machines/checkout-gate.machine';
import type { CartRow } from '@/api/schemas/cart';
import type { Item } from '@/api/schemas/catalogue';
import { withPendingAdd } from '@/domain/cart-lines';
import type { AppActorCreator, AppSystem } from './app-system';
import { inspected } from './inspection';
import { newChangeKey, queueAdd } from './outbox';
import { bindEffects } from './run-effects';
import { ownerNow } from './session';
import { cartKeyNow } from './use-cart';
import '@/i18n/texts/shared';

/**
 * The provider answers a cart change with the whole cart (CONTRACT "Cart"): that answer is the
 * cart of `key`, shown at once, with no second request for it. A read of that cart still on its
 * way was sent before the change was made (a hydrating page enables its cart at any moment): its
 * older answer would replace this one (the badge back at 0 after "Added to cart"), so it is
 * cancelled first.
 */
async function showAnswer(system: AppSystem, key: CartKey, cart: CartRow[] | undefined) {
  await system.queryClient.cancelQueries({ queryKey: key });
  system.queryClient.setQueryData(key, cart);
}

type CartKey = ReturnType<typeof cartKeyNow>;

const isNoNetwork = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The cart as shown, or, when a page has only just asked for it (a line added the moment the
 * guest id arrives), its answer on the way: the new line then shows on top of it at once,
 * instead of only when `cart/add` answers. Undefined when the cart cannot be read.
 */
export async function cartAsItIs(system: AppSystem, key: CartKey) {
  const shown = system.queryClient.getQueryData<CartRow[]>(key);
  if (shown !== undefined) return shown;
  try {
    const [, { guestId, moduleId }] = key;
    return await system.queryClient.fetchQuery(cartQueries.of(guestId, moduleId));
  } catch {
    return undefined;
  }
}

/**
 * Adds a line, showing it in the cart before the provider answers (the badge moves with the
 * click); a refusal puts the cart back as it was and asks the provider for it again.
 */
async function addShownAtOnce(system: AppSystem, pressed: AddRequest) {
  if (pressed.offline) return queueAdd(system, pressed);
  // Sent with a key: if nothing answers, the outbox sends it again with the same one.
  const request = { ...pressed, idempotencyKey: pressed.idempotencyKey ?? newChangeKey() };
  const key = cartKeyNow(system);
  const before = await cartAsItIs(system, key);
  await system.queryClient.cancelQueries({ queryKey: key });
  // use-add-to-cart passes the card's or the page's own item.
  const item = request.item as Item | undefined;
  if (before && item) system.queryClient.setQueryData(key, withPendingAdd(before, request, item));
  // Whoever adds a line is likely to open the cart next.
  system.preload('CartDrawer');
  try {
    const [, { guestId }] = key;
    await showAnswer(
      system,
      key,
      await addCartItem(system.api, { guestId }, request, request.idempotencyKey),
    );
  } catch (error) {
    await showAnswer(system, key, before);
    // No network, whatever the browser says (issue 38): a new add waits in the outbox.
    if (isNoNetwork(error) && !pressed.idempotencyKey) return queueAdd(system, request);
    void system.queryClient.invalidateQueries({ queryKey: key });
    throw error;
  }
}

/** The add-to-cart flow of one app: its clear-cart and location prompts render once. */
export const createAddToCartActor = ((system: AppSystem) => {
  const actor = createActor(
    addToCartMachine.provide({
      actors: {
        addItem: fromPromise(({ input }) => addShownAtOnce(system, input)),
        clearCart: fromPromise(async () => {
          const key = cartKeyNow(system);
          await showAnswer(system, key, await clearCart(system.api, ownerNow(system)));
        }),
      },
    }),
    inspected(),
  );
  bindEffects(actor);
  // Its dialogs are the only way its prompts show.
  system.preload('CartFlowDialogs');
  return actor;
}) satisfies AppActorCreator<AnyActorRef>;

/** Where the cart drawer's Checkout button leads. */
export const createCheckoutGateActor = ((system: AppSystem) => {
  const actor = createActor(checkoutGateMachine, inspected());
  bindEffects(actor);
  system.preload('CartFlowDialogs');
  return actor;
}) satisfies AppActorCreator<AnyActorRef>;
