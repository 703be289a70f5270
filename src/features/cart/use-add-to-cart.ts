import { useSelector } from '@xstate/react';
import { addToCartActor } from '@/app/cart-flow';
import type { Item } from '@/api/schemas/catalogue';
import { discountedPrice } from '@/domain/pricing';
import { useStoredPlace } from '@/platform/location-store';
import { useCart } from './use-cart';

/** Item cards call `add(item)`; the add-to-cart machine decides what happens. */
export function useAddToCart() {
  const cart = useCart().data ?? [];
  const place = useStoredPlace();
  const addingItemId = useSelector(addToCartActor, (s) =>
    s.matches('adding') || s.matches('clearing') || s.matches('addingAfterClear')
      ? (s.context.request?.itemId ?? null)
      : null,
  );
  return {
    addingItemId,
    quantityInCart: (itemId: number) =>
      cart.filter((row) => row.item_id === itemId).reduce((sum, row) => sum + row.quantity, 0),
    add: (item: Item) =>
      addToCartActor.send({
        type: 'ADD',
        itemId: item.id,
        storeId: item.store_id,
        itemPath: item.slug || String(item.id),
        quantity: 1,
        price: discountedPrice(item),
        needsOptions:
          item.food_variations.length > 0 || item.variations.length > 0 || item.add_ons.length > 0,
        cartStoreId: cart[0]?.item.store_id ?? null,
        hasLocation: place.zoneIds !== null,
      }),
  };
}
