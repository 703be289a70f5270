import type { AddOnRow, CategoryRow, ModuleRow, StoreRow } from '../../db/schema';
import { ItemJsonCache } from './item-json';
import { NameIndex } from './name-index';

/**
 * The catalogue in one process's memory: the items' list columns by item id (typed arrays,
 * NaN for null or absent), whole store, category, module and add-on rows, store schedules, and
 * the lists derived from them (items per store, per name; stores per module), rebuilt when
 * an item or store moves. Filled and changed by catalogue-load.ts; read by item-lists.ts and
 * store-lists.ts.
 */

/** The item columns kept, as read from the database. */
export interface ItemListRow {
  id: number;
  name: string;
  module_id: number;
  status: number;
  store_id: number;
  category_id: number;
  brand_id: number | null;
  common_condition_id: number | null;
  price: number;
  veg: number;
  discount: number;
  avg_rating: number;
  rating_count: number;
  order_count: number;
  recommended: number;
  created_at: string;
  available_time_starts: string;
  available_time_ends: string;
}

/** The item columns kept as numbers (catalogue-load.ts reads them with the others). */
export const NUMERIC = [
  'module_id',
  'status',
  'store_id',
  'category_id',
  'brand_id',
  'common_condition_id',
  'price',
  'veg',
  'discount',
  'avg_rating',
  'rating_count',
  'order_count',
  'recommended',
] as const;
type NumericColumn = (typeof NUMERIC)[number];
const INT = ['module_id', 'status', 'store_id', 'category_id'] as const;

export interface Schedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

/**
 * item-lists.ts's stores a query sees (a mask by store id, and their ids); when kept (by
 * module and zones, in `storeMasks`), also the items they show (a mask by item id: active, of
 * the module, of one of the stores) and, by name, those items with their categories, as of
 * `itemPlaces`.
 */
export interface StoreMask {
  mask: Uint8Array;
  ids: number[];
  kept: boolean;
  items?: {
    at: number;
    mask: Uint8Array;
    named: Map<number, { ids: Int32Array; categories: Int32Array }>;
  };
}

/** CatalogueData.availabilityRanks: `times` sorted, each item's start and end as their places. */
export interface AvailabilityRanks {
  start: Int32Array;
  end: Int32Array;
  times: string[];
}

/**
 * The last place in `times` (sorted) whose time is at or before `time` (-1: none): a window is
 * open at `time` when its start's place is at most this and its end's place is after it.
 */
export function placeAtOrBefore(times: readonly string[], time: string): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

export class CatalogueData {
  /** item id → column value (NaN: no such item, or null) */
  readonly col = {} as Record<NumericColumn, Float64Array>;
  createdAt: string[] = [];
  availStart: string[] = [];
  availEnd: string[] = [];
  nameId = new Int32Array(0);
  /** module, status, store and category ids again as integers (-1: no item), for the loops */
  int = {
    module_id: new Int32Array(0),
    status: new Int32Array(0),
    store_id: new Int32Array(0),
    category_id: new Int32Array(0),
  };
  readonly names = new NameIndex();
  /** the serialized items shown lately (list-pages.ts) */
  readonly itemJson = new ItemJsonCache();
  /** moved on every change applied (a row read before a change is not kept) */
  version = 0;
  /** moved whenever an item comes, goes, or changes status, module, store, name or category */
  itemPlaces = 0;
  #capacity = 0;

  readonly stores = new Map<number, StoreRow>();
  readonly schedules = new Map<number, Schedule[]>();
  readonly categories = new Map<number, CategoryRow>();
  readonly modules = new Map<number, ModuleRow>();
  readonly addOns = new Map<number, AddOnRow>();

  #itemsByStore: Map<number, number[]> | undefined;
  #categoryIdEnd = 0;
  /** module id → name id → item ids */
  #itemsByName: Map<number, number[][]> | undefined;
  #storesByModule: Map<number, StoreRow[]> | undefined;
  #storeIdEnd = 0;
  /**
   * list-pages.ts's store cards as JSON text around the request's own fields, by store id,
   * until the store's row changes (`setStores`)
   */
  readonly storeTexts = new Map<number, { parts: string[]; extras: string[] }>();
  /** item-lists.ts's store masks by module and zones, until a store changes */
  readonly storeMasks = new Map<string, StoreMask>();
  #addOnsByStore: Map<number, AddOnRow[]> | undefined;
  #createdRank: Float64Array | undefined;
  #hours: AvailabilityRanks | undefined;

  constructor() {
    for (const c of NUMERIC) this.col[c] = new Float64Array(0);
  }

  get capacity() {
    return this.#capacity;
  }

