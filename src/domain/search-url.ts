import {
  DEFAULT_SORT,
  FULL_PRICE_RANGE,
  clampPriceRange,
  initialQuery,
  isFilterOption,
  type SearchQuery,
} from './search';

/**
 * `/home?data_type=searched&search=…` with the results' tab, sort and filters (SPEC §2): the URL
 * holds the whole query, so Back, Forward and reload land on the same results. Values that make
 * no sense heal to their defaults.
 */
export function searchQueryFromParams(params: URLSearchParams): SearchQuery | null {
  if (params.get('data_type') !== 'searched') return null;
  const query = initialQuery({
    tab: params.get('tab') === 'stores' ? 'stores' : 'items',
    search: (params.get('search') ?? '').trim(),
  });
  const sort = params.get('sort');
  const rating = Number(params.get('rating'));
  const min = params.get('min_price');
  const max = params.get('max_price');
  return {
    ...query,
    sort: sort === 'low2High' || sort === 'high2Low' ? sort : DEFAULT_SORT,
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
  };
}

/** The canonical path of a query: defaults left out, lists comma-separated. */
export function searchQueryPath(query: SearchQuery): string {
  const params = new URLSearchParams({ search: query.search, data_type: 'searched' });
  if (query.tab !== 'items') params.set('tab', query.tab);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.filters.length > 0) params.set('filter', query.filters.join(','));
  if (query.price.min !== FULL_PRICE_RANGE.min) params.set('min_price', String(query.price.min));
  if (query.price.max !== FULL_PRICE_RANGE.max) params.set('max_price', String(query.price.max));
  if (query.rating > 0) params.set('rating', String(query.rating));
  if (query.categoryIds.length > 0) params.set('category_ids', query.categoryIds.join(','));
  if (query.brandIds.length > 0) params.set('brand_ids', query.brandIds.join(','));
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
