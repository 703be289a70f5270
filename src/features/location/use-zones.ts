import { useQuery } from '@tanstack/react-query';
import { fetchZones } from '@/api/location';
import { CACHE_TIERS } from '@/api/cache-tiers';

/** The service zones' outlines, for the offline map. A failure just leaves the map without them. */
export function useZones() {
  const query = useQuery({
    queryKey: ['zones'],
    queryFn: ({ signal }) => fetchZones(signal),
    staleTime: CACHE_TIERS.config,
  });
  return (query.data ?? []).map((zone) => ({
    id: zone.id,
    name: zone.name,
    coordinates: zone.formated_coordinates,
  }));
}
