import type { SnapshotFrom } from 'xstate';
import {
  DIETS,
  FILTER_OPTIONS,
  sortOrdersOf,
  type Diet,
  hasStoresTab,
  FULL_PRICE_RANGE,
  PRICE_RANGE,
  type FilterOption,
  type SortOrder,
} from '@/domain/search';
import type {
  ResultsTab,
  SearchResultsEvent,
  searchResultsMachine,
} from '@machines/search-results.machine';
import '@/i18n/texts/shared';

/** One chosen narrowing of the results, shown as a chip that removes it. */
export type ResultsChip =
  | { kind: 'filter'; option: FilterOption }
  | { kind: 'price'; min: number; max: number }
  | { kind: 'rating'; rating: number }
  | { kind: 'category'; id: number }
  | { kind: 'brand'; id: number };

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
    /** What the page lists (SPEC §2 data_type) and the category's or brand's name, if any. */
    dataType: query.dataType,
    subjectName: query.subjectName,
    /** A search and a category list items or stores; a brand, new and discounted only items. */
    showTabs: hasStoresTab(query.dataType),
    /** The "Found" count, once the first page is in. */
    foundCount: isLoading ? null : totalSize,
    body: snapshot.matches('failed')
      ? ('failed' as const)
      : isLoading
        ? ('loading' as const)
        : snapshot.matches('empty')
          ? ('empty' as const)
          : ('results' as const),
    /** Why the results could not be loaded (`body: 'failed'`), for the error state to say. */
    error: snapshot.context.error,
    emptyKey: query.tab === 'items' ? 'search.noItems' : 'search.noStores',
    isLoadingMore,
    showLoadMore:
      isLoadingMore || (snapshot.matches('ready') && snapshot.context.loaded < totalSize),
    getTabProps: (tab: ResultsTab) => ({
      'aria-pressed': query.tab === tab,
      onClick: () => send({ type: 'TAB_CHANGED', tab }),
    }),
    /** The sort box's orders: newest first too for the new items (their default). */
    sortOrders: sortOrdersOf(query.dataType),
    changeSort: (sort: SortOrder) => send({ type: 'SORT_CHANGED', sort }),
    /** SPEC §2 veg and non_veg booleans (shown where the module's config turns them on). */
    diets: DIETS.map((diet) => ({
      diet,
      'aria-pressed': query.diets.includes(diet),
    })),
    toggleDiet: (diet: Diet) => send({ type: 'DIET_TOGGLED', diet }),
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
    /** SPEC §9: 0..20000 with a gap of at least 1 between the thumbs. */
    price: query.price,
    priceBounds: PRICE_RANGE,
    changePrice: (min: number, max: number) => send({ type: 'PRICE_CHANGED', min, max }),
    rating: query.rating,
    changeRating: (rating: number) => send({ type: 'RATING_CHANGED', rating }),
    isCategoryChosen: (id: number) => query.categoryIds.includes(id),
    toggleCategory: (categoryId: number) => send({ type: 'CATEGORY_TOGGLED', categoryId }),
    isBrandChosen: (id: number) => query.brandIds.includes(id),
    toggleBrand: (brandId: number) => send({ type: 'BRAND_TOGGLED', brandId }),
    /** Every narrowing in force, in the order the filters list them. */
    chips: [
      ...query.filters.map((option) => ({ kind: 'filter' as const, option })),
      ...(query.price.min !== FULL_PRICE_RANGE.min || query.price.max !== FULL_PRICE_RANGE.max
        ? [{ kind: 'price' as const, ...query.price }]
        : []),
      ...(query.rating > 0 ? [{ kind: 'rating' as const, rating: query.rating }] : []),
      ...query.categoryIds.map((id) => ({ kind: 'category' as const, id })),
      ...query.brandIds.map((id) => ({ kind: 'brand' as const, id })),
    ] satisfies ResultsChip[],
    removeChip: (chip: ResultsChip) => {
      if (chip.kind === 'filter') send({ type: 'FILTER_TOGGLED', filter: chip.option });
      else if (chip.kind === 'price')
        send({ type: 'PRICE_CHANGED', min: FULL_PRICE_RANGE.min, max: FULL_PRICE_RANGE.max });
      else if (chip.kind === 'rating') send({ type: 'RATING_CHANGED', rating: 0 });
      else if (chip.kind === 'category') send({ type: 'CATEGORY_TOGGLED', categoryId: chip.id });
      else send({ type: 'BRAND_TOGGLED', brandId: chip.id });
    },
    loadMore: () => send({ type: 'LOAD_MORE' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
