import { useQuery } from '@tanstack/react-query';
import { locationQueries } from '@/api/queries/location';

/** The service zones' outlines, for the offline map. A failure just leaves the map without them. */
export function useZones() {
  const query = useQuery(locationQueries.zones());
  return (query.data ?? []).map((zone) => ({
    id: zone.id,
    name: zone.name,
    coordinates: zone.formated_coordinates,
  }));
}
