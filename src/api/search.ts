import type { SearchQuery } from '@/domain/search';
import { apiRequest } from './client';
import { ItemSearchPage, StoreSearchPage, Suggestions } from './schemas/search';

function searchParams(query: SearchQuery, offset: number, limit: number) {
  return {
    name: query.search || undefined,
    data_type: 'searched',
    offset,
    limit,
    sort_by: query.sort,
    filter: query.filters.length > 0 ? JSON.stringify(query.filters) : undefined,
    category_ids: query.categoryIds.length > 0 ? JSON.stringify(query.categoryIds) : undefined,
    brand_ids: query.brandIds.length > 0 ? JSON.stringify(query.brandIds) : undefined,
    rating_count: query.rating > 0 ? query.rating : undefined,
    min_price: query.price.min,
    max_price: query.price.max,
  };
}

/** SPEC §7 search: `name` only when searched, limit 12, filters as JSON arrays. */
export function searchItems(query: SearchQuery, offset: number, limit: number) {
  return apiRequest('items/search', ItemSearchPage, { query: searchParams(query, offset, limit) });
}

export function searchStores(query: SearchQuery, offset: number, limit: number) {
  return apiRequest('stores/search', StoreSearchPage, {
    query: searchParams(query, offset, limit),
  });
}

/** Suggested items and stores for the header search (debounced by the search-box machine). */
export function fetchSuggestions(name: string, signal?: AbortSignal) {
  return apiRequest('items/search-suggestion', Suggestions, { query: { name }, signal });
}
