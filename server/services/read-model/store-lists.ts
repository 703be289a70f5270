import type { StoreRow } from '../../db/schema';
import { EARTH_RADIUS_M, type LatLng } from '../geo';
import { boundingBox } from '../geo-sql';
import {
  NEARBY_KM,
  POPULAR_STORE_MIN_ORDERS,
  TOP_RATED_MIN_RATING,
  type StoreQuery,
} from '../list-queries';
import type { CatalogueData } from './catalogue-data';
import { pageOf } from './top-k';

/**
 * services/stores.ts's `findStores` answered from the catalogue in memory: the same filters,
 * "open now" and the same order (open first, then the nearest, by the SQL's own haversine
 * formula, then the id). Undefined for a search by name (left to SQL).
 */

export interface StoreListAnswer {
  total: number;
  page: StoreRow[];
  /** the page's stores that are open now */
  open: Set<number>;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** geo-sql.ts's `haversineSql`, operation for operation (no clamp of the root). */
function haversine(from: LatLng, s: StoreRow): number {
  return (
    2 *
    EARTH_RADIUS_M *
    Math.asin(
      Math.sqrt(
        Math.pow(Math.sin(rad(s.latitude - from.lat) / 2), 2) +
          Math.cos(rad(from.lat)) *
            Math.cos(rad(s.latitude)) *
            Math.pow(Math.sin(rad(s.longitude - from.lng) / 2), 2),
      ),
    )
  );
}

export function answerStores(d: CatalogueData, q: StoreQuery): StoreListAnswer | undefined {
  if (q.terms && q.terms.length > 0) return undefined;
  const flags = q.flags ?? new Set();
  const zones = new Set(q.zoneIds);
  const only = q.storeIds ? new Set(q.storeIds) : undefined;
  const categories = q.categoryIds && q.categoryIds.length > 0 ? new Set(q.categoryIds) : undefined;
  const minRating = Math.max(q.minRating ?? 0, flags.has('top_rated') ? TOP_RATED_MIN_RATING : 0);
  const from = q.from;
  const box = flags.has('nearby') && from ? boundingBox(from, NEARBY_KM * 1000) : undefined;
  const c = d.col;
  const hasItem = (s: StoreRow, ok: (id: number) => boolean) =>
    d.itemsOfStore(s.id).some((id) => c.status[id] === 1 && ok(id));

  const openNow = d.openAt(q.now.day, q.now.time);
  const distance = from && q.order === 'all' ? new Float64Array(d.storeIdEnd) : undefined;
  const found: StoreRow[] = [];
  for (const s of d.storesOf(q.moduleId)) {
    if (s.status !== 1 || !zones.has(s.zone_id)) continue;
    if (q.filter === 'delivery' && s.delivery !== 1) continue;
    if (q.filter === 'take_away' && s.take_away !== 1) continue;
    if (q.veg === 'veg' && s.veg !== 1) continue;
    if (q.veg === 'non_veg' && s.non_veg !== 1) continue;
    if (only && !only.has(s.id)) continue;
    if (minRating > 0 && !(s.avg_rating >= minRating)) continue;
    if (flags.has('popular') && !(s.order_count >= POPULAR_STORE_MIN_ORDERS)) continue;
    if (flags.has('discounted') && !hasItem(s, (id) => c.discount[id]! > 0)) continue;
    if (categories && !hasItem(s, (id) => categories.has(c.category_id[id]!))) continue;
    if (flags.has('currently_open') && openNow[s.id] !== 1) continue;
    if (box && from) {
      if (s.latitude < box.minLat || s.latitude > box.maxLat) continue;
      if (s.longitude < box.minLng || s.longitude > box.maxLng) continue;
      if (!(haversine(from, s) <= NEARBY_KM * 1000)) continue;
    }
    if (distance && from) distance[s.id] = haversine(from, s);
    found.push(s);
  }

  let before: (a: StoreRow, b: StoreRow) => number;
  switch (q.order) {
    case 'all':
      before = (a, b) =>
        openNow[b.id]! - openNow[a.id]! ||
        (distance ? distance[a.id]! - distance[b.id]! : 0) ||
        a.id - b.id;
      break;
    case 'newly_joined':
      before = (a, b) =>
        a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? 1 : -1;
      break;
    case 'popular':
      before = (a, b) => b.order_count - a.order_count || a.id - b.id;
      break;
    case 'top_rated':
      before = (a, b) =>
        b.avg_rating - a.avg_rating || b.rating_count - a.rating_count || a.id - b.id;
      break;
  }
  const page = pageOf(found, before, q.limit, q.offset);
  return {
    total: found.length,
    page,
    open: new Set(page.filter((s) => openNow[s.id] === 1).map((s) => s.id)),
  };
}

/** The stores' active items (the cards' item counts), as `itemCounts` answers. */
export function activeItemCounts(d: CatalogueData, storeIds: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const id of storeIds) {
    const n = d.itemsOfStore(id).filter((i) => d.col.status[i] === 1).length;
    if (n > 0) out.set(id, n);
  }
  return out;
}
