import { cartKeys, cartQueries } from '@/api/queries/cart';
import { useHydrating } from '@/components/use-hydrating';
import { readModule, useStoredScope } from '@/platform/location-store';
import { useRenderedWith } from '@/platform/storage';
import type { AppSystem } from './app-system';
import { ownerNow } from './session';
import { useQueryInTransition } from './use-query-in-transition';
import { useCartOwner } from './use-session';

/** The cart's key for this visitor and module as they are now (outside React). */
export const cartKeyNow = (system: AppSystem) =>
  cartKeys.of(ownerNow(system).guestId, readModule(system.stored)?.id);

/**
 * The cart of this visitor for the chosen module, rendered in a transition when it changes
 * (item cards, the header's badge and the checkout read it). While a server-rendered page
 * hydrates, the cart the server rendered: the visitor's at the checkout (its guest id's cookie is
 * sent there), none elsewhere (the cart shows right after).
 */
export function useCart() {
  const owner = useCartOwner().guestId;
  // What the server rendered with, read without subscribing: the browser's own guest id (this
  // tab's storage) is not the server's, and would render every reader again at once.
  const renderedWith = useRenderedWith('guest_id');
  const guestId = useHydrating() ? renderedWith : owner;
  const moduleId = useStoredScope().module?.id;
  return useQueryInTransition({
    ...cartQueries.of(guestId, moduleId),
    enabled: guestId !== null && moduleId !== undefined,
  });
}
