import type { Db } from '../db/client';
import type { CategoryRow } from '../db/schema';
import { notFound, refuse } from '../http/errors';
import { toNumber, type Bag } from '../http/params';
import { serializeCategory } from './catalogue';
import type { CatalogueData } from './read-model/catalogue-data';
import { freshCatalogue } from './read-model/catalogue-model';

/**
 * Categories: roots (parent_id 0) with their children ("childes", 6amMart's spelling), each
 * with the number of active items in the caller's zones.
 */

/**
 * What is made from a catalogue in memory (counts, lists), by what it depends on, until the
 * catalogue changes: every page asks `GET categories`.
 */
const keptByCatalogue = new WeakMap<
  CatalogueData,
  { version: number; byKey: Map<string, unknown> }
>();
type Counts = Map<number, number>;

function keptFor<T>(memory: CatalogueData, key: string, make: () => T): T {
  let kept = keptByCatalogue.get(memory);
  if (kept?.version !== memory.version) {
    kept = { version: memory.version, byKey: new Map() };
    keptByCatalogue.set(memory, kept);
  }
  if (!kept.byKey.has(key)) kept.byKey.set(key, make());
  return kept.byKey.get(key) as T;
}

/** Active items per category in the zones' active stores (of the module, when given). */
async function productCounts(db: Db, zoneIds: number[], moduleId?: number): Promise<Counts> {
  const memory = await freshCatalogue(db);
  if (!memory) return productCountsInSql(db, zoneIds, moduleId);
  return keptFor(memory, `counts|${zoneIds.join(',')}|${moduleId ?? ''}`, () =>
    productCountsInMemory(memory, zoneIds, moduleId),
  );
}

function productCountsInMemory(d: CatalogueData, zoneIds: number[], moduleId?: number): Counts {
  const open = new Set<number>();
  for (const store of d.stores.values())
    if (store.status === 1 && zoneIds.includes(store.zone_id)) open.add(store.id);
  const { status, store_id: storeOf, module_id: moduleOf, category_id: categoryOf } = d.int;
  const counts: Counts = new Map();
  for (let id = 0; id < d.capacity; id++) {
    if (status[id] !== 1 || !open.has(storeOf[id]!)) continue;
    if (moduleId !== undefined && moduleOf[id] !== moduleId) continue;
    const category = categoryOf[id]!;
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return counts;
}

async function productCountsInSql(db: Db, zoneIds: number[], moduleId?: number): Promise<Counts> {
  let q = db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .select(['items.category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('items.status', '=', 1)
    .where('stores.status', '=', 1)
    .where('stores.zone_id', 'in', zoneIds);
  if (moduleId !== undefined) q = q.where('items.module_id', '=', moduleId);
  const rows = await q.groupBy('items.category_id').execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

function withCounts(
  rows: CategoryRow[],
  all: CategoryRow[],
  counts: Map<number, number>,
): ReturnType<typeof serializeCategory>[] {
  return rows.map((c) => {
    const children = all.filter((x) => x.parent_id === c.id);
    const n = (counts.get(c.id) ?? 0) + children.reduce((s, x) => s + (counts.get(x.id) ?? 0), 0);
    return serializeCategory(c, { productsCount: n });
  });
}

async function activeCategories(db: Db, moduleId?: number): Promise<CategoryRow[]> {
  const memory = await freshCatalogue(db);
  if (memory)
    return keptFor(memory, `active|${moduleId ?? ''}`, () =>
      [...memory.categories.values()]
        .filter((c) => c.status === 1 && (moduleId === undefined || c.module_id === moduleId))
        .sort((a, b) => b.priority - a.priority || a.id - b.id),
    );
  let q = db.selectFrom('categories').selectAll().where('status', '=', 1);
  if (moduleId !== undefined) q = q.where('module_id', '=', moduleId);
  return q.orderBy('priority', 'desc').orderBy('id').execute();
}

/** `GET categories`: the root categories (of the module, when one is chosen), each with its children. */
export async function listCategories(db: Db, zoneIds: number[], moduleId?: number) {
  const all = await activeCategories(db, moduleId);
  const counts = await productCounts(db, zoneIds, moduleId);
  const roots = all.filter((c) => c.parent_id === 0);
  return withCounts(roots, all, counts).map((root) => {
    const children = all.filter((c) => c.parent_id === root.id);
    return {
      ...root,
      childes_count: children.length,
      childes: withCounts(children, all, counts),
    };
  });
}

export async function findCategory(db: Db, idOrSlug: string): Promise<CategoryRow> {
  const q = db.selectFrom('categories').selectAll().where('status', '=', 1);
  const row = /^\d+$/.test(idOrSlug)
    ? await q.where('id', '=', Number(idOrSlug)).executeTakeFirst()
    : await q.where('slug', '=', idOrSlug).executeTakeFirst();
  if (!row) throw notFound('category', 'Category not found');
  return row;
}

/** `GET categories/{id}`: one category with its children. */
export async function categoryDetails(db: Db, zoneIds: number[], idOrSlug: string) {
  const category = await findCategory(db, idOrSlug);
  const all = await activeCategories(db, category.module_id);
  const counts = await productCounts(db, zoneIds, category.module_id);
  const children = all.filter((c) => c.parent_id === category.id);
  return {
    ...withCounts([category], all, counts)[0]!,
    childes_count: children.length,
    childes: withCounts(children, all, counts),
  };
}

/** `GET categories/childes/{id}`: the children of a category (a bare array; [] for a leaf). */
export async function childCategories(db: Db, zoneIds: number[], idOrSlug: string) {
  const category = await findCategory(db, idOrSlug);
  const all = await activeCategories(db, category.module_id);
  const counts = await productCounts(db, zoneIds, category.module_id);
  return withCounts(
    all.filter((c) => c.parent_id === category.id),
    all,
    counts,
  );
}

/**
 * The ids and their children's ids (a root category stands for its whole tree): from the
 * catalogue in memory when this process keeps it (a search by category asked SQL for them
 * first, about a sixth of the varied searches), else SQL.
 */
export async function expandCategoryIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const memory = await freshCatalogue(db);
  const children = memory
    ? [...memory.categories.values()].filter((c) => ids.includes(c.parent_id))
    : await db.selectFrom('categories').select('id').where('parent_id', 'in', ids).execute();
  return [...new Set([...ids, ...children.map((c) => c.id)])];
}

/**
 * `category_id` as 6amMart clients send it: absent, `0` (or a list holding 0) for every
 * category; one id, a comma list `13,17` or a JSON array `[13,17]` for those (with their
 * children). Undefined means every category.
 */
export async function categoryFilter(db: Db, q: Bag): Promise<number[] | undefined> {
  const raw = q.category_id;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = (Array.isArray(raw) ? raw.join(',') : String(raw)).trim().replace(/^\[|\]$/g, '');
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const n = toNumber(part.trim());
    if (n === undefined || !Number.isSafeInteger(n) || n < 0 || text.length > 500)
      throw refuse(
        'category_id',
        'The category id must be an id or a comma-separated list of ids.',
      );
    if (n === 0) return undefined;
    if (!ids.includes(n)) ids.push(n);
  }
  return expandCategoryIds(db, ids);
}
