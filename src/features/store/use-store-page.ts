import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { storeQueries, type StoreScope } from '@/api/queries/stores';
import { storePlaceOf } from '@/domain/store-view';
import { useStoredScope } from '@/platform/location-store';

/** The zone and module the store page is seen in: the visitor's, else its address's. */
export function useStorePlace(): StoreScope | null {
  return storePlaceOf(useStoredScope(), new URLSearchParams(useSearch()));
}

const noPlace: StoreScope = { zoneIds: null, moduleId: null };
const useScope = (): StoreScope => useStorePlace() ?? noPlace;

export function useStoreDetails(idOrSlug: string) {
  const scope = useScope();
  return useQuery({ ...storeQueries.details(idOrSlug, scope), enabled: scope.zoneIds !== null });
}

/** The store's items: the in-store search when there is one, else the category's (or all). */
export function useStoreItems(
  storeId: number | undefined,
  categoryId: number | null,
  search: string,
) {
  return useInfiniteQuery(storeQueries.items(storeId, { categoryId, search }, useScope()));
}

export function useStorePopularItems(storeId: number | undefined) {
  return useQuery(storeQueries.popularItems(storeId, useScope()));
}

export function useStoreReviews(storeId: number | undefined) {
  return useQuery(storeQueries.reviews(storeId));
}
