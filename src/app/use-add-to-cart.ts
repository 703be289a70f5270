import { useSelector } from '@xstate/react';
import { addToCartActor } from './cart-flow';
import type { Item } from '@/api/schemas/catalogue';
import { discountedPrice } from '@/domain/pricing';
import { useStoredPlace } from '@/platform/location-store';
import type { CartLineDraft } from '@machines/item-options.machine';
import { useCart } from './use-cart';

/** Item cards and the item page call `add`; the add-to-cart machine decides what happens. */
export function useAddToCart() {
  const cart = useCart().data ?? [];
  const place = useStoredPlace();
  const addingItemId = useSelector(addToCartActor, (s) =>
    s.matches('adding') || s.matches('clearing') || s.matches('addingAfterClear')
      ? (s.context.request?.itemId ?? null)
      : null,
  );
  const facts = {
    cartStoreId: cart[0]?.item.store_id ?? null,
    hasLocation: place.zoneIds !== null,
  };
  const pathOf = (item: Item) => item.slug || String(item.id);
  return {
    addingItemId,
    quantityInCart: (itemId: number) =>
      cart.filter((row) => row.item_id === itemId).reduce((sum, row) => sum + row.quantity, 0),
    /** The cart line of an item held on one line, which its card's stepper changes. */
    lineOf: (itemId: number) => {
      const rows = cart.filter((row) => row.item_id === itemId);
      return rows.length === 1 ? rows[0] : undefined;
    },
    /** From an item card: items with options go to their page first. */
    add: (item: Item) =>
      addToCartActor.send({
        type: 'ADD',
        ...facts,
        itemId: item.id,
        storeId: item.store_id,
        itemPath: pathOf(item),
        quantity: 1,
        price: discountedPrice(item),
        needsOptions:
          item.food_variations.length > 0 || item.variations.length > 0 || item.add_ons.length > 0,
      }),
    /** From the item page, with the options chosen there. */
    addLine: (item: Item, line: CartLineDraft) =>
      addToCartActor.send({
        type: 'ADD',
        ...facts,
        itemId: line.itemId,
        storeId: item.store_id,
        itemPath: pathOf(item),
        quantity: line.quantity,
        price: line.price,
        variation: line.variation,
        addOnIds: line.addOnIds,
        addOnQtys: line.addOnQtys,
        needsOptions: false,
      }),
  };
}
