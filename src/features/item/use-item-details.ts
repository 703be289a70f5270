import { useQuery } from '@tanstack/react-query';
import { itemQueries } from '@/api/queries/items';
import { itemScopeOf } from '@/api/queries/page-data';
import type { Item } from '@/api/schemas/catalogue';
import { useStoredScope } from '@/platform/location-store';

/** `items/details/{id or slug}` in the stored zone and module; a card's item shows meanwhile. */
export function useItemDetails(idOrSlug: string, shown?: Item, enabled = true) {
  const place = useStoredScope();
  return useQuery({
    ...itemQueries.details(idOrSlug, itemScopeOf(place)),
    enabled,
    ...(shown ? { placeholderData: shown } : {}),
  });
}
