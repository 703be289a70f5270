import type { QueryClient } from '@tanstack/react-query';

/*
 * Intent to open something (the pointer over its link, or focus on it): the data of what opens
 * is fetched ahead, so the page or modal has it when it is pressed. Queries are cached by their
 * staleness tier, so a second intent asks for nothing. (The page's code is left to load on the
 * press: its list of files would weigh on every page that shows a card.)
 */

/** A store: `stores/details`. */
export function prefetchStore(queryClient: QueryClient, idOrSlug: string) {
  void import('@/features/store/use-store-page').then((m) =>
    m.prefetchStoreDetails(queryClient, idOrSlug),
  );
}

/** An item: `items/details`. */
export function prefetchItem(queryClient: QueryClient, idOrSlug: string) {
  void import('@/features/item/use-item-details').then((m) =>
    m.prefetchItemDetails(queryClient, idOrSlug),
  );
}
