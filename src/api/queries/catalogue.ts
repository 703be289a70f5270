import { apiOf } from '../client';
import { CACHE_TIERS } from '../cache-tiers';
import {
  fetchBrands,
  fetchCampaign,
  fetchCategory,
  fetchCategoryItems,
  fetchCategoryStores,
  fetchFlashSaleItems,
} from '../catalogue-lists';
import { nextPageOf } from '../pagination';
import { infiniteQueryOptions, queryOptions } from './options';

/*
 * The catalogue's pages: a category, its items and stores, brands, a flash sale's items, a
 * campaign. (The category list and the running flash sale are the home's lists: `homeQueries`.)
 */

/** What the provider's answers depend on besides the path: the zone and module headers. */
export type CatalogueScope = { zoneIds: number[] | null; moduleId: number | null };

export const catalogueKeys = {
  category: (id: string, scope: CatalogueScope) => ['category', id, scope] as const,
  categoryItems: (id: number | null, scope: CatalogueScope) =>
    ['category-items', id, scope] as const,
  categoryStores: (id: number | null, scope: CatalogueScope) =>
    ['category-stores', id, scope] as const,
  brands: (scope: CatalogueScope) => ['brands', scope] as const,
  flashSaleItems: (flashSaleId: number | null, scope: CatalogueScope) =>
    ['flash-sale-items', flashSaleId, scope] as const,
  campaign: (id: number, scope: CatalogueScope) => ['campaign', id, scope] as const,
};

const products = (page: { products: unknown[]; total_size: number }) => page.products;
const stores = (page: { stores: unknown[]; total_size: number }) => page.stores;

export const catalogueQueries = {
  category: (id: string, scope: CatalogueScope) =>
    queryOptions({
      queryKey: catalogueKeys.category(id, scope),
      queryFn: ({ client, signal }) => fetchCategory(apiOf(client), id, signal),
      staleTime: CACHE_TIERS.categories,
    }),
  categoryItems: (id: number | null, scope: CatalogueScope) =>
    infiniteQueryOptions({
      queryKey: catalogueKeys.categoryItems(id, scope),
      queryFn: ({ client, pageParam, signal }) =>
        fetchCategoryItems(apiOf(client), id ?? 0, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageOf(products),
      enabled: id !== null,
      staleTime: CACHE_TIERS.catalogue,
    }),
  categoryStores: (id: number | null, scope: CatalogueScope) =>
    infiniteQueryOptions({
      queryKey: catalogueKeys.categoryStores(id, scope),
      queryFn: ({ client, pageParam, signal }) =>
        fetchCategoryStores(apiOf(client), id ?? 0, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageOf(stores),
      enabled: id !== null,
      staleTime: CACHE_TIERS.catalogue,
    }),
  brands: (scope: CatalogueScope) =>
    queryOptions({
      queryKey: catalogueKeys.brands(scope),
      queryFn: ({ client, signal }) => fetchBrands(apiOf(client), signal),
      staleTime: CACHE_TIERS.categories,
    }),
  flashSaleItems: (flashSaleId: number | null, scope: CatalogueScope) =>
    infiniteQueryOptions({
      queryKey: catalogueKeys.flashSaleItems(flashSaleId, scope),
      queryFn: ({ client, pageParam, signal }) =>
        fetchFlashSaleItems(apiOf(client), flashSaleId ?? 0, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageOf(products),
      enabled: flashSaleId !== null,
      staleTime: CACHE_TIERS.catalogue,
    }),
  campaign: (id: number, scope: CatalogueScope) =>
    queryOptions({
      queryKey: catalogueKeys.campaign(id, scope),
      queryFn: ({ client, signal }) => fetchCampaign(apiOf(client), id, signal),
      staleTime: CACHE_TIERS.banners,
    }),
};
