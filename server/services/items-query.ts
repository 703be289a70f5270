import type { Db } from '../db/client';
import type { ItemRow } from '../db/schema';
import { onePage } from '../db/paging';
import { hydrateItems, serializeCategory } from './catalogue';
import { POPULAR_ITEM_MIN_ORDERS, type ItemQuery } from './list-queries';
import { freshCatalogue } from './read-model/catalogue-model';
import { answerItems } from './read-model/item-lists';
import { itemListPage } from './read-model/list-pages';
import { ftsMatchCount, nameContainsAll } from './text-match';

export {
  POPULAR_ITEM_MIN_ORDERS,
  TOP_RATED_MIN_RATING,
  type ItemOrder,
  type ItemQuery,
  type VegType,
} from './list-queries';

/**
 * The one query behind every item list (popular, new arrivals, discounted, most reviewed,
 * recommended, category, brand and condition items, search): items of active stores in the
 * zones and module, narrowed by the filters, ordered, one page. Dialect-neutral Kysely only;
 * every value is a bound parameter.
 */

/**
 * Past this many FTS5 matches of the name's words (of 100,000 items, every module's), reading
 * the zone's items of the module through `items_search` and probing the matches costs less
 * than looking up each match by id (docs/PERFORMANCE.md).
 */
export const PROBE_ABOVE_MATCHES = 4000;

/**
 * The zone's stores as a subquery (`store_id IN (...)`), evaluated once: with the covering
 * index `items_search` the item side never joins row by row. "Open now" (switched on and
 * within today's hours) is a condition on the stores too.
 */
function storesHere(db: Db, q: ItemQuery) {
  let stores = db
    .selectFrom('stores')
    .select('stores.id')
    .where('stores.status', '=', 1)
    .where('stores.zone_id', 'in', q.zoneIds)
    .where('stores.module_id', '=', q.moduleId);
  if (q.openAt) {
    const now = q.openAt;
    stores = stores
      .where('stores.active', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('store_schedules')
            .select('store_schedules.id')
            .whereRef('store_schedules.store_id', '=', 'stores.id')
            .where('store_schedules.day', '=', now.day)
            .where('store_schedules.opening_time', '<=', now.time)
            .where('store_schedules.closing_time', '>', now.time),
        ),
      );
  }
  return stores;
}

function filtered(db: Db, q: ItemQuery, withCategories: boolean) {
  let base = db
    .selectFrom('items')
    .where('items.module_id', '=', q.moduleId)
    .where('items.status', '=', 1)
    .where('items.store_id', 'in', storesHere(db, q));
  if (q.storeId !== undefined) base = base.where('items.store_id', '=', q.storeId);
  if (q.storeIds) base = base.where('items.store_id', 'in', q.storeIds);
  if (withCategories && q.categoryIds) base = base.where('items.category_id', 'in', q.categoryIds);
  if (q.brandIds) base = base.where('items.brand_id', 'in', q.brandIds);
  if (q.conditionId !== undefined)
    base = base.where('items.common_condition_id', '=', q.conditionId);
  if (q.withCondition) base = base.where('items.common_condition_id', 'is not', null);
  if (q.type === 'veg') base = base.where('items.veg', '=', 1);
  if (q.type === 'non_veg') base = base.where('items.veg', '=', 0);
  if (q.terms && q.terms.length > 0) {
    const terms = q.terms;
    base = base.where((eb) =>
      eb.and(nameContainsAll(db, 'items', terms, { probe: q.probe ?? false })),
    );
  }
  if (q.minPrice !== undefined) base = base.where('items.price', '>=', q.minPrice);
  if (q.maxPrice !== undefined) base = base.where('items.price', '<=', q.maxPrice);
  if (q.minRating !== undefined && q.minRating > 0)
    base = base.where('items.avg_rating', '>=', q.minRating);
  if (q.discounted) base = base.where('items.discount', '>', 0);
  if (q.recommended) base = base.where('items.recommended', '=', 1);
  if (q.popular) base = base.where('items.order_count', '>=', POPULAR_ITEM_MIN_ORDERS);
  if (q.openAt) {
    base = base
      .where('items.available_time_starts', '<=', q.openAt.time)
      .where('items.available_time_ends', '>', q.openAt.time);
  }
  return base;
}

