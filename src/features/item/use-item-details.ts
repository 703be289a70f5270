import { useQuery } from '@tanstack/react-query';
import { fetchItem } from '@/api/catalogue';
import { CACHE_TIERS } from '@/api/cache-tiers';
import type { Item } from '@/api/schemas/catalogue';
import { useStoredPlace } from '@/platform/location-store';

/** `items/details/{id or slug}` in the stored zone and module; a card's item shows meanwhile. */
export function useItemDetails(idOrSlug: string, shown?: Item, enabled = true) {
  const place = useStoredPlace();
  return useQuery({
    queryKey: ['item', idOrSlug, { zoneIds: place.zoneIds, moduleId: place.module?.id }],
    queryFn: ({ signal }) => fetchItem(idOrSlug, signal),
    staleTime: CACHE_TIERS.catalogue,
    enabled,
    ...(shown ? { placeholderData: shown } : {}),
  });
}
