import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '@/api/pagination';
import { fetchStores } from '@/api/catalogue';
import { CACHE_TIERS } from '@/api/cache-tiers';
import type { StoresView } from '@/domain/stores-section';

/**
 * Pages of 12 stores of the chosen module for a tab and delivery filter; a list stops when a
 * page comes back empty or everything counted is loaded (SPEC §9).
 */
export function useStores(zoneIds: number[], moduleId: number, view: StoresView) {
  return useInfiniteQuery({
    queryKey: ['stores', 'home', view, { zoneIds, moduleId }],
    queryFn: ({ pageParam, signal }) => fetchStores(view, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf((page: { stores: unknown[]; total_size: number }) => page.stores),
    staleTime: CACHE_TIERS.catalogue,
  });
}
