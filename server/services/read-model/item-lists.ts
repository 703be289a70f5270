import { POPULAR_ITEM_MIN_ORDERS, type ItemOrder, type ItemQuery } from '../list-queries';
import { placeAtOrBefore, type CatalogueData, type StoreMask } from './catalogue-data';
import { pageOf } from './top-k';

/**
 * services/items-query.ts's `findItems` answered from the catalogue in memory: the same
 * filters, the same per-category counts (before the category filter) and the same order with
 * the item id last, as its SQL. Undefined when the query is one it leaves to SQL (see
 * NameIndex.answers).
 */

export interface ItemListAnswer {
  total: number;
  /** the page's item ids, in order */
  ids: number[];
  /** category id → matches before the category filter (asked for `categories`) */
  categoryCounts?: Map<number, number>;
}

function comparator(d: CatalogueData, order: ItemOrder): (a: number, b: number) => number {
  const c = d.col;
  switch (order) {
    case 'latest':
      return (a, b) => {
        const x = d.createdAt[a]!;
        const y = d.createdAt[b]!;
        return x === y ? b - a : x < y ? 1 : -1;
      };
    case 'popular':
      return (a, b) => c.order_count[b]! - c.order_count[a]! || a - b;
    case 'most_reviewed':
      return (a, b) =>
        c.rating_count[b]! - c.rating_count[a]! || c.avg_rating[b]! - c.avg_rating[a]! || a - b;
    case 'top_rated':
      return (a, b) =>
        c.avg_rating[b]! - c.avg_rating[a]! || c.rating_count[b]! - c.rating_count[a]! || a - b;
    case 'price_high':
      return (a, b) => c.price[b]! - c.price[a]! || a - b;
    case 'price_low':
      return (a, b) => c.price[a]! - c.price[b]! || a - b;
  }
}

/**
 * The first column of `comparator`'s order per item as a number, larger later (the `keys` of
 * top-k.ts `pageOf`): the column and its sign.
 */
function firstColumn(d: CatalogueData, order: ItemOrder): { column: Float64Array; sign: number } {
  const c = d.col;
  switch (order) {
    case 'latest':
      return { column: d.createdRank(), sign: -1 };
    case 'popular':
      return { column: c.order_count, sign: -1 };
    case 'most_reviewed':
      return { column: c.rating_count, sign: -1 };
    case 'top_rated':
      return { column: c.avg_rating, sign: -1 };
    case 'price_high':
      return { column: c.price, sign: -1 };
    case 'price_low':
      return { column: c.price, sign: 1 };
  }
}

const MAX_STORE_MASKS = 64;

/**
 * The stores whose items the query sees (a mask by store id): active, in the zones and
 * module, open if asked. Without a store, store list or time the mask depends on the zones
 * and module alone, and is kept until a store changes.
 */
function storesHere(d: CatalogueData, q: ItemQuery): StoreMask {
  const key =
    q.storeId === undefined && q.storeIds === undefined && q.openAt === undefined
      ? `${q.moduleId}:${[...q.zoneIds].sort((a, b) => a - b).join(',')}`
      : undefined;
  const kept = key === undefined ? undefined : d.storeMasks.get(key);
  if (kept) return kept;
  const zones = new Set(q.zoneIds);
  const only = q.storeIds ? new Set(q.storeIds) : undefined;
  const open = q.openAt ? d.openAt(q.openAt.day, q.openAt.time) : undefined;
  const mask = new Uint8Array(d.storeIdEnd);
  const ids: number[] = [];
  for (const s of d.storesOf(q.moduleId)) {
    if (s.status !== 1 || !zones.has(s.zone_id)) continue;
    if (q.storeId !== undefined && s.id !== q.storeId) continue;
    if (only && !only.has(s.id)) continue;
    if (open && open[s.id] !== 1) continue;
    mask[s.id] = 1;
    ids.push(s.id);
  }
  const made = { mask, ids, kept: key !== undefined };
  if (key !== undefined) {
    // Each kept mask holds its items' mask (one byte per item id) and the names searched under
    // it: up to about 1 MB on the large world. The zones come from the request's header, so the
    // number kept is bounded (a customer's zones and modules make a few dozen).
    if (d.storeMasks.size >= MAX_STORE_MASKS) d.storeMasks.clear();
    d.storeMasks.set(key, made);
  }
  return made;
}