/** Matches per category, before the category filter (the list to narrow by). */
async function countByCategory(db: Db, q: ItemQuery) {
  const rows = await filtered(db, q, false)
    .select(['items.category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('items.category_id')
    .execute();
  return rows.map((r) => ({ id: r.category_id, n: Number(r.n) }));
}

export async function findItems(db: Db, query: ItemQuery, opts: { categories?: boolean } = {}) {
  let q = query;
  if (q.storeIds !== undefined && q.storeIds.length === 0)
    return {
      total_size: 0,
      limit: q.limit,
      offset: q.offset,
      products: [],
      ...(opts.categories ? { categories: [] } : {}),
    };

  // From the catalogue in memory when this process keeps it (read-model/), else SQL.
  const memory = await freshCatalogue(db);
  const answer = memory && answerItems(memory, q, opts);
  if (memory && answer) return itemListPage(db, memory, q, answer);

  if (q.probe === undefined && q.terms && q.terms.length > 0) {
    const matches = await ftsMatchCount(db, 'items', q.terms);
    if (matches !== undefined) q = { ...q, probe: matches > PROBE_ABOVE_MATCHES };
  }

  let total: number;
  let categoryCounts: { id: number; n: number }[] | undefined;
  if (opts.categories) {
    // One scan gives both: the total is the sum over the requested categories.
    categoryCounts = await countByCategory(db, q);
    const wanted = q.categoryIds ? new Set(q.categoryIds) : undefined;
    total = categoryCounts.reduce((s, c) => s + (!wanted || wanted.has(c.id) ? c.n : 0), 0);
  } else {
    const row = await filtered(db, q, true)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    total = Number(row?.n ?? 0);
  }

  // The page's ids first (from the index alone on SQLite, `items_match`), then its rows:
  // sorting every match with its whole row costs more than reading a dozen rows by id.
  let rows = filtered(db, q, true).select('items.id');
  switch (q.order) {
    case 'latest':
      rows = rows.orderBy('items.created_at', 'desc').orderBy('items.id', 'desc');
      break;
    case 'popular':
      rows = rows.orderBy('items.order_count', 'desc');
      break;
    case 'most_reviewed':
      rows = rows.orderBy('items.rating_count', 'desc').orderBy('items.avg_rating', 'desc');
      break;
    case 'top_rated':
      rows = rows.orderBy('items.avg_rating', 'desc').orderBy('items.rating_count', 'desc');
      break;
    case 'price_high':
      rows = rows.orderBy('items.price', 'desc');
      break;
    case 'price_low':
      rows = rows.orderBy('items.price', 'asc');
      break;
  }
  const ids = (await rows.orderBy('items.id', 'asc').$call(onePage(q)).execute()).map((r) => r.id);
  const byId =
    ids.length === 0
      ? new Map<number, ItemRow>()
      : new Map(
          (await db.selectFrom('items').selectAll().where('id', 'in', ids).execute()).map((r) => [
            r.id,
            r,
          ]),
        );
  const page = ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);

  const result = {
    total_size: total,
    limit: q.limit,
    offset: q.offset,
    products: await hydrateItems(db, page),
  };
  if (!categoryCounts) return result;
  const counts = new Map(categoryCounts.map((c) => [c.id, c.n]));
  const categories =
    counts.size === 0
      ? []
      : await db
          .selectFrom('categories')
          .selectAll()
          .where('id', 'in', [...counts.keys()])
          .where('status', '=', 1)
          .orderBy('priority', 'desc')
          .orderBy('id')
          .execute();
  return {
    ...result,
    categories: categories.map((c) =>
      serializeCategory(c, { productsCount: counts.get(c.id) ?? 0 }),
    ),
  };
}
