import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { NO_SEARCH_RESULTS, searchQueries, type SearchResultsData } from '@/api/queries/search';
import type { Item, Store } from '@/api/schemas/catalogue';
import { searchItems, searchStores } from '@/api/search';
import type { SearchQuery } from '@/domain/search';
import { searchQueryPath } from '@/domain/search-url';
import { searchResultsMachine } from '@machines/search-results.machine';
import { useFlowActor } from '../flow-actor';

/** The machine counts pages; the results themselves live in the query cache, page after page. */
function provided(queryClient: QueryClient) {
  return searchResultsMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input }) => {
        const { query, offset, limit } = input;
        const page =
          query.tab === 'items'
            ? { ...(await searchItems(query, offset, limit)), stores: [] as Store[] }
            : { ...(await searchStores(query, offset, limit)), products: [] as Item[] };
        queryClient.setQueryData(searchQueries.results(query).queryKey, (old) => ({
          items: [...(offset === 1 ? [] : (old?.items ?? [])), ...page.products],
          stores: [...(offset === 1 ? [] : (old?.stores ?? [])), ...page.stores],
        }));
        return { count: page.products.length + page.stores.length, totalSize: page.total_size };
      }),
    },
  });
}

/**
 * The search results' actor, started from the query in the URL. Every new query the machine
 * settles on is pushed to the URL (the page then starts a flow for it), so Back, Forward and
 * reload land on the same results.
 */
export function useSearchResultsFlow(query: SearchQuery) {
  const queryClient = useQueryClient();
  const [machine] = useState(() => provided(queryClient));
  const actor = useFlowActor(
    machine,
    { input: { tab: query.tab, search: query.search, query } },
    (flow) => {
      const changed = flow.on('queryChanged', (event) => {
        const path = searchQueryPath(event.query);
        if (path !== `${window.location.pathname}${window.location.search}`) navigate(path);
      });
      return () => changed.unsubscribe();
    },
  );
  return actor;
}

/** The results loaded so far for a query (kept in the query cache by the flow). */
export function useSearchResultsData(query: SearchQuery): SearchResultsData {
  return useQuery(searchQueries.results(query)).data ?? NO_SEARCH_RESULTS;
}
