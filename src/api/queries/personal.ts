import type { QueryClient } from '@tanstack/query-core';

/**
 * The mark of a query whose answer belongs to whoever the visitor is (their profile, addresses,
 * balances, orders, conversations, cart, wishlist, quote): `meta: PERSONAL` where it is declared.
 */
export const PERSONAL = { personal: true } as const;

/**
 * When the session ends (a sign-out, a token refused): none of the visitor's data stays in the
 * tab, so the next person at that tab never sees it, not even while theirs loads. The catalogue
 * stays.
 */
export function removePersonalData(client: QueryClient) {
  client.removeQueries({ predicate: (query) => query.meta?.personal === true });
}
