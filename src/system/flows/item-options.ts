import type { Item } from '@/api/schemas/catalogue';
import { updateCartQuantity } from '@/api/cart';
import { invalidateCart } from '@/api/queries/cart';
import { pageOfLine, type BuyNowLine } from '@/domain/buy-now';
import { toOptionsItem } from '@/domain/options-item';
import { discountPerUnit } from '@/domain/pricing';
import { writeBuyNowLine } from '@/platform/buy-now-store';
import { errorToast, toastKey } from '@machines/effects';
import {
  itemOptionsMachine,
  type CartLineDraft,
  type ItemCartLine,
} from '@machines/item-options.machine';
import { showToast } from '../run-effects';
import { useAppSystem, type AppSystem } from '../app-system';
import { useAddToCart } from '../use-add-to-cart';
import { useConfig } from '../use-config';
import { useFlowActor } from '../flow-actor';
import { ownerNow } from '../session';
import { useSignedIn } from '../use-session';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

async function updateLine(system: AppSystem, cartId: number, quantity: number) {
  try {
    await updateCartQuantity(system.api, ownerNow(system), cartId, quantity);
    showToast(toastKey('success', 'cart.itemUpdated'));
  } catch (error) {
    showToast(errorToast(error));
  } finally {
    await invalidateCart(system.queryClient);
  }
}

/** The chosen item as a Buy Now or campaign checkout shows and places it. */
function buyNowLineOf(item: Item, line: CartLineDraft): BuyNowLine {
  const discount = item.discount
    ? discountPerUnit({ discount: item.discount, discount_type: item.discount_type }, line.price)
    : 0;
  return {
    itemId: line.itemId,
    model: line.model,
    name: item.name,
    storeId: item.store_id,
    quantity: line.quantity,
    price: line.price,
    unitTotal: line.totalPrice / line.quantity - discount,
    variation: line.variation,
    addOnIds: line.addOnIds,
    addOnQtys: line.addOnQtys,
  };
}

/**
 * The item page's options actor. A new line goes through the add-to-cart flow, so the one-store
 * rule and the location prompt hold here too; Update To Cart sets the cart line's quantity.
 * Buy Now and Order Now keep the item for their checkout (the machine then goes there) and leave
 * the cart as it is.
 */
export function useItemOptionsFlow(
  item: Item,
  cartLine: ItemCartLine | null,
  onConfirmed: () => void,
) {
  const system = useAppSystem();
  const { addLine } = useAddToCart();
  const signedIn = useSignedIn();
  const guestCheckout = useConfig().data?.guest_checkout_status ?? false;
  return useFlowActor(
    itemOptionsMachine,
    { input: { item: toOptionsItem(item), cartLine, signedIn, guestCheckout } },
    (actor) => {
      const confirmed = actor.on('itemOptionsConfirmed', ({ intent, line }) => {
        if (intent === 'buyNow' || intent === 'orderNow') {
          const chosen = buyNowLineOf(item, line);
          writeBuyNowLine(pageOfLine(chosen), chosen);
        } else if (intent === 'update' && line.cartId !== null)
          void updateLine(system, line.cartId, line.quantity);
        else addLine(item, line);
        onConfirmed();
      });
      return () => confirmed.unsubscribe();
    },
  );
}
