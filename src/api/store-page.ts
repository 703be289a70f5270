import type { ApiClient } from './client';
import { ItemPage } from './schemas/catalogue';
import { StoreDetails, StoreReviewList } from './schemas/store-page';

/** The store page's lists: 12 items a page like the other lists (SPEC §9 search page size). */
export const STORE_ITEMS_PAGE_SIZE = 12;

/** The zone and module a store's answers are asked in: the page's (its visitor's, or its address's). */
export type StoreScope = { zoneIds: number[] | null; moduleId: number | null };

/** The provider's place headers of `scope`, over those of the stored place. */
const placeHeaders = (scope: StoreScope): Record<string, string> => ({
  ...(scope.zoneIds ? { zoneId: JSON.stringify(scope.zoneIds) } : {}),
  ...(scope.moduleId !== null ? { moduleId: String(scope.moduleId) } : {}),
});

export function fetchStoreDetails(
  api: ApiClient,
  idOrSlug: string,
  scope: StoreScope,
  signal?: AbortSignal,
) {
  return api.request(`stores/details/${encodeURIComponent(idOrSlug)}`, StoreDetails, {
    headers: placeHeaders(scope),
    signal,
  });
}

/** The store's items, of one top-level category (with its children) or all (`category_id=0`). */
export function fetchStoreCategoryItems(
  api: ApiClient,
  storeId: number,
  categoryId: number | null,
  page: number,
  scope: StoreScope,
  signal?: AbortSignal,
) {
  return api.request('items/latest', ItemPage, {
    headers: placeHeaders(scope),
    query: {
      store_id: storeId,
      category_id: categoryId ?? 0,
      offset: page,
      limit: STORE_ITEMS_PAGE_SIZE,
      type: 'all',
    },
    signal,
  });
}

/** The store's items whose names hold every word of `name` (optionally in one category). */
export function searchStoreItems(
  api: ApiClient,
  storeId: number,
  name: string,
  categoryId: number | null,
  page: number,
  scope: StoreScope,
  signal?: AbortSignal,
) {
  return api.request('items/search', ItemPage, {
    headers: placeHeaders(scope),
    query: {
      store_id: storeId,
      name,
      data_type: 'searched',
      category_ids: categoryId === null ? undefined : JSON.stringify([categoryId]),
      offset: page,
      limit: STORE_ITEMS_PAGE_SIZE,
    },
    signal,
  });
}

/** The store's most ordered items (`stores/popular-items/{id}`, SPEC §9 popular list of 12). */
export function fetchStorePopularItems(
  api: ApiClient,
  storeId: number,
  scope: StoreScope,
  signal?: AbortSignal,
) {
  return api.request(`stores/popular-items/${storeId}`, ItemPage, {
    headers: placeHeaders(scope),
    query: { offset: 1, limit: 12 },
    signal,
  });
}

export function fetchStoreReviews(api: ApiClient, storeId: number, signal?: AbortSignal) {
  return api.request('stores/reviews', StoreReviewList, { query: { store_id: storeId }, signal });
}
