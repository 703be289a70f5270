import { assign, emit, fromPromise, setup } from 'xstate';
import {
  SEARCH_PAGE_SIZE,
  clampPriceRange,
  initialQuery,
  isFilterOption,
  toggled,
  DIETS,
  type ResultsTab,
  type SearchQuery,
  type SortOrder,
} from '../src/domain/search';
import { errorToast, type Effect } from './effects';

export type { ResultsTab, SearchQuery };

/**
 * A new search (tab and text), or a whole query read back from the URL; with its first page
 * when the server already rendered it (issue 28): shown as it came, not asked for again.
 */
export type SearchResultsInput = {
  tab: ResultsTab;
  search: string;
  query?: SearchQuery;
  firstPage?: PageAnswer;
};

/** Every new query is announced, so the app can keep it in the URL (Back, Forward, reload). */
export type SearchResultsEffect = Effect | { type: 'queryChanged'; query: SearchQuery };

/** One page request: offset is the 1-based page number (SPEC §9), limit 12. */
export type PageRequest = { query: SearchQuery; offset: number; limit: number };

/** What a page brought: how many results, and the total the provider reports. */
export type PageAnswer = { count: number; totalSize: number };

export type SearchResultsContext = {
  query: SearchQuery;
  /** The first page the server rendered, until the machine has taken it. */
  firstPage: PageAnswer | null;
  /** The last page loaded (0 before the first). */
  page: number;
  /** How many results the loaded pages brought. */
  loaded: number;
  totalSize: number;
  /** Why the first page failed (`failed`): the view says it in the customer's words. */
  error: unknown;
};

export type SearchResultsEvent =
  | { type: 'TAB_CHANGED'; tab: ResultsTab }
  | { type: 'SEARCH_CHANGED'; search: string }
  | { type: 'SORT_CHANGED'; sort: SortOrder }
  | { type: 'FILTER_TOGGLED'; filter: string }
  | { type: 'PRICE_CHANGED'; min: number; max: number }
  | { type: 'RATING_CHANGED'; rating: number }
  | { type: 'CATEGORY_TOGGLED'; categoryId: number }
  | { type: 'BRAND_TOGGLED'; brandId: number }
  | { type: 'DIET_TOGGLED'; diet: string }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' };

export { initialQuery };

const refetch = (description: string) => ({ target: '.loading' as const, description });

