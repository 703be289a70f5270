import { useQuery, type QueryClient } from '@tanstack/react-query';
import { itemQueries } from '@/api/queries/items';
import { itemScopeOf } from '@/api/queries/page-data';
import type { Item } from '@/api/schemas/catalogue';
import { readModule, readZoneIds, useStoredPlace } from '@/platform/location-store';

/** `items/details/{id or slug}` in the stored zone and module; a card's item shows meanwhile. */
export function useItemDetails(idOrSlug: string, shown?: Item, enabled = true) {
  const place = useStoredPlace();
  return useQuery({
    ...itemQueries.details(idOrSlug, itemScopeOf(place)),
    enabled,
    ...(shown ? { placeholderData: shown } : {}),
  });
}

/** The item's details asked for ahead, when the visitor shows they mean to open it. */
export function prefetchItemDetails(client: QueryClient, idOrSlug: string) {
  void client.prefetchQuery(
    itemQueries.details(idOrSlug, itemScopeOf({ zoneIds: readZoneIds(), module: readModule() })),
  );
}
