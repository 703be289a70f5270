import { useQuery } from '@tanstack/react-query';
import { storeQueries } from '@/api/queries/stores';
import { catalogueScopeOf } from '@/api/queries/page-data';
import { useStoredScope } from '@/platform/location-store';

/** The pharmacy's `stores/details` in the stored zone and module (the store page's query). */
export function usePrescriptionStore(storeId: string) {
  const place = useStoredScope();
  const scope = catalogueScopeOf(place);
  return useQuery({ ...storeQueries.details(storeId, scope), enabled: scope.zoneIds !== null });
}
