import type { Db } from '../../db/client';
import type { AddOnRow, ItemRow, StoreRow } from '../../db/schema';
import {
  serializeCategory,
  serializeItems,
  serializeStore,
  storeExtras,
  type ItemJson,
  type StoreExtra,
  type StoreJson,
} from '../catalogue';
import { withJsonText } from '../../http/json-text';
import { ItemJsonCache } from './item-json';
import type { LatLng } from '../geo';
import type { CatalogueData } from './catalogue-data';
import type { ItemListAnswer } from './item-lists';
import { activeItemCounts, type StoreListAnswer } from './store-lists';

/**
 * The answers of item and store lists whose ids the catalogue in memory chose: the page's item
 * rows are read by id (their stock and texts are not kept in memory), everything around them
 * (stores, modules, add-ons, categories) comes from memory, serialized as the SQL path does.
 */

async function itemRows(db: Db, ids: number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('items').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);
}

function serialize(d: CatalogueData, items: ItemRow[]) {
  const storeIds = new Set(items.map((i) => i.store_id));
  const addOns = new Map<number, AddOnRow>();
  for (const id of storeIds) for (const a of d.addOnsOf(id)) addOns.set(a.id, a);
  const parents = new Map<number, number>();
  for (const i of items) {
    const c = d.categories.get(i.category_id);
    if (c) parents.set(c.id, c.parent_id);
  }
  return serializeItems(items, { stores: d.stores, modules: d.modules, addOns, parents });
}

/** The items `ids` as JSON texts, in order: kept ones as kept, the others read and kept. */
async function itemTexts(db: Db, d: CatalogueData, ids: number[]): Promise<string[]> {
  const missing = ids.filter((id) => d.itemJson.get(id) === undefined);
  if (missing.length > 0) {
    const version = d.version;
    const fresh = serialize(d, await itemRows(db, missing));
    // rows read while a change was applied may be older than it: used, not kept
    const keep = d.version === version;
    const byId = new Map(fresh.map((j) => [j.id, JSON.stringify(j)]));
    return ids.flatMap((id) => {
      const text = d.itemJson.get(id) ?? byId.get(id);
      if (text !== undefined && keep && byId.has(id)) d.itemJson.set(id, text);
      return text === undefined ? [] : [text];
    });
  }
  return ids.map((id) => d.itemJson.get(id)!);
}

const WARM_CHUNK = 2000;

/**
 * Keeps every active item's text ahead of its first list (up to the cache's bound), read in
 * chunks that yield to requests between them. A chunk read while a change was applied is not
 * kept (its rows may be older than the change): lists read those items when they ask.
 */
export async function warmItemTexts(db: Db, d: CatalogueData): Promise<void> {
  let after = 0;
  while (d.itemJson.size < ItemJsonCache.MAX) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const version = d.version;
    const rows = await db
      .selectFrom('items')
      .selectAll()
      .where('id', '>', after)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(WARM_CHUNK)
      .execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    if (d.version !== version) continue;
    for (const item of serialize(d, rows)) {
      if (d.itemJson.get(item.id) === undefined) d.itemJson.set(item.id, JSON.stringify(item));
    }
  }
}

export interface ItemListPage {
  total_size: number;
  limit: number;
  offset: number;
  products: ItemJson[];
  categories?: ReturnType<typeof serializeCategory>[];
}

/**
 * The page's answer. Its items stay JSON texts until `products` is read (most answers are only
 * sent: the reply serializer writes them as they are, http/json-text.ts); read, they are parsed
 * once and the answer is an ordinary object again.
 */
function pageAnswer(
  head: { total_size: number; limit: number; offset: number },
  texts: string[],
  categories: ItemListPage['categories'],
): ItemListPage {
  let products: ItemJson[] | undefined;
  const page = { ...head } as ItemListPage;
  Object.defineProperty(page, 'products', {
    enumerable: true,
    configurable: true,
    get: () => (products ??= texts.map((t) => JSON.parse(t) as ItemJson)),
    set: (v: ItemJson[]) => (products = v),
  });
  const keys = categories ? PAGE_KEYS_WITH_CATEGORIES : PAGE_KEYS;
  if (categories) page.categories = categories;
  return withJsonText(page, () => {
    // changed since (its products read, a key added or removed): JSON.stringify writes it
    if (products !== undefined || Object.keys(page).join() !== keys) return undefined;
    const s = JSON.stringify;
    const tail = categories ? `,"categories":${s(page.categories)}` : '';
    return `{"total_size":${s(page.total_size)},"limit":${s(page.limit)},"offset":${s(page.offset)},"products":[${texts.join(',')}]${tail}}`;
  });
}
const PAGE_KEYS = 'total_size,limit,offset,products';
const PAGE_KEYS_WITH_CATEGORIES = `${PAGE_KEYS},categories`;

