import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useAppSystem, type AppSystem } from './app-system';
import { cartAsItIs, createAddToCartActor } from './cart-actors';
import { isOfflineNow } from './connectivity';
import type { CartRow } from '@/api/schemas/cart';
import type { Item } from '@/api/schemas/catalogue';
import { isPendingLine, queuedSeqOf } from '@/domain/cart-lines';
import { discountedPrice } from '@/domain/pricing';
import { readZoneIds } from '@/platform/location-store';
import type { CartLineDraft } from '@machines/item-options.machine';
import { cartKeyNow, useCart } from './use-cart';

/**
 * The cart as the provider has it. A press made while the page was starting (a tap kept before
 * hydration, replayed at once) comes before the page has fetched the cart: it is fetched first,
 * or the one-store rule would be checked against an empty cart. Offline, what the tab has.
 */
async function cartNow(system: AppSystem): Promise<CartRow[]> {
  const key = cartKeyNow(system);
  if (isOfflineNow(system)) return system.queryClient.getQueryData<CartRow[]>(key) ?? [];
  // A cart that cannot be read: the provider keeps the one-store rule itself.
  return (await cartAsItIs(system, key)) ?? [];
}

/** What the add-to-cart machine needs to know of the cart and the place, read at the press. */
async function factsNow(system: AppSystem) {
  // Lines added offline wait in the outbox: the one-store rule is checked when they are sent.
  const cart = (await cartNow(system)).filter((row) => queuedSeqOf(row) === null);
  return {
    cartStoreId: cart[0]?.item.store_id ?? null,
    hasLocation: readZoneIds() !== null,
    offline: isOfflineNow(system),
  };
}

const pathOf = (item: Item) => item.slug || String(item.id);

/**
 * From an item card: items with options go to their page first. One function for the app's
 * lifetime, so a card that did not change need not render again when another one is added.
 */
async function add(system: AppSystem, item: Item) {
  system.actor(createAddToCartActor).send({
    type: 'ADD',
    ...(await factsNow(system)),
    itemId: item.id,
    storeId: item.store_id,
    itemPath: pathOf(item),
    item,
    quantity: 1,
    price: discountedPrice(item),
    needsOptions:
      item.food_variations.length > 0 || item.variations.length > 0 || item.add_ons.length > 0,
  });
}

/** From the item page, with the options chosen there. */
async function addLine(system: AppSystem, item: Item, line: CartLineDraft) {
  system.actor(createAddToCartActor).send({
    type: 'ADD',
    ...(await factsNow(system)),
    itemId: line.itemId,
    storeId: item.store_id,
    itemPath: pathOf(item),
    item,
    quantity: line.quantity,
    price: line.price,
    variation: line.variation,
    addOnIds: line.addOnIds,
    addOnQtys: line.addOnQtys,
    needsOptions: false,
  });
}

/** Item cards and the item page call `add`; the add-to-cart machine decides what happens. */
export function useAddToCart() {
  const system = useAppSystem();
  const cart = useCart().data ?? [];
  // One pair of functions for the app's lifetime (see `add`).
  const handlers = useMemo(
    () => ({
      add: (item: Item) => void add(system, item),
      addLine: (item: Item, line: CartLineDraft) => void addLine(system, item, line),
    }),
    [system],
  );
  const addingItemId = useSelector(system.actor(createAddToCartActor), (s) =>
    s.matches('adding') || s.matches('clearing') || s.matches('addingAfterClear')
      ? (s.context.request?.itemId ?? null)
      : null,
  );
  return {
    addingItemId,
    quantityInCart: (itemId: number) =>
      cart.filter((row) => row.item_id === itemId).reduce((sum, row) => sum + row.quantity, 0),
    /**
     * The cart line of an item held on one line, which its card's stepper changes (once the
     * provider has confirmed it: a line shown ahead of its answer has no cart id to change).
     */
    lineOf: (itemId: number) => {
      const rows = cart.filter((row) => row.item_id === itemId);
      return rows.length === 1 && !isPendingLine(rows[0]!) ? rows[0] : undefined;
    },
    ...handlers,
  };
}
