import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { cartKeys, cartQueries } from '@/api/queries/cart';
import { currentOwner, sessionActor } from './session';
import { readModule, useStoredPlace } from '@/platform/location-store';

/** The cart's key for this visitor and module as they are now (outside React). */
export const currentCartKey = () => cartKeys.of(currentOwner().guestId, readModule()?.id);

/** The cart of this visitor for the chosen module: always fresh from the provider. */
export function useCart() {
  const guestId = useSelector(sessionActor, (s) => s.context.guestId);
  const moduleId = useStoredPlace().module?.id;
  return useQuery({
    ...cartQueries.of(guestId, moduleId),
    enabled: guestId !== null && moduleId !== undefined,
  });
}