  #grow(id: number) {
    if (id < this.#capacity) return;
    const next = Math.max(1024, this.#capacity * 2, id + 1);
    for (const c of NUMERIC) {
      const a = new Float64Array(next).fill(NaN);
      a.set(this.col[c]);
      this.col[c] = a;
    }
    const names = new Int32Array(next).fill(-1);
    names.set(this.nameId);
    this.nameId = names;
    for (const c of INT) {
      const a = new Int32Array(next).fill(-1);
      a.set(this.int[c]);
      this.int[c] = a;
    }
    this.#capacity = next;
  }

  /** Sets an item's columns (a row read from `items`). */
  setItem(r: ItemListRow) {
    this.#grow(r.id);
    const moved =
      this.col.store_id[r.id] !== r.store_id ||
      this.col.module_id[r.id] !== r.module_id ||
      this.nameId[r.id] !== this.names.idOf(r.name) ||
      r.category_id >= this.#categoryIdEnd;
    // `moved` covers a new item and a change of store, module or name
    if (moved || this.int.status[r.id] !== r.status || this.int.category_id[r.id] !== r.category_id)
      this.itemPlaces++;
    for (const c of NUMERIC) {
      const v = r[c];
      this.col[c][r.id] = v === null ? NaN : Number(v);
    }
    for (const c of INT) this.int[c][r.id] = r[c];
    if (this.createdAt[r.id] !== r.created_at) this.#createdRank = undefined;
    this.createdAt[r.id] = r.created_at;
    if (
      this.availStart[r.id] !== r.available_time_starts ||
      this.availEnd[r.id] !== r.available_time_ends
    )
      this.#hours = undefined;
    this.availStart[r.id] = r.available_time_starts;
    this.availEnd[r.id] = r.available_time_ends;
    this.nameId[r.id] = this.names.idOf(r.name);
    if (moved) this.itemsMoved();
  }

  /** Forgets an item (deleted). */
  dropItem(id: number) {
    if (id >= this.#capacity || Number.isNaN(this.col.module_id[id])) return;
    for (const c of NUMERIC) this.col[c][id] = NaN;
    for (const c of INT) this.int[c][id] = -1;
    this.nameId[id] = -1;
    this.itemPlaces++;
    this.itemsMoved();
  }

  itemsMoved() {
    this.#itemsByStore = undefined;
    this.#itemsByName = undefined;
  }

  /**
   * Replaces the stores `ids` by `rows` (an id without a row is gone). A store whose status,
   * zone, module and switch stay is changed in place (its counts, ratings, texts): the lists
   * and masks made from the stores stay; whether they must be made again is returned.
   */
  setStores(ids: number[], rows: StoreRow[]): boolean {
    let moved = false;
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      this.storeTexts.delete(id);
      const was = this.stores.get(id);
      const now = byId.get(id);
      // an item's answer shows its store's name and zone
      if (!was || !now || was.name !== now.name || was.zone_id !== now.zone_id)
        this.itemJson.forgetStore(this, id);
      if (
        was &&
        now &&
        was.status === now.status &&
        was.zone_id === now.zone_id &&
        was.module_id === now.module_id &&
        was.active === now.active
      ) {
        Object.assign(was, now);
        continue;
      }
      moved = true;
      if (now) this.stores.set(id, now);
      else this.stores.delete(id);
    }
    return moved;
  }

  storesMoved() {
    this.#storesByModule = undefined;
    this.storeMasks.clear();
    this.#open = undefined;
  }

  /** One past the highest category id an item has (the size of a count per category). */
  get categoryIdEnd(): number {
    if (!this.#itemsByStore) this.#indexItems();
    return this.#categoryIdEnd;
  }

  addOnsMoved() {
    this.#addOnsByStore = undefined;
  }

  #indexItems() {
    const byStore = new Map<number, number[]>();
    const byName = new Map<number, number[][]>();
    const store = this.col.store_id;
    const module = this.col.module_id;
    let categoryEnd = 0;
    for (let id = 0; id < this.#capacity; id++) {
      const m = module[id]!;
      if (Number.isNaN(m)) continue;
      const cat = this.col.category_id[id]!;
      if (cat >= categoryEnd) categoryEnd = cat + 1;
      const s = store[id]!;
      let list = byStore.get(s);
      if (!list) byStore.set(s, (list = []));
      list.push(id);
      let names = byName.get(m);
      if (!names) byName.set(m, (names = []));
      (names[this.nameId[id]!] ??= []).push(id);
    }
    this.#itemsByStore = byStore;
    this.#itemsByName = byName;
    this.#categoryIdEnd = categoryEnd;
  }

  /**
   * Per item, the place of its `created_at` among every item's (a larger number: later; NaN: no
   * item): the "latest" order as a number (item-lists.ts). Made again when an item's
   * `created_at` changes or an item comes.
   */
  createdRank(): Float64Array {
    if (this.#createdRank && this.#createdRank.length >= this.#capacity) return this.#createdRank;
    const ids: number[] = [];
    for (let id = 0; id < this.#capacity; id++) if (this.createdAt[id] !== undefined) ids.push(id);
    const at = this.createdAt;
    ids.sort((a, b) => (at[a]! < at[b]! ? -1 : at[a]! > at[b]! ? 1 : 0));
    const rank = new Float64Array(this.#capacity).fill(NaN);
    let place = 0;
    for (let i = 0; i < ids.length; i++) {
      if (i > 0 && at[ids[i]!] !== at[ids[i - 1]!]) place++;
      rank[ids[i]!] = place;
    }
    this.#createdRank = rank;
    return rank;
  }

  /**
   * Per item, the places of its availability window's start and end among every window's
   * times (as texts, in the order `<` gives them): "available at `time`" as two comparisons of
   * numbers (item-lists.ts) instead of two of texts. Made again when a window changes or an
   * item comes.
   */
  availabilityRanks(): AvailabilityRanks {
    if (this.#hours && this.#hours.start.length >= this.#capacity) return this.#hours;
    const times = [...new Set([...this.availStart, ...this.availEnd])]
      .filter((t) => t !== undefined)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const place = new Map(times.map((t, i) => [t, i]));
    const start = new Int32Array(this.#capacity).fill(-1);
    const end = new Int32Array(this.#capacity).fill(-1);
    for (let id = 0; id < this.#capacity; id++) {
      const from = this.availStart[id];
      const to = this.availEnd[id];
      if (from !== undefined) start[id] = place.get(from)!;
      if (to !== undefined) end[id] = place.get(to)!;
    }
    this.#hours = { start, end, times };
    return this.#hours;
  }

  itemsOfStore(storeId: number): readonly number[] {
    if (!this.#itemsByStore) this.#indexItems();
    return this.#itemsByStore!.get(storeId) ?? [];
  }

  /** The items of a module with this name. */
  itemsNamed(moduleId: number, nameId: number): readonly number[] {
    if (!this.#itemsByName) this.#indexItems();
    return this.#itemsByName!.get(moduleId)?.[nameId] ?? [];
  }

  /** One past the highest store id (the size of a mask over stores). */
  get storeIdEnd(): number {
    this.storesOf(undefined);
    return this.#storeIdEnd;
  }

  /** Stores of a module (every status), or of every module. */
  storesOf(moduleId: number | undefined): readonly StoreRow[] {
    if (!this.#storesByModule) {
      const by = new Map<number, StoreRow[]>();
      const all: StoreRow[] = [];
      for (const s of [...this.stores.values()].sort((a, b) => a.id - b.id)) {
        all.push(s);
        let list = by.get(s.module_id);
        if (!list) by.set(s.module_id, (list = []));
        list.push(s);
      }
      by.set(-1, all);
      this.#storesByModule = by;
      this.#storeIdEnd = all.length > 0 ? all[all.length - 1]!.id + 1 : 0;
    }
    return this.#storesByModule.get(moduleId ?? -1) ?? [];
  }

  addOnsOf(storeId: number): readonly AddOnRow[] {
    if (!this.#addOnsByStore) {
      const by = new Map<number, AddOnRow[]>();
      for (const a of this.addOns.values()) {
        let list = by.get(a.store_id);
        if (!list) by.set(a.store_id, (list = []));
        list.push(a);
      }
      this.#addOnsByStore = by;
    }
    return this.#addOnsByStore.get(storeId) ?? [];
  }

  #openKey = '';
  #open: Uint8Array | undefined;

  /**
   * Stores open at `day` and `time` (switched on, and within one of that day's schedule
   * rows), by store id; kept for the last moment asked (lists asked within the same second
   * share it) until a store or a schedule changes.
   */
  openAt(day: number, time: string): Uint8Array {
    const key = `${day} ${time}`;
    if (this.#open && this.#openKey === key) return this.#open;
    const open = new Uint8Array(this.storeIdEnd);
    for (const s of this.storesOf(undefined))
      if (s.active === 1 && this.scheduledOpen(s.id, day, time)) open[s.id] = 1;
    this.#open = open;
    this.#openKey = key;
    return open;
  }

  schedulesChanged() {
    this.#open = undefined;
  }

  /** Whether a store's schedule holds `time` on `day` (its `active` switch not checked). */
  scheduledOpen(storeId: number, day: number, time: string): boolean {
    for (const s of this.schedules.get(storeId) ?? [])
      if (s.day === day && s.opening_time <= time && s.closing_time > time) return true;
    return false;
  }
}
