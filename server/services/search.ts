import type { Db } from '../db/client';
import { refuse } from '../http/errors';
import { idList, stringList } from '../http/lists';
import { optionalInt, optionalNumber, optionalString, paging, type Bag } from '../http/params';
import { expandCategoryIds } from './categories';
import type { LocalNow } from './clock';
import { distanceMeters, type LatLng } from './geo';
import { findItems, TOP_RATED_MIN_RATING, type ItemOrder, type VegType } from './items-query';
import { findStores, NEARBY_KM, type StoreFlag } from './stores';
import { hydrateItems } from './catalogue';
import { nameContainsAll, searchTerms } from './text-match';

/**
 * `items/search`, `stores/search` and `items/search-suggestion` (CONTRACT "Catalogue"):
 * `name` (every word must match), `store_id` (items of one store: the store page's search), `data_type`, `category_ids`, `brand_ids` and `filter` as JSON
 * arrays, `rating_count` (minimum rating), `min_price`/`max_price`, `type`, `sort_by`
 * (high to low by default, or low to high), `limit` (12) and a 1-based page `offset`.
 */

export const SEARCH_PAGE_SIZE = 12;
export const SUGGESTION_LIMIT = 10;

export type SearchFlag = StoreFlag;
const FLAGS: SearchFlag[] = ['nearby', 'currently_open', 'top_rated', 'discounted', 'popular'];
const DATA_TYPES = ['all', 'searched', 'category', 'brand', 'new', 'discounted'] as const;
type DataType = (typeof DATA_TYPES)[number];

const SORTS: Record<string, ItemOrder> = {
  high2low: 'price_high',
  high_to_low: 'price_high',
  price_high: 'price_high',
  desc: 'price_high',
  low2high: 'price_low',
  low_to_high: 'price_low',
  price_low: 'price_low',
  asc: 'price_low',
};

export interface SearchParams {
  terms: string[];
  dataType: DataType;
  categoryIds?: number[] | undefined;
  brandIds?: number[] | undefined;
  storeId?: number | undefined;
  flags: Set<SearchFlag>;
  type: VegType;
  minRating?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort?: ItemOrder | undefined;
  limit: number;
  offset: number;
}

interface SearchScope {
  zoneIds: number[];
  moduleId: number;
  from: LatLng | undefined;
  now: LocalNow;
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function readSearch(q: Bag): SearchParams {
  const name = optionalString(q, 'name', 100);
  const dataType = norm(optionalString(q, 'data_type', 30) ?? 'all') as DataType;
  if (!DATA_TYPES.includes(dataType))
    throw refuse('data_type', `The data type must be one of ${DATA_TYPES.join(', ')}.`);

  let type = norm(optionalString(q, 'type', 20) ?? 'all') as VegType;
  if (type !== 'all' && type !== 'veg' && type !== 'non_veg')
    throw refuse('type', 'The type must be all, veg or non_veg.');

  const flags = new Set<SearchFlag>();
  for (const raw of stringList(q, 'filter') ?? []) {
    const f = norm(raw);
    if (f === 'all') continue;
    if (f === 'veg' || f === 'non_veg') type = f;
    else if ((FLAGS as string[]).includes(f)) flags.add(f as SearchFlag);
    else
      throw refuse(
        'filter',
        'The filter may hold Nearby, Currently Open, Top Rated, Discounted and Popular.',
      );
  }

  const sortRaw = optionalString(q, 'sort_by', 30);
  const sort = sortRaw === undefined ? undefined : SORTS[norm(sortRaw)];
  if (sortRaw !== undefined && sort === undefined)
    throw refuse('sort_by', 'The sort by must be high2Low or low2High.');

  const minRating = optionalNumber(q, 'rating_count', 'rating count');
  if (minRating !== undefined && (minRating < 0 || minRating > 5))
    throw refuse('rating_count', 'The rating count must be between 0 and 5.');
  const minPrice = optionalNumber(q, 'min_price', 'min price');
  const maxPrice = optionalNumber(q, 'max_price', 'max price');
  if (minPrice !== undefined && minPrice < 0)
    throw refuse('min_price', 'The min price must be at least 0.');
  if (maxPrice !== undefined && maxPrice < 0)
    throw refuse('max_price', 'The max price must be at least 0.');
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice)
    throw refuse('max_price', 'The max price must be at least the min price.');

