import { useQuery } from '@tanstack/react-query';
import { cartKeys, cartQueries } from '@/api/queries/cart';
import { useHydrating } from '@/components/use-hydrating';
import { readModule, useStoredPlace } from '@/platform/location-store';
import type { AppSystem } from './app-system';
import { ownerNow } from './session';
import { useCartOwner } from './use-session';

/** The cart's key for this visitor and module as they are now (outside React). */
export const cartKeyNow = (system: AppSystem) =>
  cartKeys.of(ownerNow(system).guestId, readModule()?.id);

/**
 * The cart of this visitor for the chosen module: always fresh from the provider. None while a
 * server-rendered page hydrates: the server renders every page with an empty cart (it never sees
 * the guest id), and hydration renders what the server did; the cart shows right after.
 */
export function useCart() {
  const owner = useCartOwner().guestId;
  const guestId = useHydrating() ? null : owner;
  const moduleId = useStoredPlace().module?.id;
  return useQuery({
    ...cartQueries.of(guestId, moduleId),
    enabled: guestId !== null && moduleId !== undefined,
  });
}
