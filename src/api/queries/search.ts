import type { SearchQuery } from '@/domain/search';
import type { Item, Store } from '../schemas/catalogue';
import { queryOptions } from './options';

/** The results of one search loaded so far, page after page. */
export type SearchResultsData = { items: Item[]; stores: Store[] };

export const NO_SEARCH_RESULTS: SearchResultsData = { items: [], stores: [] };

export const searchKeys = {
  /** A query's results: written by the search results' flow as its pages arrive. */
  results: (query: SearchQuery) => ['search-results', query] as const,
};

export const searchQueries = {
  /** Read-only: the flow fetches the pages (it counts them) and puts them in the cache. */
  results: (query: SearchQuery) =>
    queryOptions<SearchResultsData>({
      queryKey: searchKeys.results(query),
      queryFn: () => NO_SEARCH_RESULTS,
      enabled: false,
      initialData: NO_SEARCH_RESULTS,
    }),
};
