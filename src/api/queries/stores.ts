import { apiOf } from '../client';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchStores } from '../catalogue';
import { fetchStoreList, type StoreListKind } from '../catalogue-lists';
import { nextPageOf } from '../pagination';
import {
  fetchStoreCategoryItems,
  fetchStoreDetails,
  fetchStorePopularItems,
  fetchStoreReviews,
  searchStoreItems,
  type StoreScope,
} from '../store-page';
import { infiniteQueryOptions, queryOptions } from './options';

/** What the provider's store answers depend on besides the path: the zone and module headers. */
export type { StoreScope };

/** The store page's item list: the in-store search when there is one, else a category (or all). */
export type StoreItemsFilter = { categoryId: number | null; search: string };

export const storeKeys = {
  /** `stores/details/{id or slug}`: the store page, the prescription order and prefetching. */
  details: (idOrSlug: string, scope: StoreScope) => ['store', idOrSlug, scope] as const,
  items: (storeId: number | undefined, filter: StoreItemsFilter, scope: StoreScope) =>
    ['store-items', storeId, filter, scope] as const,
  popularItems: (storeId: number | undefined, scope: StoreScope) =>
    ['store-popular-items', storeId, scope] as const,
  reviews: (storeId: number | undefined) => ['store-reviews', storeId] as const,
  /** `stores/get-stores`: the module home's stores, by tab and delivery filter. */
  byView: (view: { tab: string; filter: string }, scope: { zoneIds: number[]; moduleId: number }) =>
    ['stores', 'home', view, scope] as const,
  /** `stores/{latest|popular}`, page after page (the all-stores pages). */
  list: (kind: StoreListKind, scope: StoreScope) => ['stores', kind, scope] as const,
};

const products = (page: { products: unknown[]; total_size: number }) => page.products;
const stores = (page: { stores: unknown[]; total_size: number }) => page.stores;

export const storeQueries = {
  details: (idOrSlug: string, scope: StoreScope) =>
    queryOptions({
      queryKey: storeKeys.details(idOrSlug, scope),
      queryFn: ({ client, signal }) => fetchStoreDetails(apiOf(client), idOrSlug, scope, signal),
      staleTime: CACHE_TIERS.catalogue,
    }),
  items: (storeId: number | undefined, filter: StoreItemsFilter, scope: StoreScope) =>
    infiniteQueryOptions({
      queryKey: storeKeys.items(storeId, filter, scope),
      queryFn: ({ client, pageParam, signal }) =>
        filter.search === ''
          ? fetchStoreCategoryItems(
              apiOf(client),
              storeId ?? 0,
              filter.categoryId,
              pageParam,
              scope,
              signal,
            )
          : searchStoreItems(
              apiOf(client),
              storeId ?? 0,
              filter.search,
              filter.categoryId,
              pageParam,
              scope,
              signal,
            ),
      initialPageParam: 1,
      getNextPageParam: nextPageOf(products),
      enabled: storeId !== undefined,
      staleTime: CACHE_TIERS.catalogue,
    }),
  popularItems: (storeId: number | undefined, scope: StoreScope) =>
    queryOptions({
      queryKey: storeKeys.popularItems(storeId, scope),
      queryFn: ({ client, signal }) =>
        fetchStorePopularItems(apiOf(client), storeId ?? 0, scope, signal),
      enabled: storeId !== undefined,
      staleTime: CACHE_TIERS.popularItems,
    }),
  reviews: (storeId: number | undefined) =>
    queryOptions({
      queryKey: storeKeys.reviews(storeId),
      queryFn: ({ client, signal }) => fetchStoreReviews(apiOf(client), storeId ?? 0, signal),
      enabled: storeId !== undefined,
      staleTime: CACHE_TIERS.catalogue,
    }),
  /** Pages of 12 stores of the chosen module for a tab and delivery filter (SPEC §9). */
  byView: (view: { tab: string; filter: string }, scope: { zoneIds: number[]; moduleId: number }) =>
    infiniteQueryOptions({
      queryKey: storeKeys.byView(view, scope),
      queryFn: ({ client, pageParam, signal }) =>
        fetchStores(apiOf(client), view, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageOf(stores),
      staleTime: CACHE_TIERS.catalogue,
    }),
  list: (kind: StoreListKind, scope: StoreScope) =>
    infiniteQueryOptions({
      queryKey: storeKeys.list(kind, scope),
      queryFn: ({ client, pageParam, signal }) =>
        fetchStoreList(apiOf(client), kind, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageOf(stores),
      staleTime: CACHE_TIERS.catalogue,
    }),
};
