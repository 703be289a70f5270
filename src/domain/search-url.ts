import {
  DATA_TYPES,
  DIETS,
  defaultSortOf,
  sortOrdersOf,
  FULL_PRICE_RANGE,
  clampPriceRange,
  hasStoresTab,
  initialQuery,
  isFilterOption,
  type DataType,
  type SearchQuery,
} from './search';

/** The URL key of each data type's subject (SPEC §2: `id` for a category, `brand_id` for a brand). */
const SUBJECT_KEY: Partial<Record<DataType, string>> = { category: 'id', brand: 'brand_id' };

function dataTypeOf(raw: string | null): DataType | null {
  return (DATA_TYPES as readonly string[]).includes(raw ?? '') ? (raw as DataType) : null;
}

/**
 * `/home?data_type=searched&search=…` (or `data_type=category&id=…&name=…`, `brand&brand_id=…`,
 * `new`, `discounted`) with the results' tab, sort and filters (SPEC §2): the URL holds the whole
 * query, so Back, Forward and reload land on the same results. Values that make no sense heal to
 * their defaults; a category or brand without a valid id is no results page.
 */
export function searchQueryFromParams(params: URLSearchParams): SearchQuery | null {
  const dataType = dataTypeOf(params.get('data_type'));
  if (dataType === null) return null;
  const subjectKey = SUBJECT_KEY[dataType];
  const subjectRaw = subjectKey ? (params.get(subjectKey) ?? '') : '';
  if (subjectKey && !isId(subjectRaw)) return null;
  const query = {
    ...initialQuery({
      tab: params.get('tab') === 'stores' && hasStoresTab(dataType) ? 'stores' : 'items',
      search: (params.get('search') ?? '').trim(),
    }),
    dataType,
    subjectId: subjectKey ? Number(subjectRaw) : null,
    subjectName: subjectKey ? (params.get('name') ?? '').trim().slice(0, 100) : '',
  };
  const sort = params.get('sort');
  const rating = Number(params.get('rating'));
  const min = params.get('min_price');
  const max = params.get('max_price');
  return {
    ...query,
    sort: sortOrdersOf(dataType).find((order) => order === sort) ?? defaultSortOf(dataType),
    // The stores tab has no filter (SPEC §4: a store tab change resets it to all).
    filters: query.tab === 'stores' ? [] : listOf(params.get('filter'), isFilterOption),
    price:
      min === null && max === null
        ? FULL_PRICE_RANGE
        : clampPriceRange({
            min: Number(min ?? FULL_PRICE_RANGE.min),
            max: Number(max ?? FULL_PRICE_RANGE.max),
          }),
    rating: Number.isInteger(rating) && rating > 0 && rating <= 5 ? rating : 0,
    categoryIds: listOf(params.get('category_ids'), isId),
    brandIds: listOf(params.get('brand_ids'), isId),
    // SPEC §2's two booleans, `veg=1` and `non_veg=1`.
    diets: DIETS.filter((diet) => params.get(diet) === '1'),
  };
}

/** The canonical path of a query: defaults left out, lists comma-separated. */
export function searchQueryPath(query: SearchQuery): string {
  const params = new URLSearchParams();
  // A typed search always names its text (SPEC §2); the other lists only when one was typed.
  if (query.dataType === 'searched' || query.search !== '') params.set('search', query.search);
  params.set('data_type', query.dataType);
  const subjectKey = SUBJECT_KEY[query.dataType];
  if (subjectKey && query.subjectId !== null) {
    params.set(subjectKey, String(query.subjectId));
    if (query.subjectName !== '') params.set('name', query.subjectName);
  }
  if (query.tab !== 'items') params.set('tab', query.tab);
  if (query.sort !== defaultSortOf(query.dataType)) params.set('sort', query.sort);
  if (query.filters.length > 0) params.set('filter', query.filters.join(','));
  if (query.price.min !== FULL_PRICE_RANGE.min) params.set('min_price', String(query.price.min));
  if (query.price.max !== FULL_PRICE_RANGE.max) params.set('max_price', String(query.price.max));
  if (query.rating > 0) params.set('rating', String(query.rating));
  if (query.categoryIds.length > 0) params.set('category_ids', query.categoryIds.join(','));
  if (query.brandIds.length > 0) params.set('brand_ids', query.brandIds.join(','));
  for (const diet of DIETS) if (query.diets.includes(diet)) params.set(diet, '1');
  return `/home?${params.toString()}`;
}

function isId(value: string): boolean {
  return /^[1-9]\d*$/.test(value);
}

function listOf<T extends string | number>(
  raw: string | null,
  accept: (value: string) => boolean,
): T[] {
  const values = (raw ?? '').split(',').filter((value) => value !== '' && accept(value));
  const unique = [...new Set(values)];
  return unique.map((value) => (isId(value) ? Number(value) : value)) as T[];
}
