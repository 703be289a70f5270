import { useQuery } from '@tanstack/react-query';
import { storeQueries } from '@/api/queries/stores';
import { useStoredPlace } from '@/platform/location-store';

/** The pharmacy's `stores/details` in the stored zone and module (the store page's query). */
export function usePrescriptionStore(storeId: string) {
  const place = useStoredPlace();
  const scope = { zoneIds: place.zoneIds, moduleId: place.module?.id ?? null };
  return useQuery({ ...storeQueries.details(storeId, scope), enabled: scope.zoneIds !== null });
}
