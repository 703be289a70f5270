import { apiOf } from '../client';
import type { QueryClient } from '@tanstack/query-core';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchCart } from '../cart';
import { PERSONAL } from './personal';
import { queryOptions } from './options';

export const cartKeys = {
  /** Every cart this tab has seen (each visitor and module). */
  all: () => ['cart'] as const,
  /** The cart of a visitor (guest id) for a module. */
  of: (guestId: string | null, moduleId: number | undefined) =>
    ['cart', { guestId, moduleId }] as const,
};

export const cartQueries = {
  /** The cart of this visitor for the chosen module: read again after a moment (CACHE_TIERS.cart). */
  of: (guestId: string | null, moduleId: number | undefined) =>
    queryOptions({
      queryKey: cartKeys.of(guestId, moduleId),
      queryFn: ({ client, signal }) => fetchCart(apiOf(client), { guestId }, signal),
      staleTime: CACHE_TIERS.cart,
      meta: PERSONAL,
    }),
};

/** After the cart changed at the provider (a line, an order, a sign-in). */
export function invalidateCart(client: QueryClient) {
  return client.invalidateQueries({ queryKey: cartKeys.all() });
}
