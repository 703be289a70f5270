import { apiOf } from '../client';
import { SEARCH_PAGE_SIZE, type SearchQuery } from '@/domain/search';
import { CACHE_TIERS } from '../cache-tiers';
import type { Item, Store } from '../schemas/catalogue';
import { fetchSearchPage } from '../search';
import { queryOptions } from './options';

/** The results of one search loaded so far, page after page. */
export type SearchResultsData = { items: Item[]; stores: Store[] };

export const NO_SEARCH_RESULTS: SearchResultsData = { items: [], stores: [] };

export const searchKeys = {
  /** A query's results: written by the search results' flow as its pages arrive. */
  results: (query: SearchQuery) => ['search-results', query] as const,
  firstPage: (query: SearchQuery) => ['search-first-page', query] as const,
};

export const searchQueries = {
  /** Read-only: the flow fetches the pages (it counts them) and puts them in the cache. */
  results: (query: SearchQuery) =>
    queryOptions<SearchResultsData>({
      queryKey: searchKeys.results(query),
      queryFn: () => NO_SEARCH_RESULTS,
      enabled: false,
      initialData: NO_SEARCH_RESULTS,
      // The browser rebuilds it from the first page: the server's page does not carry it twice.
      meta: { notInPage: true },
    }),
  /**
   * The first page of a query, as the server renders it (issue 28): the page hydrates from its
   * answer and the flow starts from it (its later pages the flow fetches itself).
   */
  firstPage: (query: SearchQuery) =>
    queryOptions({
      queryKey: searchKeys.firstPage(query),
      queryFn: ({ client }) => fetchSearchPage(apiOf(client), query, 1, SEARCH_PAGE_SIZE),
      staleTime: CACHE_TIERS.catalogue,
    }),
};
