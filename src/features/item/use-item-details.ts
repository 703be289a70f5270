import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchItem } from '@/api/catalogue';
import { CACHE_TIERS } from '@/api/cache-tiers';
import type { Item } from '@/api/schemas/catalogue';
import { readModule, readZoneIds, useStoredPlace } from '@/platform/location-store';

const itemDetailsQuery = (idOrSlug: string, zoneIds: number[] | null, moduleId?: number) =>
  queryOptions({
    queryKey: ['item', idOrSlug, { zoneIds, moduleId }],
    queryFn: ({ signal }) => fetchItem(idOrSlug, signal),
    staleTime: CACHE_TIERS.catalogue,
  });

/** `items/details/{id or slug}` in the stored zone and module; a card's item shows meanwhile. */
export function useItemDetails(idOrSlug: string, shown?: Item, enabled = true) {
  const place = useStoredPlace();
  return useQuery({
    ...itemDetailsQuery(idOrSlug, place.zoneIds, place.module?.id),
    enabled,
    ...(shown ? { placeholderData: shown } : {}),
  });
}

/** The item's details asked for ahead, when the visitor shows they mean to open it. */
export function prefetchItemDetails(client: QueryClient, idOrSlug: string) {
  void client.prefetchQuery(itemDetailsQuery(idOrSlug, readZoneIds(), readModule()?.id));
}