export async function itemListPage(
  db: Db,
  d: CatalogueData,
  page: { limit: number; offset: number },
  answer: ItemListAnswer,
): Promise<ItemListPage> {
  const head = { total_size: answer.total, limit: page.limit, offset: page.offset };
  const texts = await itemTexts(db, d, answer.ids);
  const counts = answer.categoryCounts;
  if (!counts) return pageAnswer(head, texts, undefined);
  const categories = [...counts.keys()]
    .map((id) => d.categories.get(id))
    .filter((c) => c !== undefined && c.status === 1)
    .sort((a, b) => b!.priority - a!.priority || a!.id - b!.id);
  return pageAnswer(
    head,
    texts,
    categories.map((c) => serializeCategory(c!, { productsCount: counts.get(c!.id) ?? 0 })),
  );
}

/**
 * A store's answer as JSON text but for the fields that depend on the request (catalogue.ts
 * `storeExtras`: open now, the item counts, the distance): the text around them, kept per store
 * until its row changes (CatalogueData.storeTexts; a change to another store or an item leaves
 * it, so orders being delivered do not make every card again).
 */
interface StoreText {
  /** the text before each extra, then after the last */
  parts: string[];
  extras: (keyof ReturnType<typeof storeExtras>)[];
}

function storeTextOf(d: CatalogueData, s: StoreRow): StoreText {
  const kept = d.storeTexts.get(s.id) as StoreText | undefined;
  if (kept) return kept;
  const json = serializeStore(s);
  const dynamic = storeExtras(s, {});
  const made: StoreText = { parts: [], extras: [] };
  // Each part joined from its pieces, not added to piece by piece: a text grown by `+=` is a
  // tree of its pieces, and writing a page copied every card's trees again (about 70 µs for a
  // page of 12 stores on the large world; about 20 once joined).
  let pieces: string[] = ['{'];
  for (const [key, value] of Object.entries(json)) {
    if (value === undefined) continue; // as JSON.stringify
    if (pieces.length > 1 || made.parts.length > 0) pieces.push(',');
    pieces.push(JSON.stringify(key), ':');
    if (key in dynamic) {
      made.parts.push(pieces.join(''));
      made.extras.push(key as keyof typeof dynamic);
      pieces = [];
    } else pieces.push(JSON.stringify(value));
  }
  pieces.push('}');
  made.parts.push(pieces.join(''));
  d.storeTexts.set(s.id, made);
  return made;
}

export interface StoreListPage {
  total_size: number;
  limit: number;
  offset: number;
  stores: StoreJson[];
}

export function storeListPage(
  d: CatalogueData,
  page: { limit: number; offset: number; from?: LatLng | undefined },
  answer: StoreListAnswer,
): StoreListPage {
  const counts = activeItemCounts(
    d,
    answer.page.map((s) => s.id),
  );
  const extraOf = (s: StoreRow): StoreExtra => ({
    itemsCount: counts.get(s.id) ?? 0,
    from: page.from,
    open: answer.open.has(s.id),
  });
  // the stores' objects only when read (most answers are only sent, as written below)
  let stores: StoreJson[] | undefined;
  const result = {
    total_size: answer.total,
    limit: page.limit,
    offset: page.offset,
  } as StoreListPage;
  Object.defineProperty(result, 'stores', {
    enumerable: true,
    configurable: true,
    get: () => (stores ??= answer.page.map((s) => serializeStore(s, extraOf(s)))),
    set: (v: StoreJson[]) => (stores = v),
  });
  return withJsonText(result, () => {
    if (stores !== undefined || Object.keys(result).join() !== STORE_PAGE_KEYS) return undefined;
    const s = JSON.stringify;
    const pieces = [
      `{"total_size":${s(result.total_size)},"limit":${s(result.limit)},"offset":${s(result.offset)},"stores":[`,
    ];
    answer.page.forEach((store, at) => {
      const text = storeTextOf(d, store);
      const extras = storeExtras(store, extraOf(store));
      if (at > 0) pieces.push(',');
      pieces.push(text.parts[0]!);
      for (let i = 0; i < text.extras.length; i++)
        pieces.push(s(extras[text.extras[i]!]), text.parts[i + 1]!);
    });
    pieces.push(']}');
    return pieces.join('');
  });
}
const STORE_PAGE_KEYS = 'total_size,limit,offset,stores';
