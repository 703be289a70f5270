import { useQuery } from '@tanstack/react-query';
import { fetchCart } from '@/api/cart';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { readModule, useStoredPlace } from '@/platform/location-store';
import type { AppSystem } from './app-system';
import { ownerNow } from './session';
import { useCartOwner } from './use-session';

export function cartKey(guestId: string | null, moduleId: number | undefined) {
  return ['cart', { guestId, moduleId }] as const;
}

/** The cart's key for this visitor and module as they are now (outside React). */
export const cartKeyNow = (system: AppSystem) =>
  cartKey(ownerNow(system).guestId, readModule()?.id);

/** The cart of this visitor for the chosen module: always fresh from the provider. */
export function useCart() {
  const { guestId } = useCartOwner();
  const moduleId = useStoredPlace().module?.id;
  return useQuery({
    queryKey: cartKey(guestId, moduleId),
    queryFn: ({ signal }) => fetchCart({ guestId }, signal),
    enabled: guestId !== null && moduleId !== undefined,
    staleTime: CACHE_TIERS.live,
  });
}