export const searchResultsMachine = setup({
  types: {
    input: {} as SearchResultsInput,
    context: {} as SearchResultsContext,
    events: {} as SearchResultsEvent,
    emitted: {} as SearchResultsEffect,
  },
  actors: {
    fetchPage: fromPromise<PageAnswer, PageRequest>(async () => {
      throw new Error('fetchPage not provided');
    }),
  },
  guards: {
    toStoresTab: ({ event }) => event.type === 'TAB_CHANGED' && event.tab === 'stores',
    pageEmpty: (_, answer: PageAnswer) => answer.count === 0,
    firstPageEmpty: ({ context }) => context.firstPage?.count === 0,
    hasFirstPage: ({ context }) => context.firstPage !== null,
  },
  actions: {
    setTab: assign({
      query: ({ context, event }) =>
        event.type === 'TAB_CHANGED' ? { ...context.query, tab: event.tab } : context.query,
    }),
    resetFilters: assign({ query: ({ context }) => ({ ...context.query, filters: [] }) }),
    setSearch: assign({
      query: ({ context, event }) =>
        event.type === 'SEARCH_CHANGED'
          ? { ...context.query, search: event.search }
          : context.query,
    }),
    setSort: assign({
      query: ({ context, event }) =>
        event.type === 'SORT_CHANGED' ? { ...context.query, sort: event.sort } : context.query,
    }),
    toggleFilter: assign({
      query: ({ context, event }) =>
        event.type === 'FILTER_TOGGLED' && isFilterOption(event.filter)
          ? { ...context.query, filters: toggled(context.query.filters, event.filter) }
          : context.query,
    }),
    setPrice: assign({
      query: ({ context, event }) =>
        event.type === 'PRICE_CHANGED'
          ? { ...context.query, price: clampPriceRange({ min: event.min, max: event.max }) }
          : context.query,
    }),
    setRating: assign({
      query: ({ context, event }) =>
        event.type === 'RATING_CHANGED'
          ? { ...context.query, rating: Math.min(5, Math.max(0, event.rating)) }
          : context.query,
    }),
    toggleCategory: assign({
      query: ({ context, event }) =>
        event.type === 'CATEGORY_TOGGLED'
          ? { ...context.query, categoryIds: toggled(context.query.categoryIds, event.categoryId) }
          : context.query,
    }),
    toggleBrand: assign({
      query: ({ context, event }) =>
        event.type === 'BRAND_TOGGLED'
          ? { ...context.query, brandIds: toggled(context.query.brandIds, event.brandId) }
          : context.query,
    }),
    toggleDiet: assign({
      query: ({ context, event }) => {
        if (event.type !== 'DIET_TOGGLED') return context.query;
        const diet = DIETS.find((known) => known === event.diet);
        return diet
          ? { ...context.query, diets: toggled(context.query.diets, diet) }
          : context.query;
      },
    }),
    startOver: assign({ page: 0, loaded: 0, totalSize: 0, firstPage: null, error: undefined }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error }),
    announceQuery: emit(({ context }) => ({ type: 'queryChanged' as const, query: context.query })),
    acceptPage: assign({
      page: ({ context }) => context.page + 1,
      loaded: ({ context }, answer: PageAnswer) => context.loaded + answer.count,
      totalSize: (_, answer: PageAnswer) => answer.totalSize,
    }),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'searchResults',
  description:
    'Search results: items or stores tab, sort (low and high exclusive, default high to low; newest first for new items), filters, veg/non-veg, price range 0..20000, rating, categories and brands. Any change refetches from the first page; more pages load on scroll until a page comes back empty.',
  context: ({ input }) => ({
    query: input.query ?? initialQuery(input),
    firstPage: input.firstPage ?? null,
    page: 0,
    loaded: 0,
    totalSize: 0,
    error: undefined,
  }),
  initial: 'opening',
  on: {
    TAB_CHANGED: [
      {
        guard: 'toStoresTab',
        ...refetch('The stores tab resets the filter to all.'),
        actions: ['setTab', 'resetFilters'],
      },
      { ...refetch('Back to the items tab.'), actions: 'setTab' },
    ],
    SEARCH_CHANGED: { ...refetch('A new search.'), actions: 'setSearch' },
    SORT_CHANGED: { ...refetch('Low to high or high to low, one at a time.'), actions: 'setSort' },
    FILTER_TOGGLED: {
      ...refetch('Nearby, Currently Open, Top Rated, Discounted, Popular.'),
      actions: 'toggleFilter',
    },
    PRICE_CHANGED: { ...refetch('Price range within 0..20000.'), actions: 'setPrice' },
    RATING_CHANGED: { ...refetch('Minimum rating.'), actions: 'setRating' },
    CATEGORY_TOGGLED: { ...refetch('A category chip.'), actions: 'toggleCategory' },
    BRAND_TOGGLED: { ...refetch('A brand (ecommerce sidebar).'), actions: 'toggleBrand' },
    DIET_TOGGLED: { ...refetch('Veg or non-veg (none or both: all).'), actions: 'toggleDiet' },
  },
  states: {
    opening: {
      description:
        'A page the server rendered (issue 28) opens on its first page as it came; any other asks for it.',
      always: [
        { guard: 'firstPageEmpty', target: 'empty' },
        {
          guard: 'hasFirstPage',
          target: 'ready',
          actions: [
            { type: 'acceptPage', params: ({ context }) => context.firstPage! },
            assign({ firstPage: null }),
          ],
        },
        { target: 'loading' },
      ],
    },
    loading: {
      description: 'Fetching the first page (offset 1, limit 12); skeletons show.',
      entry: ['startOver', 'announceQuery'],
      invoke: {
        id: 'fetchFirstPage',
        src: 'fetchPage',
        input: ({ context }) => ({ query: context.query, offset: 1, limit: SEARCH_PAGE_SIZE }),
        onDone: [
          {
            guard: { type: 'pageEmpty', params: ({ event }) => event.output },
            target: 'empty',
          },
          {
            target: 'ready',
            actions: { type: 'acceptPage', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    ready: {
      description: 'Results with the "Found" count; scrolling to the end loads the next page.',
      on: { LOAD_MORE: 'loadingMore' },
    },
    loadingMore: {
      description: 'Fetching the next page.',
      invoke: {
        id: 'fetchNextPage',
        src: 'fetchPage',
        input: ({ context }) => ({
          query: context.query,
          offset: context.page + 1,
          limit: SEARCH_PAGE_SIZE,
        }),
        onDone: [
          {
            guard: { type: 'pageEmpty', params: ({ event }) => event.output },
            target: 'exhausted',
            description: 'An empty page: the list stops.',
          },
          {
            target: 'ready',
            actions: { type: 'acceptPage', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'ready', actions: 'toastFailure' },
      },
    },
    exhausted: {
      description: 'Every page is loaded.',
    },
    empty: {
      description: '"Items not found!" or "Stores not found!".',
      on: { RETRY: 'loading' },
    },
    failed: {
      description: 'The search failed: an error state with Try again.',
      on: { RETRY: 'loading' },
    },
  },
});
