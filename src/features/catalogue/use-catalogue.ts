import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CACHE_TIERS } from '@/api/cache-tiers';
import {
  fetchBrands,
  fetchCampaign,
  fetchCategory,
  fetchCategoryItems,
  fetchCategoryStores,
  fetchFlashSale,
  fetchFlashSaleItems,
  type StoreListKind,
} from '@/api/catalogue-lists';
import { fetchCategories } from '@/api/home';
import { nextPageOf } from '@/api/pagination';
import { storeQueries } from '@/api/queries/stores';
import { useStoredPlace } from '@/platform/location-store';

/** What the provider's answers depend on besides the path: the zone and module headers. */
function useScope() {
  const place = useStoredPlace();
  return { zoneIds: place.zoneIds, moduleId: place.module?.id ?? null };
}

const products = (page: { products: unknown[]; total_size: number }) => page.products;
const stores = (page: { stores: unknown[]; total_size: number }) => page.stores;

export function useCategories() {
  const scope = useScope();
  return useQuery({
    queryKey: ['categories', scope],
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: CACHE_TIERS.categories,
  });
}

export function useCategory(id: string) {
  const scope = useScope();
  return useQuery({
    queryKey: ['category', id, scope],
    queryFn: ({ signal }) => fetchCategory(id, signal),
    staleTime: CACHE_TIERS.categories,
  });
}

export function useCategoryItems(id: number | null) {
  const scope = useScope();
  return useInfiniteQuery({
    queryKey: ['category-items', id, scope],
    queryFn: ({ pageParam, signal }) => fetchCategoryItems(id ?? 0, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf(products),
    enabled: id !== null,
    staleTime: CACHE_TIERS.catalogue,
  });
}

export function useCategoryStores(id: number | null) {
  const scope = useScope();
  return useInfiniteQuery({
    queryKey: ['category-stores', id, scope],
    queryFn: ({ pageParam, signal }) => fetchCategoryStores(id ?? 0, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf(stores),
    enabled: id !== null,
    staleTime: CACHE_TIERS.catalogue,
  });
}

export function useBrands() {
  const scope = useScope();
  return useQuery({
    queryKey: ['brands', scope],
    queryFn: ({ signal }) => fetchBrands(signal),
    staleTime: CACHE_TIERS.categories,
  });
}

export function useStoreList(kind: StoreListKind) {
  return useInfiniteQuery(storeQueries.list(kind, useScope()));
}

/** The running flash sale (for its id when the URL has none). */
export function useFlashSale(enabled: boolean) {
  const scope = useScope();
  return useQuery({
    queryKey: ['flash-sale', scope],
    queryFn: ({ signal }) => fetchFlashSale(signal),
    enabled,
    staleTime: CACHE_TIERS.catalogue,
  });
}

export function useFlashSaleItems(flashSaleId: number | null) {
  const scope = useScope();
  return useInfiniteQuery({
    queryKey: ['flash-sale-items', flashSaleId, scope],
    queryFn: ({ pageParam, signal }) => fetchFlashSaleItems(flashSaleId ?? 0, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf(products),
    enabled: flashSaleId !== null,
    staleTime: CACHE_TIERS.catalogue,
  });
}

export function useCampaign(id: number) {
  const scope = useScope();
  return useQuery({
    queryKey: ['campaign', id, scope],
    queryFn: ({ signal }) => fetchCampaign(id, signal),
    staleTime: CACHE_TIERS.banners,
  });
}
