import type { LatLng } from './geo';
import type { LocalNow } from './clock';

/**
 * What an item list and a store list ask (items-query.ts and stores.ts answer them with SQL,
 * read-model/ from memory), and the thresholds of their filters.
 */

export type VegType = 'all' | 'veg' | 'non_veg';
export type ItemOrder =
  'latest' | 'popular' | 'most_reviewed' | 'top_rated' | 'price_high' | 'price_low';

export const TOP_RATED_MIN_RATING = 4;
export const POPULAR_ITEM_MIN_ORDERS = 250;

export interface ItemQuery {
  zoneIds: number[];
  moduleId: number;
  type?: VegType;
  storeId?: number | undefined;
  /** restrict to these stores ("Nearby") */
  storeIds?: number[];
  /** already expanded to children */
  categoryIds?: number[] | undefined;
  brandIds?: number[] | undefined;
  conditionId?: number;
  /** only items tied to some common condition (pharmacy) */
  withCondition?: boolean;
  terms?: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  discounted?: boolean;
  recommended?: boolean;
  popular?: boolean;
  /** only items orderable now: store open and the item within its hours */
  openAt?: LocalNow;
  order: ItemOrder;
  limit: number;
  offset: number;
  /** probe the name's matches (text-match.ts); unset: findItems decides by their number */
  probe?: boolean;
}

export type StoreFilter = 'all' | 'delivery' | 'take_away';
/** `all`: open stores first, then the nearest (with a location) or by id. */
export type StoreOrder = 'all' | 'newly_joined' | 'popular' | 'top_rated';
export type StoreFlag = 'nearby' | 'currently_open' | 'top_rated' | 'discounted' | 'popular';

/** "Nearby": within this distance of the location headers. */
export const NEARBY_KM = 5;
export const POPULAR_STORE_MIN_ORDERS = 1000;

export interface StoreQuery {
  zoneIds: number[];
  moduleId?: number | undefined;
  filter?: StoreFilter;
  /** veg: stores serving veg food; non_veg: serving non-veg */
  veg?: 'all' | 'veg' | 'non_veg';
  order: StoreOrder;
  terms?: string[];
  /** stores selling items of these categories (already expanded to children) */
  categoryIds?: number[] | undefined;
  minRating?: number | undefined;
  flags?: ReadonlySet<StoreFlag>;
  /** restrict to these stores (campaign participants) */
  storeIds?: number[];
  limit: number;
  offset: number;
  from?: LatLng | undefined;
  now: LocalNow;
}
