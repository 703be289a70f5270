import type { SnapshotFrom } from 'xstate';
import { FILTER_OPTIONS, type FilterOption, type SortOrder } from '@/domain/search';
import type {
  ResultsTab,
  SearchResultsEvent,
  searchResultsMachine,
} from '@machines/search-results.machine';

/** Search results: the tab, sort and count, which body shows, and how to ask for more. */
export function connect(
  snapshot: SnapshotFrom<typeof searchResultsMachine>,
  send: (event: SearchResultsEvent) => void,
) {
  const { query, totalSize } = snapshot.context;
  const isLoading = snapshot.matches('loading');
  const isLoadingMore = snapshot.matches('loadingMore');
  return {
    query,
    tab: query.tab,
    sort: query.sort,
    /** The "Found" count, once the first page is in. */
    foundCount: isLoading ? null : totalSize,
    body: snapshot.matches('failed')
      ? ('failed' as const)
      : isLoading
        ? ('loading' as const)
        : snapshot.matches('empty')
          ? ('empty' as const)
          : ('results' as const),
    emptyKey: query.tab === 'items' ? 'search.noItems' : 'search.noStores',
    isLoadingMore,
    showLoadMore:
      isLoadingMore || (snapshot.matches('ready') && snapshot.context.loaded < totalSize),
    getTabProps: (tab: ResultsTab) => ({
      'aria-pressed': query.tab === tab,
      onClick: () => send({ type: 'TAB_CHANGED', tab }),
    }),
    changeSort: (sort: SortOrder) => send({ type: 'SORT_CHANGED', sort }),
    /** SPEC §9 filter options, for items (the stores tab has none: SPEC §4). */
    filters:
      query.tab === 'items'
        ? FILTER_OPTIONS.map((option) => ({
            option,
            labelKey: `search.filter.${option}`,
            'aria-pressed': query.filters.includes(option),
          }))
        : [],
    toggleFilter: (filter: FilterOption) => send({ type: 'FILTER_TOGGLED', filter }),
    loadMore: () => send({ type: 'LOAD_MORE' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
