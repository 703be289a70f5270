/**
 * Search rules of SPEC §2 (header search box, search results), §4 (sorting, refetch, store tab)
 * and §9 (price range, default sort, filter options, page size).
 */

/** SPEC §2: recent searches, at most 5, newest first. */
export const MAX_RECENT_SEARCHES = 5;

/** The recent searches after searching `term`: it moves to the front, once, within 5. */
export function withRecentSearch(recent: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return [...recent];
  return [trimmed, ...recent.filter((entry) => entry !== trimmed)].slice(0, MAX_RECENT_SEARCHES);
}

export function withoutRecentSearch(recent: readonly string[], term: string): string[] {
  return recent.filter((entry) => entry !== term);
}

/** SPEC §2: a search goes to /home with search and data_type=searched. */
export function searchResultsPath(term: string): string {
  return `/home?search=${encodeURIComponent(term.trim())}&data_type=searched`;
}

/** SPEC §2: an empty search clears it: /home without search. */
export const CLEARED_SEARCH_PATH = '/home';

/** SPEC §9. */
export const SEARCH_PAGE_SIZE = 12;
export const PRICE_RANGE = { min: 0, max: 20000, gap: 1 } as const;

export type PriceRange = { min: number; max: number };

/** Inside 0..20000 with at least 1 between the thumbs. */
export function clampPriceRange(range: PriceRange): PriceRange {
  const clamp = (value: number) =>
    Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, Number.isFinite(value) ? value : 0));
  let min = clamp(Math.min(range.min, range.max));
  let max = clamp(Math.max(range.min, range.max));
  if (max - min < PRICE_RANGE.gap) {
    if (max + PRICE_RANGE.gap <= PRICE_RANGE.max) max = min + PRICE_RANGE.gap;
    else min = max - PRICE_RANGE.gap;
  }
  return { min, max };
}

export const FULL_PRICE_RANGE: PriceRange = { min: PRICE_RANGE.min, max: PRICE_RANGE.max };

/**
 * SPEC §4 "Sorting low and high exclusive": one sort at a time; §9 default high2Low. The newest
 * items (`data_type=new`) list the newest first until a price order is chosen: `newest` is their
 * default and theirs only.
 */
export type SortOrder = 'low2High' | 'high2Low' | 'newest';
export const DEFAULT_SORT: SortOrder = 'high2Low';

export function defaultSortOf(dataType: DataType): SortOrder {
  return dataType === 'new' ? 'newest' : DEFAULT_SORT;
}

/** The orders the sort box offers for a data type. */
export function sortOrdersOf(dataType: DataType): SortOrder[] {
  return dataType === 'new' ? ['newest', 'high2Low', 'low2High'] : ['high2Low', 'low2High'];
}

/**
 * SPEC §2 "Veg/non-veg filter with veg and non_veg booleans": none or both chosen list every
 * item; the provider's `type` is all, veg or non_veg.
 */
export type Diet = 'veg' | 'non_veg';
export const DIETS: readonly Diet[] = ['veg', 'non_veg'];

export function vegType(diets: readonly Diet[]): 'all' | Diet {
  return diets.length === 1 ? diets[0]! : 'all';
}

/** Whether the module's config (`module_config[type].veg_non_veg`) turns the veg filter on. */
export function vegFilterOn(moduleConfig: unknown, moduleType: string | undefined): boolean {
  if (!moduleType || typeof moduleConfig !== 'object' || moduleConfig === null) return false;
  const flags = (moduleConfig as Record<string, unknown>)[moduleType];
  if (typeof flags !== 'object' || flags === null) return false;
  const on = (flags as Record<string, unknown>).veg_non_veg;
  return on === true || on === 1 || on === '1';
}

/** SPEC §9 filter options; none chosen means "all". */
export const FILTER_OPTIONS = [
  'nearby',
  'currently_open',
  'top_rated',
  'discounted',
  'popular',
] as const;
export type FilterOption = (typeof FILTER_OPTIONS)[number];

export function isFilterOption(value: string): value is FilterOption {
  return (FILTER_OPTIONS as readonly string[]).includes(value);
}

export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

export type ResultsTab = 'items' | 'stores';

/**
 * SPEC §2 `/home?data_type=…`: a typed search (`searched`), a category's (`category`, with `id`)
 * or a brand's items (`brand`, with `brand_id`), the newest (`new`) or discounted items.
 */
export const DATA_TYPES = ['searched', 'category', 'brand', 'new', 'discounted'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Only a search and a category have stores too; a brand, new and discounted list items. */
export function hasStoresTab(dataType: DataType): boolean {
  return dataType === 'searched' || dataType === 'category';
}

/** Everything the results depend on: the query key of the search call, and the URL's state. */
export type SearchQuery = {
  dataType: DataType;
  /** data_type=category: the category's id (`id`); brand: the brand's (`brand_id`); else null. */
  subjectId: number | null;
  /** The category's or brand's name (`name`), for the heading; '' when the URL has none. */
  subjectName: string;
  tab: ResultsTab;
  search: string;
  sort: SortOrder;
  /** None means "all". */
  filters: FilterOption[];
  price: PriceRange;
  /** Minimum rating, 0 for any. */
  rating: number;
  categoryIds: number[];
  brandIds: number[];
  /** Veg, non-veg, both or none (none and both: every item). */
  diets: Diet[];
};

/** A new search: items first, high to low, nothing filtered. */
export function initialQuery(input: { tab: ResultsTab; search: string }): SearchQuery {
  return {
    dataType: 'searched',
    subjectId: null,
    subjectName: '',
    tab: input.tab,
    search: input.search,
    sort: DEFAULT_SORT,
    filters: [],
    price: FULL_PRICE_RANGE,
    rating: 0,
    categoryIds: [],
    brandIds: [],
    diets: [],
  };
}
