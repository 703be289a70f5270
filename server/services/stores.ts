import { sql } from 'kysely';
import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import type { StoreRow } from '../db/schema';
import { refuse } from '../http/errors';
import { requireStoreRow, serializeStore } from './catalogue';
import type { LocalNow } from './clock';
import {
  NEARBY_KM,
  POPULAR_STORE_MIN_ORDERS,
  TOP_RATED_MIN_RATING,
  type StoreFlag,
  type StoreQuery,
} from './list-queries';
import { distanceKm, type LatLng } from './geo';
import { deliveryCharge } from './pricing';
import { pivotFor, zonesAt } from './zones';
import { boundingBox, haversineSql } from './geo-sql';
import { openStoreIds, scheduledOpen, storeSchedules } from './schedules';
import { freshCatalogue } from './read-model/catalogue-model';
import { storeListPage } from './read-model/list-pages';
import { answerStores } from './read-model/store-lists';
import { nameContainsAll } from './text-match';

export {
  NEARBY_KM,
  POPULAR_STORE_MIN_ORDERS,
  TOP_RATED_MIN_RATING,
  type StoreFilter,
  type StoreFlag,
  type StoreOrder,
  type StoreQuery,
} from './list-queries';

/**
 * Store lists (get-stores, latest, popular, top-rated, search, category and campaign stores)
 * and store details. One query filters, ranks and pages: whether a store is open now and how far
 * it is from the location are columns of it (the coordinates are bound parameters), so no
 * request reads every store of a zone into memory.
 */

export async function itemCounts(db: Db, storeIds: number[]): Promise<Map<number, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', 'in', storeIds)
    .where('status', '=', 1)
    .groupBy('store_id')
    .execute();
  return new Map(rows.map((r) => [r.store_id, Number(r.n)]));
}

/** Serializes store rows with their item counts and open-now flags (two queries). */
export async function hydrateStores(
  db: Db,
  rows: StoreRow[],
  ctx: { from?: LatLng | undefined; now: LocalNow; open?: ReadonlySet<number> },
) {
  const counts = await itemCounts(
    db,
    rows.map((s) => s.id),
  );
  const open = ctx.open ?? (await openStoreIds(db, rows, ctx.now));
  return rows.map((s) =>
    serializeStore(s, { itemsCount: counts.get(s.id) ?? 0, from: ctx.from, open: open.has(s.id) }),
  );
}

export async function findStores(db: Db, q: StoreQuery) {
  const empty = { total_size: 0, limit: q.limit, offset: q.offset, stores: [] };
  if (q.storeIds !== undefined && q.storeIds.length === 0) return empty;
  const flags = q.flags ?? new Set<StoreFlag>();
  if (flags.has('nearby') && !q.from)
    throw refuse('latitude', 'The Nearby filter needs the latitude and longitude headers.');

  // From the catalogue in memory when this process keeps it (read-model/), else SQL.
  const memory = await freshCatalogue(db);
  const answer = memory && answerStores(memory, q);
  if (memory && answer) return storeListPage(memory, q, answer);

  let base = db
    .selectFrom('stores')
    .where('stores.status', '=', 1)
    .where('stores.zone_id', 'in', q.zoneIds);
  if (q.moduleId !== undefined) base = base.where('stores.module_id', '=', q.moduleId);
  if (q.filter === 'delivery') base = base.where('stores.delivery', '=', 1);
  if (q.filter === 'take_away') base = base.where('stores.take_away', '=', 1);
  if (q.veg === 'veg') base = base.where('stores.veg', '=', 1);
  if (q.veg === 'non_veg') base = base.where('stores.non_veg', '=', 1);
  if (q.storeIds) base = base.where('stores.id', 'in', q.storeIds);
  if (q.terms && q.terms.length > 0) {
    const terms = q.terms;
    base = base.where((eb) => eb.and(nameContainsAll(db, 'stores', terms)));
  }
  const minRating = Math.max(q.minRating ?? 0, flags.has('top_rated') ? TOP_RATED_MIN_RATING : 0);
  if (minRating > 0) base = base.where('stores.avg_rating', '>=', minRating);
  if (flags.has('popular')) base = base.where('stores.order_count', '>=', POPULAR_STORE_MIN_ORDERS);
  if (flags.has('discounted'))
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('items')
          .select('items.id')
          .whereRef('items.store_id', '=', 'stores.id')
          .where('items.status', '=', 1)
          .where('items.discount', '>', 0),
      ),
    );
  if (q.categoryIds && q.categoryIds.length > 0) {
    const ids = q.categoryIds;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('items')
          .select('items.id')
          .whereRef('items.store_id', '=', 'stores.id')
          .where('items.status', '=', 1)
          .where('items.category_id', 'in', ids),
      ),
    );
  }

  const now = q.now;
  // Open now: switched on and within one of today's schedule rows (services/schedules.ts).
  const open = sql<number>`case when ${sql.ref('stores.active')} = 1 and exists (
    select 1 from store_schedules
    where store_schedules.store_id = stores.id and store_schedules.day = ${now.day}
      and store_schedules.opening_time <= ${now.time} and store_schedules.closing_time > ${now.time}
  ) then 1 else 0 end`;
  const from = q.from;
  if (flags.has('currently_open')) base = base.where(open, '=', 1);
  if (flags.has('nearby') && from) {
    const distance = haversineSql(from);
    // The box around the circle first: an indexable range, then the exact distance.
    const box = boundingBox(from, NEARBY_KM * 1000);
    base = base
      .where('stores.latitude', '>=', box.minLat)
      .where('stores.latitude', '<=', box.maxLat)
      .where('stores.longitude', '>=', box.minLng)
      .where('stores.longitude', '<=', box.maxLng)
      .where(distance, '<=', NEARBY_KM * 1000);
  }

  // The page's ids with their rank columns first, then its rows by id: the window's count and
  // the sort carry three columns per store instead of whole rows.
  let ranked = base.select([
    'stores.id',
    open.as('open_now'),
    sql<number>`count(*) over ()`.as('total'),
  ]);
  switch (q.order) {
    case 'all':
      ranked = ranked.orderBy(open, 'desc');
      // Without a location the nearest cannot be told: by id (`ORDER BY 0` would mean column 0).
      if (from) ranked = ranked.orderBy(haversineSql(from), 'asc');
      break;
    case 'newly_joined':
      ranked = ranked.orderBy('stores.created_at', 'desc');
      break;
    case 'popular':
      ranked = ranked.orderBy('stores.order_count', 'desc');
      break;
    case 'top_rated':
      ranked = ranked.orderBy('stores.avg_rating', 'desc').orderBy('stores.rating_count', 'desc');
      break;
  }
  const ranks = await ranked.orderBy('stores.id', 'asc').$call(onePage(q)).execute();
  // Past the last page there is no row to carry the total: count on its own.
  const total =
    ranks.length > 0
      ? Number(ranks[0]!.total)
      : Number(
          (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0,
        );
  const byId =
    ranks.length === 0
      ? new Map<number, StoreRow>()
      : new Map(
          (
            await db
              .selectFrom('stores')
              .selectAll()
              .where(
                'id',
                'in',
                ranks.map((r) => r.id),
              )
              .execute()
          ).map((r) => [r.id, r]),
        );
  const page = ranks.map((r) => byId.get(r.id)).filter((r): r is StoreRow => r !== undefined);
  return {
    total_size: total,
    limit: q.limit,
    offset: q.offset,
    stores: await hydrateStores(db, page, {
      from: q.from,
      now: q.now,
      open: new Set(ranks.filter((r) => Number(r.open_now) === 1).map((r) => r.id)),
    }),
  };
}