  return {
    terms: searchTerms(name),
    dataType,
    categoryIds: idList(q, 'category_ids'),
    brandIds: idList(q, 'brand_ids'),
    storeId: optionalInt(q, 'store_id', { min: 1, label: 'store id' }),
    flags,
    type,
    minRating,
    minPrice,
    maxPrice,
    sort,
    ...paging(q, SEARCH_PAGE_SIZE),
  };
}

/** The stores of the zones and module within NEARBY_KM of the location. */
async function nearbyStoreIds(db: Db, s: SearchScope): Promise<number[]> {
  const from = s.from;
  if (!from)
    throw refuse('latitude', 'The Nearby filter needs the latitude and longitude headers.');
  const rows = await db
    .selectFrom('stores')
    .select(['id', 'latitude', 'longitude'])
    .where('status', '=', 1)
    .where('module_id', '=', s.moduleId)
    .where('zone_id', 'in', s.zoneIds)
    .execute();
  return rows
    .filter((r) => distanceMeters(from, { lat: r.latitude, lng: r.longitude }) <= NEARBY_KM * 1000)
    .map((r) => r.id);
}

export async function searchItems(db: Db, s: SearchScope, p: SearchParams) {
  const categoryIds = p.categoryIds ? await expandCategoryIds(db, p.categoryIds) : undefined;
  const order: ItemOrder = p.sort ?? (p.dataType === 'new' ? 'latest' : 'price_high');
  return findItems(
    db,
    {
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      type: p.type,
      categoryIds,
      brandIds: p.brandIds,
      storeId: p.storeId,
      terms: p.terms,
      minPrice: p.minPrice,
      maxPrice: p.maxPrice,
      minRating: Math.max(p.minRating ?? 0, p.flags.has('top_rated') ? TOP_RATED_MIN_RATING : 0),
      discounted: p.dataType === 'discounted' || p.flags.has('discounted'),
      popular: p.flags.has('popular'),
      ...(p.flags.has('currently_open') ? { openAt: s.now } : {}),
      ...(p.flags.has('nearby') ? { storeIds: await nearbyStoreIds(db, s) } : {}),
      order,
      limit: p.limit,
      offset: p.offset,
    },
    { categories: true },
  );
}

export async function searchStores(db: Db, s: SearchScope, p: SearchParams) {
  const categoryIds = p.categoryIds ? await expandCategoryIds(db, p.categoryIds) : undefined;
  return findStores(db, {
    zoneIds: s.zoneIds,
    moduleId: s.moduleId,
    veg: p.type,
    order: 'all',
    terms: p.terms,
    categoryIds,
    minRating: p.minRating,
    flags: p.flags,
    limit: p.limit,
    offset: p.offset,
    from: s.from,
    now: s.now,
  });
}

/** `items/search-suggestion?name`: a few items and stores whose names hold every word. */
export async function suggest(db: Db, s: SearchScope, name: string | undefined) {
  const terms = searchTerms(name);
  if (terms.length === 0) return { items: [], stores: [] };
  const rows = await db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .selectAll('items')
    .where('items.module_id', '=', s.moduleId)
    .where('items.status', '=', 1)
    .where('stores.status', '=', 1)
    .where('stores.zone_id', 'in', s.zoneIds)
    .where((eb) => eb.and(nameContainsAll(db, 'items', terms)))
    .orderBy('items.order_count', 'desc')
    .orderBy('items.id')
    .limit(SUGGESTION_LIMIT)
    .execute();
  const stores = await findStores(db, {
    zoneIds: s.zoneIds,
    moduleId: s.moduleId,
    order: 'all',
    terms,
    limit: SUGGESTION_LIMIT,
    offset: 1,
    from: s.from,
    now: s.now,
  });
  return { items: await hydrateItems(db, rows), stores: stores.stores };
}
