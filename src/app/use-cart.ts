import { useQuery } from '@tanstack/react-query';
import { cartKeys, cartQueries } from '@/api/queries/cart';
import { readModule, useStoredPlace } from '@/platform/location-store';
import type { AppSystem } from './app-system';
import { ownerNow } from './session';
import { useCartOwner } from './use-session';

/** The cart's key for this visitor and module as they are now (outside React). */
export const cartKeyNow = (system: AppSystem) =>
  cartKeys.of(ownerNow(system).guestId, readModule()?.id);

/** The cart of this visitor for the chosen module: always fresh from the provider. */
export function useCart() {
  const { guestId } = useCartOwner();
  const moduleId = useStoredPlace().module?.id;
  return useQuery({
    ...cartQueries.of(guestId, moduleId),
    enabled: guestId !== null && moduleId !== undefined,
  });
}