/** The root categories a store sells in (6amMart's store `category_ids`). */
async function storeCategoryIds(db: Db, storeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .select(['categories.id', 'categories.parent_id'])
    .where('items.store_id', '=', storeId)
    .where('items.status', '=', 1)
    .where('categories.status', '=', 1)
    .distinct()
    .execute();
  return [...new Set(rows.map((r) => (r.parent_id > 0 ? r.parent_id : r.id)))].sort(
    (a, b) => a - b,
  );
}

/**
 * The share (percent, 0–100) of the store's item reviews rated 4 or 5; a store with no
 * review rows yet (the seeded world's ratings) answers its average rating as a share of 5.
 */
async function positiveRating(db: Db, store: StoreRow): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .innerJoin('items', 'items.id', 'reviews.item_id')
    .where('items.store_id', '=', store.id)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(eb.case().when('reviews.rating', '>=', 4).then(1).else(0).end())
        .as('positive'),
    ])
    .executeTakeFirst();
  const total = Number(row?.total ?? 0);
  if (total === 0) return Math.round((store.avg_rating / 5) * 100);
  return Math.round((Number(row?.positive ?? 0) / total) * 100);
}

export async function storeDetails(
  db: Db,
  idOrSlug: string,
  from: LatLng | undefined,
  now: LocalNow,
) {
  const store = await requireStoreRow(db, idOrSlug);
  const counts = await itemCounts(db, [store.id]);
  const scheduled = store.active === 1 && (await scheduledOpen(db, [store.id], now)).has(store.id);
  const module = await db
    .selectFrom('modules')
    .selectAll()
    .where('id', '=', store.module_id)
    .executeTakeFirst();
  return {
    ...serializeStore(store, { itemsCount: counts.get(store.id) ?? 0, from, open: scheduled }),
    module_type: module?.module_type ?? null,
    positive_rating: await positiveRating(db, store),
    category_ids: await storeCategoryIds(db, store.id),
    schedules: await storeSchedules(db, store.id),
    delivery_fee: await deliveryFee(db, store, from),
  };
}

/**
 * The store page's delivery fee to the location headers, as an order there would be charged
 * before coupons and the admin's free-delivery rule (order-place/rules.ts `serveStoreOrder`: the
 * smallest zone at the address with charges for the store's module): 0 when the store delivers
 * free; null without a location, when the store does not deliver there, or no zone there has
 * charges for its module.
 */
async function deliveryFee(db: Db, store: StoreRow, from: LatLng | undefined) {
  if (!from || store.delivery !== 1) return null;
  const zones = await zonesAt(db, from);
  if (!zones.some((zone) => zone.id === store.zone_id)) return null;
  if (store.free_delivery === 1) return 0;
  const served = await pivotFor(db, zones, store.module_id);
  if (!served) return null;
  const km = distanceKm({ lat: store.latitude, lng: store.longitude }, from);
  return deliveryCharge(km, served.pivot);
}
