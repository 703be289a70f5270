import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchStores } from '@/api/catalogue';
import { CACHE_TIERS } from '@/api/cache-tiers';

/** Pages of stores of the chosen module; a list stops when a page comes back short or empty (SPEC §9). */
export function useStores(zoneIds: number[], moduleId: number) {
  return useInfiniteQuery({
    queryKey: ['stores', 'all', { zoneIds, moduleId }],
    queryFn: ({ pageParam, signal }) => fetchStores(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.stores.length, 0);
      return last.stores.length > 0 && loaded < last.total_size ? pages.length + 1 : undefined;
    },
    staleTime: CACHE_TIERS.catalogue,
  });
}
