import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { fetchCart } from '@/api/cart';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { currentOwner, sessionActor } from './session';
import { readModule, useStoredPlace } from '@/platform/location-store';

export function cartKey(guestId: string | null, moduleId: number | undefined) {
  return ['cart', { guestId, moduleId }] as const;
}

/** The cart's key for this visitor and module as they are now (outside React). */
export const currentCartKey = () => cartKey(currentOwner().guestId, readModule()?.id);

/** The cart of this visitor for the chosen module: always fresh from the provider. */
export function useCart() {
  const guestId = useSelector(sessionActor, (s) => s.context.guestId);
  const moduleId = useStoredPlace().module?.id;
  return useQuery({
    queryKey: cartKey(guestId, moduleId),
    queryFn: ({ signal }) => fetchCart({ guestId }, signal),
    enabled: guestId !== null && moduleId !== undefined,
    staleTime: CACHE_TIERS.live,
  });
}
