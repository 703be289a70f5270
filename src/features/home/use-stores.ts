import { useInfiniteQuery } from '@tanstack/react-query';
import { storeQueries } from '@/api/queries/stores';
import type { StoresView } from '@/domain/stores-section';

/**
 * Pages of 12 stores of the chosen module for a tab and delivery filter; a list stops when a
 * page comes back empty or everything counted is loaded (SPEC §9).
 */
export function useStores(zoneIds: number[], moduleId: number, view: StoresView) {
  return useInfiniteQuery(storeQueries.byView(view, { zoneIds, moduleId }));
}
