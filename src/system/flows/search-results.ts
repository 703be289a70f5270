import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { NO_SEARCH_RESULTS, searchQueries, type SearchResultsData } from '@/api/queries/search';
import { fetchSearchPage } from '@/api/search';
import { useHydrating } from '@/components/use-hydrating';
import type { SearchQuery } from '@/domain/search';
import { searchQueryPath } from '@/domain/search-url';
import { searchResultsMachine } from '@machines/search-results.machine';
import { useAppSystem, type AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';

/** The machine counts pages; the results themselves live in the query cache, page after page. */
function provided({ api, queryClient }: AppSystem) {
  return searchResultsMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input }) => {
        const { query, offset, limit } = input;
        const page = await fetchSearchPage(api, query, offset, limit);
        queryClient.setQueryData(searchQueries.results(query).queryKey, (old) => ({
          items: [...(offset === 1 ? [] : (old?.items ?? [])), ...page.items],
          stores: [...(offset === 1 ? [] : (old?.stores ?? [])), ...page.stores],
        }));
        return { count: page.items.length + page.stores.length, totalSize: page.totalSize };
      }),
    },
  });
}

/**
 * The first page the server rendered (issue 28), put where the flow keeps its results: the page
 * hydrates on it and the flow starts from it. None in a page the browser renders: it asks.
 */
function useServerFirstPage(queryClient: QueryClient, query: SearchQuery) {
  const hydrating = useHydrating();
  // On the server, this is the query its route declares (features/home/home.data.ts); hydrating, the answer it sent.
  const first = useQuery({ ...searchQueries.firstPage(query), enabled: hydrating }).data;
  const [firstPage] = useState(() => {
    if (!hydrating || !first) return undefined;
    queryClient.setQueryData(searchQueries.results(query).queryKey, {
      items: first.items,
      stores: first.stores,
    });
    return { count: first.items.length + first.stores.length, totalSize: first.totalSize };
  });
  return firstPage;
}

/**
 * The search results' actor, started from the query in the URL. Every new query the machine
 * settles on is pushed to the URL (the page then starts a flow for it), so Back, Forward and
 * reload land on the same results.
 */
export function useSearchResultsFlow(query: SearchQuery) {
  const queryClient = useQueryClient();
  const system = useAppSystem();
  const [machine] = useState(() => provided(system));
  const firstPage = useServerFirstPage(queryClient, query);
  const actor = useFlowActor(
    machine,
    { input: { tab: query.tab, search: query.search, query, ...(firstPage && { firstPage }) } },
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
