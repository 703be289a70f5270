import { useQuery } from '@tanstack/react-query';
import { cartKeys, cartQueries } from '@/api/queries/cart';
import { useHydrating } from '@/components/use-hydrating';
import { readModule, useStoredPlace } from '@/platform/location-store';
import { useStoredRaw } from '@/platform/storage';
import type { AppSystem } from './app-system';
import { ownerNow } from './session';
import { useCartOwner } from './use-session';

/** The cart's key for this visitor and module as they are now (outside React). */
export const cartKeyNow = (system: AppSystem) =>
  cartKeys.of(ownerNow(system).guestId, readModule()?.id);

/**
 * The cart of this visitor for the chosen module: always fresh from the provider. While a
 * server-rendered page hydrates, the cart the server rendered: the visitor's at the checkout (its
 * guest id's cookie is sent there), none elsewhere (the cart shows right after).
 */
export function useCart() {
  const owner = useCartOwner().guestId;
  const rendered = useStoredRaw('guest_id');
  const guestId = useHydrating() ? rendered : owner;
  const moduleId = useStoredPlace().module?.id;
  return useQuery({
    ...cartQueries.of(guestId, moduleId),
    enabled: guestId !== null && moduleId !== undefined,
  });
}
