import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { Item, Store } from '@/api/schemas/catalogue';
import { searchItems, searchStores } from '@/api/search';
import { useFlowEffects } from '@/app/use-flow-effects';
import {
  searchResultsMachine,
  type ResultsTab,
  type SearchQuery,
  type SearchResultsEvent,
} from '@machines/search-results.machine';

type Results = { items: Item[]; stores: Store[] };

const resultsKey = (query: SearchQuery) => ['search-results', query] as const;

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
        queryClient.setQueryData<Results>(resultsKey(query), (old) => ({
          items: [...(offset === 1 ? [] : (old?.items ?? [])), ...page.products],
          stores: [...(offset === 1 ? [] : (old?.stores ?? [])), ...page.stores],
        }));
        return { count: page.products.length + page.stores.length, totalSize: page.total_size };
      }),
    },
  });
}

/** The search results' state and handlers (search-results machine). */
export function useSearchResults(search: string, tab: ResultsTab = 'items') {
  const queryClient = useQueryClient();
  const [machine] = useState(() => provided(queryClient));
  const actor = useActorRef(machine, { input: { tab, search } });
  useFlowEffects(actor);
  const snapshot = useSelector(actor, (s) => s);
  const { query, totalSize } = snapshot.context;
  const results = useQuery<Results>({
    queryKey: resultsKey(query),
    queryFn: () => ({ items: [], stores: [] }),
    enabled: false,
    initialData: { items: [], stores: [] },
  }).data;
  return {
    query,
    totalSize,
    items: results.items,
    stores: results.stores,
    loading: snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
    canLoadMore:
      snapshot.matches('ready') && results.items.length + results.stores.length < totalSize,
    empty: snapshot.matches('empty'),
    failed: snapshot.matches('failed'),
    send: (event: SearchResultsEvent) => actor.send(event),
  };
}
