import { storeQueries } from '@/api/queries/stores';
import type { StoresView } from '@/domain/stores-section';
import { useInfiniteQueryInTransition } from '@/system/use-query-in-transition';

/**
 * Pages of 12 stores of the chosen module for a tab and delivery filter; a list stops when a
 * page comes back empty or everything counted is loaded (SPEC §9). Below the module home's first
 * screen, its pages come after the page is shown: rendered as a transition.
 */
export function useStores(zoneIds: number[], moduleId: number, view: StoresView) {
  return useInfiniteQueryInTransition(storeQueries.byView(view, { zoneIds, moduleId }));
}
