import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { nextPageOf } from '@/api/pagination';
import {
  fetchStoreCategoryItems,
  fetchStoreDetails,
  fetchStorePopularItems,
  fetchStoreReviews,
  searchStoreItems,
} from '@/api/store-page';
import { useStoredPlace } from '@/platform/location-store';

function useScope() {
  const place = useStoredPlace();
  return { zoneIds: place.zoneIds, moduleId: place.module?.id ?? null };
}

const products = (page: { products: unknown[]; total_size: number }) => page.products;

export function useStoreDetails(idOrSlug: string) {
  const scope = useScope();
  return useQuery({
    queryKey: ['store', idOrSlug, scope],
    queryFn: ({ signal }) => fetchStoreDetails(idOrSlug, signal),
    staleTime: CACHE_TIERS.catalogue,
    enabled: scope.zoneIds !== null,
  });
}

/** The store's items: the in-store search when there is one, else the category's (or all). */
export function useStoreItems(
  storeId: number | undefined,
  categoryId: number | null,
  search: string,
) {
  const scope = useScope();
  return useInfiniteQuery({
    queryKey: ['store-items', storeId, { categoryId, search }, scope],
    queryFn: ({ pageParam, signal }) =>
      search === ''
        ? fetchStoreCategoryItems(storeId ?? 0, categoryId, pageParam, signal)
        : searchStoreItems(storeId ?? 0, search, categoryId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf(products),
    enabled: storeId !== undefined,
    staleTime: CACHE_TIERS.catalogue,
  });
}

export function useStorePopularItems(storeId: number | undefined) {
  const scope = useScope();
  return useQuery({
    queryKey: ['store-popular-items', storeId, scope],
    queryFn: ({ signal }) => fetchStorePopularItems(storeId ?? 0, signal),
    enabled: storeId !== undefined,
    staleTime: CACHE_TIERS.popularItems,
  });
}

export function useStoreReviews(storeId: number | undefined) {
  return useQuery({
    queryKey: ['store-reviews', storeId],
    queryFn: ({ signal }) => fetchStoreReviews(storeId ?? 0, signal),
    enabled: storeId !== undefined,
    staleTime: CACHE_TIERS.catalogue,
  });
}
