import { vegType, type SearchQuery } from '@/domain/search';
import type { ApiClient } from './client';
import type { Item, Store } from './schemas/catalogue';
import { ItemSearchPage, StoreSearchPage, Suggestions } from './schemas/search';

/** The ids of a list plus the data type's own subject (the category or brand of the page). */
function idsWith(ids: number[], subject: number | null): string | undefined {
  const all = subject === null || ids.includes(subject) ? ids : [subject, ...ids];
  return all.length > 0 ? JSON.stringify(all) : undefined;
}

function searchParams(query: SearchQuery, offset: number, limit: number) {
  const subject = (type: SearchQuery['dataType']) =>
    query.dataType === type ? query.subjectId : null;
  return {
    name: query.search || undefined,
    data_type: query.dataType,
    offset,
    limit,
    // Without a sort the provider lists data_type=new newest first.
    sort_by: query.sort === 'newest' ? undefined : query.sort,
    type: vegType(query.diets),
    filter: query.filters.length > 0 ? JSON.stringify(query.filters) : undefined,
    category_ids: idsWith(query.categoryIds, subject('category')),
    brand_ids: idsWith(query.brandIds, subject('brand')),
    rating_count: query.rating > 0 ? query.rating : undefined,
    min_price: query.price.min,
    max_price: query.price.max,
  };
}

/** SPEC §7 search: `name` only when searched, limit 12, filters as JSON arrays. */
export function searchItems(api: ApiClient, query: SearchQuery, offset: number, limit: number) {
  return api.request('items/search', ItemSearchPage, { query: searchParams(query, offset, limit) });
}

export function searchStores(api: ApiClient, query: SearchQuery, offset: number, limit: number) {
  return api.request('stores/search', StoreSearchPage, {
    query: searchParams(query, offset, limit),
  });
}

/** One page of a query's results (items or stores, by its tab) and the provider's total. */
export type SearchPage = { items: Item[]; stores: Store[]; totalSize: number };

export async function fetchSearchPage(
  api: ApiClient,
  query: SearchQuery,
  offset: number,
  limit: number,
): Promise<SearchPage> {
  if (query.tab === 'items') {
    const page = await searchItems(api, query, offset, limit);
    return { items: page.products, stores: [], totalSize: page.total_size };
  }
  const page = await searchStores(api, query, offset, limit);
  return { items: [], stores: page.stores, totalSize: page.total_size };
}

/** Suggested items and stores for the header search (debounced by the search-box machine). */
export function fetchSuggestions(api: ApiClient, name: string, signal?: AbortSignal) {
  return api.request('items/search-suggestion', Suggestions, { query: { name }, signal });
}
