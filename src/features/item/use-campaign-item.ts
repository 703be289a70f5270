import { useQuery } from '@tanstack/react-query';
import { fetchCampaignItem } from '@/api/catalogue';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { useStoredPlace } from '@/platform/location-store';

/** `/product/{id}?product_type=campaign`: the running campaign item of the stored zone and module. */
export function useCampaignItem(idOrSlug: string, enabled: boolean) {
  const place = useStoredPlace();
  return useQuery({
    queryKey: ['campaign-item', idOrSlug, { zoneIds: place.zoneIds, moduleId: place.module?.id }],
    queryFn: ({ signal }) => fetchCampaignItem(idOrSlug, signal),
    staleTime: CACHE_TIERS.catalogue,
    enabled,
  });
}
