import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '@/api/pagination';
import { fetchStores } from '@/api/catalogue';
import { CACHE_TIERS } from '@/api/cache-tiers';

/** Pages of stores of the chosen module; a list stops when a page comes back short or empty (SPEC §9). */
export function useStores(zoneIds: number[], moduleId: number) {
  return useInfiniteQuery({
    queryKey: ['stores', 'all', { zoneIds, moduleId }],
    queryFn: ({ pageParam, signal }) => fetchStores(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf((page: { stores: unknown[]; total_size: number }) => page.stores),
    staleTime: CACHE_TIERS.catalogue,
  });
}
