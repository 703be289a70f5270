import { useSelector } from '@xstate/react';
import type { Item } from '@/api/schemas/catalogue';
import { updateCartQuantity } from '@/api/cart';
import { toOptionsItem } from '@/domain/options-item';
import { errorToast, toastKey } from '@machines/effects';
import { itemOptionsMachine, type ItemCartLine } from '@machines/item-options.machine';
import { showToast } from '../effects';
import { queryClient } from '../query-client';
import { useAddToCart } from '../use-add-to-cart';
import { useFlowActor } from '../flow-actor';
import { currentOwner, sessionActor } from '../session';

async function updateLine(cartId: number, quantity: number) {
  try {
    await updateCartQuantity(currentOwner(), cartId, quantity);
    showToast(toastKey('success', 'cart.itemUpdated'));
  } catch (error) {
    showToast(errorToast(error));
  } finally {
    await queryClient.invalidateQueries({ queryKey: ['cart'] });
  }
}

/**
 * The item page's options actor. A new line goes through the add-to-cart flow, so the one-store
 * rule and the location prompt hold here too; Update To Cart sets the cart line's quantity.
 */
export function useItemOptionsFlow(
  item: Item,
  cartLine: ItemCartLine | null,
  onConfirmed: () => void,
) {
  const { addLine } = useAddToCart();
  const signedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  return useFlowActor(
    itemOptionsMachine,
    { input: { item: toOptionsItem(item), cartLine, signedIn } },
    (actor) => {
      const confirmed = actor.on('itemOptionsConfirmed', ({ intent, line }) => {
        if (intent === 'update' && line.cartId !== null)
          void updateLine(line.cartId, line.quantity);
        else addLine(item, line);
        onConfirmed();
      });
      return () => confirmed.unsubscribe();
    },
  );
}