/**
 * The items a kept store mask shows (a mask by item id), made again when `itemPlaces` moves:
 * one read per item checked instead of four.
 */
function itemsHere(d: CatalogueData, moduleId: number, stores: StoreMask): Uint8Array {
  if (stores.items?.at === d.itemPlaces) return stores.items.mask;
  const { module_id: module, status, store_id: store } = d.int;
  const mask = new Uint8Array(d.capacity);
  for (let id = 0; id < mask.length; id++)
    if (module[id] === moduleId && status[id] === 1 && stores.mask[store[id]!] === 1) mask[id] = 1;
  stores.items = { at: d.itemPlaces, mask, named: new Map() };
  return mask;
}

/** Every filter but the category's and the stores'. */
function filter(d: CatalogueData, q: ItemQuery): ((id: number) => boolean) | undefined {
  const c = d.col;
  const brands = q.brandIds ? new Set(q.brandIds) : undefined;
  const minRating = q.minRating !== undefined && q.minRating > 0 ? q.minRating : undefined;
  const veg = q.type === 'veg' ? 1 : q.type === 'non_veg' ? 0 : undefined;
  const time = q.openAt?.time;
  const plain =
    !brands &&
    q.conditionId === undefined &&
    !q.withCondition &&
    veg === undefined &&
    q.minPrice === undefined &&
    q.maxPrice === undefined &&
    minRating === undefined &&
    !q.discounted &&
    !q.recommended &&
    !q.popular &&
    time === undefined;
  if (plain) return undefined;
  // "available now" as numbers: comparing the times as texts for every item cost three times
  // the rest of such a search
  const hours = time === undefined ? undefined : d.availabilityRanks();
  const now = hours ? placeAtOrBefore(hours.times, time!) : -1;
  return (id) =>
    (brands === undefined || brands.has(c.brand_id[id]!)) &&
    (q.conditionId === undefined || c.common_condition_id[id] === q.conditionId) &&
    (!q.withCondition || !Number.isNaN(c.common_condition_id[id])) &&
    (veg === undefined || c.veg[id] === veg) &&
    (q.minPrice === undefined || c.price[id]! >= q.minPrice) &&
    (q.maxPrice === undefined || c.price[id]! <= q.maxPrice) &&
    (minRating === undefined || c.avg_rating[id]! >= minRating) &&
    (!q.discounted || c.discount[id]! > 0) &&
    (!q.recommended || c.recommended[id] === 1) &&
    (!q.popular || c.order_count[id]! >= POPULAR_ITEM_MIN_ORDERS) &&
    (hours === undefined || (hours.start[id]! <= now && hours.end[id]! > now));
}

/**
 * A list of items to check: `categories` beside the ids when the list holds only items the
 * query's stores show (checked once, kept with the store mask); else each id is checked.
 */
interface Candidates {
  ids: ArrayLike<number>;
  categories?: Int32Array;
}

/**
 * The items of a name that a kept store mask shows, with their categories: kept with the mask
 * (and made again with it), so a search reads neither the items it does not show nor, for
 * those it does, their category from another array.
 */
function shownNamed(d: CatalogueData, moduleId: number, stores: StoreMask, nameId: number) {
  const shown = itemsHere(d, moduleId, stores);
  const named = stores.items!.named;
  let list = named.get(nameId);
  if (list) return list;
  const all = d.itemsNamed(moduleId, nameId);
  let n = 0;
  for (const id of all) if (shown[id] === 1) n++;
  list = { ids: new Int32Array(n), categories: new Int32Array(n) };
  const category = d.int.category_id;
  n = 0;
  for (const id of all) {
    if (shown[id] !== 1) continue;
    list.ids[n] = id;
    list.categories[n++] = category[id]!;
  }
  named.set(nameId, list);
  return list;
}

