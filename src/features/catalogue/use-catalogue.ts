import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CACHE_TIERS } from '@/api/cache-tiers';
import type { StoreListKind } from '@/api/catalogue-lists';
import { catalogueQueries, type CatalogueScope } from '@/api/queries/catalogue';
import { catalogueScopeOf } from '@/api/queries/page-data';
import { homeQueries } from '@/api/queries/home';
import { storeQueries } from '@/api/queries/stores';
import { useHomeQuery } from '@/system/use-home-query';
import { useStoredScope } from '@/platform/location-store';

/** What the provider's answers depend on besides the path: the zone and module headers. */
const useScope = (): CatalogueScope => catalogueScopeOf(useStoredScope());

/** The module's categories: the home's list (one cache for the home, this page and the menu). */
export function useCategories(options: { enabled?: boolean } = {}) {
  return useHomeQuery(homeQueries.categories, options);
}

export function useCategory(id: string) {
  return useQuery(catalogueQueries.category(id, useScope()));
}

export function useCategoryItems(id: number | null) {
  return useInfiniteQuery(catalogueQueries.categoryItems(id, useScope()));
}

export function useCategoryStores(id: number | null) {
  return useInfiniteQuery(catalogueQueries.categoryStores(id, useScope()));
}

export function useBrands() {
  return useQuery(catalogueQueries.brands(useScope()));
}

export function useStoreList(kind: StoreListKind) {
  return useInfiniteQuery(storeQueries.list(kind, useScope()));
}

/** The running flash sale (for its id when the URL has none): the home's, fresher here. */
export function useFlashSale(enabled: boolean) {
  return useHomeQuery(homeQueries.flashSale, { enabled, staleTime: CACHE_TIERS.catalogue });
}

export function useFlashSaleItems(flashSaleId: number | null) {
  return useInfiniteQuery(catalogueQueries.flashSaleItems(flashSaleId, useScope()));
}

export function useCampaign(id: number) {
  return useQuery(catalogueQueries.campaign(id, useScope()));
}
