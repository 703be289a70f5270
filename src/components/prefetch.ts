import type { QueryClient } from '@tanstack/react-query';
import { catalogueScopeOf, itemScopeOf } from '@/api/queries/page-data';
import { readModule, readZoneIds } from '@/platform/location-store';

/*
 * Intent to open something (the pointer over its link, or focus on it): the data of what opens
 * is fetched ahead, so the page or modal has it when it is pressed. Queries are cached by their
 * staleness tier, so a second intent asks for nothing. (The queries' code loads on the first
 * intent, the page's on the press: their files would weigh on every page that shows a card.)
 */

/** The stored zone and module as they are now. */
const storedPlace = () => ({ zoneIds: readZoneIds(), module: readModule() });

/** A store: `stores/details`, in the visitor's zone (none: nothing to ask). */
export function prefetchStore(queryClient: QueryClient, idOrSlug: string) {
  const scope = catalogueScopeOf(storedPlace());
  if (scope.zoneIds === null) return;
  void import('@/api/queries/stores').then(({ storeQueries }) =>
    queryClient.prefetchQuery(storeQueries.details(idOrSlug, scope)),
  );
}

/** An item: `items/details`. */
export function prefetchItem(queryClient: QueryClient, idOrSlug: string) {
  const scope = itemScopeOf(storedPlace());
  void import('@/api/queries/items').then(({ itemQueries }) =>
    queryClient.prefetchQuery(itemQueries.details(idOrSlug, scope)),
  );
}