/** The lists of items to check: those of the module named by every word, or the stores'. */
function candidates(d: CatalogueData, q: ItemQuery, stores: StoreMask): Candidates[] {
  if (q.terms && q.terms.length > 0) {
    const names = d.names.matching(q.terms);
    return stores.kept
      ? names.map((nameId) => shownNamed(d, q.moduleId, stores, nameId))
      : names.map((nameId) => ({ ids: d.itemsNamed(q.moduleId, nameId) }));
  }
  return stores.ids.map((s) => ({ ids: d.itemsOfStore(s) }));
}

/**
 * The matches of the list being answered and their first column (answers run one at a time: no
 * await inside).
 */
let scratch = new Int32Array(4096);
let scratchKeys = new Float64Array(4096);

/**
 * The loop over every candidate: the matches into `found` (their first column into `keys`),
 * counted per category. A function of its own: inside `answerItems`, V8 compiled the loop
 * again about every 2,000 searches (a call after it not seen yet, `--trace-deopt`) and ran it
 * slower until then.
 */
function collect(
  d: CatalogueData,
  lists: Candidates[],
  /** the items the query's stores show (kept masks), else checked by `stores` and `moduleId` */
  items: Uint8Array | undefined,
  stores: Uint8Array,
  moduleId: number,
  ok: ((id: number) => boolean) | undefined,
  wanted: Set<number> | undefined,
  perCategory: Int32Array | undefined,
  column: Float64Array,
  sign: number,
  found: Int32Array,
  keys: Float64Array,
): number {
  const { module_id: module, status, store_id: store, category_id: category } = d.int;
  let n = 0;
  for (const { ids, categories } of lists) {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (categories === undefined) {
        if (items) {
          if (items[id] !== 1) continue;
        } else if (module[id] !== moduleId || status[id] !== 1 || stores[store[id]!] !== 1)
          continue;
      }
      if (ok && !ok(id)) continue;
      const cat = categories === undefined ? category[id]! : categories[i]!;
      if (perCategory) perCategory[cat]!++;
      if (!wanted || wanted.has(cat)) {
        keys[n] = sign * column[id]!;
        found[n++] = id;
      }
    }
  }
  return n;
}

export function answerItems(
  d: CatalogueData,
  q: ItemQuery,
  opts: { categories?: boolean },
): ItemListAnswer | undefined {
  if (q.terms && q.terms.length > 0 && !d.names.answers(q.terms)) return undefined;
  const stores = storesHere(d, q);
  const items = stores.kept ? itemsHere(d, q.moduleId, stores) : undefined;
  // matches per category id (before the category filter)
  const perCategory = opts.categories ? new Int32Array(d.categoryIdEnd) : undefined;
  const lists = candidates(d, q, stores);
  let most = 0;
  for (const list of lists) most += list.ids.length;
  if (scratch.length < most) {
    scratch = new Int32Array(Math.max(most, scratch.length * 2));
    scratchKeys = new Float64Array(scratch.length);
  }
  const { column, sign } = firstColumn(d, q.order);
  const wanted = q.categoryIds ? new Set(q.categoryIds) : undefined;
  const n = collect(
    d,
    lists,
    items,
    stores.mask,
    q.moduleId,
    filter(d, q),
    wanted,
    perCategory,
    column,
    sign,
    scratch,
    scratchKeys,
  );
  let counts: Map<number, number> | undefined;
  if (perCategory) {
    counts = new Map();
    for (let cat = 0; cat < perCategory.length; cat++)
      if (perCategory[cat]! > 0) counts.set(cat, perCategory[cat]!);
  }
  const ids = pageOf(
    scratch.subarray(0, n),
    comparator(d, q.order),
    q.limit,
    q.offset,
    scratchKeys.subarray(0, n),
  );
  return { total: n, ids, ...(counts ? { categoryCounts: counts } : {}) };
}
