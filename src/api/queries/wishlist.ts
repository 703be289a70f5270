import { apiOf } from '../client';
import type { QueryClient } from '@tanstack/query-core';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchWishlist } from '../wishlist';
import { PERSONAL } from './personal';
import { queryOptions } from './options';

export const wishlistKeys = {
  all: () => ['wishlist'] as const,
  /** The signed-in customer's wishlist in a zone and module (SPEC §4: it needs a zone). */
  of: (zoneIds: number[] | null, moduleId: number | undefined) =>
    ['wishlist', { zoneIds, moduleId }] as const,
};

export const wishlistQueries = {
  of: (zoneIds: number[] | null, moduleId: number | undefined) =>
    queryOptions({
      queryKey: wishlistKeys.of(zoneIds, moduleId),
      queryFn: ({ client, signal }) => fetchWishlist(apiOf(client), signal),
      staleTime: CACHE_TIERS.wishlist,
      meta: PERSONAL,
    }),
};

/** After a heart was changed (every zone's and module's list). */
export function invalidateWishlists(client: QueryClient) {
  return client.invalidateQueries({ queryKey: wishlistKeys.all() });
}
