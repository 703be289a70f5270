import { useQuery } from '@tanstack/react-query';
import { itemQueries } from '@/api/queries/items';
import { itemScopeOf } from '@/api/queries/page-data';
import { useStoredScope } from '@/platform/location-store';

/** `/product/{id}?product_type=campaign`: the running campaign item of the stored zone and module. */
export function useCampaignItem(idOrSlug: string, enabled: boolean) {
  const place = useStoredScope();
  return useQuery({
    ...itemQueries.campaignItem(idOrSlug, itemScopeOf(place)),
    enabled,
  });
}
