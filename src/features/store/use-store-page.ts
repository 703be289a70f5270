import { queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { nextPageOf } from '@/api/pagination';
import {
  fetchStoreCategoryItems,
  fetchStoreDetails,
  fetchStorePopularItems,
  fetchStoreReviews,
  searchStoreItems,
} from '@/api/store-page';
import { readModule, readZoneIds, useStoredPlace } from '@/platform/location-store';

type Scope = { zoneIds: number[] | null; moduleId: number | null };

function useScope(): Scope {
  const place = useStoredPlace();
  return { zoneIds: place.zoneIds, moduleId: place.module?.id ?? null };
}

/** The stored zone and module as they are now (outside React). */
const scopeNow = (): Scope => ({ zoneIds: readZoneIds(), moduleId: readModule()?.id ?? null });

const storeDetailsQuery = (idOrSlug: string, scope: Scope) =>
  queryOptions({
    queryKey: ['store', idOrSlug, scope],
    queryFn: ({ signal }) => fetchStoreDetails(idOrSlug, signal),
    staleTime: CACHE_TIERS.catalogue,
  });

/** The store's details asked for ahead, when the visitor shows they mean to open it. */
export function prefetchStoreDetails(client: QueryClient, idOrSlug: string) {
  const scope = scopeNow();
  if (scope.zoneIds !== null) void client.prefetchQuery(storeDetailsQuery(idOrSlug, scope));
}

const products = (page: { products: unknown[]; total_size: number }) => page.products;

export function useStoreDetails(idOrSlug: string) {
  const scope = useScope();
  return useQuery({ ...storeDetailsQuery(idOrSlug, scope), enabled: scope.zoneIds !== null });
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
