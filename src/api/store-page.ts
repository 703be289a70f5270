import { apiRequest } from './client';
import { ItemPage } from './schemas/catalogue';
import { StoreDetails, StoreReviewList } from './schemas/store-page';

/** The store page's lists: 12 items a page like the other lists (SPEC §9 search page size). */
export const STORE_ITEMS_PAGE_SIZE = 12;

export function fetchStoreDetails(idOrSlug: string, signal?: AbortSignal) {
  return apiRequest(`stores/details/${encodeURIComponent(idOrSlug)}`, StoreDetails, { signal });
}

/** The store's items, of one top-level category (with its children) or all (`category_id=0`). */
export function fetchStoreCategoryItems(
  storeId: number,
  categoryId: number | null,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest('items/latest', ItemPage, {
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
  storeId: number,
  name: string,
  categoryId: number | null,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest('items/search', ItemPage, {
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
export function fetchStorePopularItems(storeId: number, signal?: AbortSignal) {
  return apiRequest(`stores/popular-items/${storeId}`, ItemPage, {
    query: { offset: 1, limit: 12 },
    signal,
  });
}

export function fetchStoreReviews(storeId: number, signal?: AbortSignal) {
  return apiRequest('stores/reviews', StoreReviewList, { query: { store_id: storeId }, signal });
}
