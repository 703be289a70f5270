import type { Db } from '../../db/client';
import type { AddOnRow, ItemRow } from '../../db/schema';
import { serializeCategory, serializeItems, serializeStore, type ItemJson } from '../catalogue';
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

/** The items `ids` serialized, in order: kept ones as kept, the others read and kept. */
async function itemJson(db: Db, d: CatalogueData, ids: number[]): Promise<ItemJson[]> {
  const missing = ids.filter((id) => d.itemJson.get(id) === undefined);
  if (missing.length > 0) {
    const version = d.version;
    const fresh = serialize(d, await itemRows(db, missing));
    // rows read while a change was applied may be older than it: used, not kept
    const keep = d.version === version;
    const byId = new Map(fresh.map((j) => [j.id, j]));
    return ids.flatMap((id) => {
      const json = d.itemJson.get(id) ?? byId.get(id);
      if (json && keep && byId.has(id)) d.itemJson.set(id, json);
      return json ? [json] : [];
    });
  }
  return ids.map((id) => d.itemJson.get(id)!);
}

export async function itemListPage(
  db: Db,
  d: CatalogueData,
  page: { limit: number; offset: number },
  answer: ItemListAnswer,
) {
  const result = {
    total_size: answer.total,
    limit: page.limit,
    offset: page.offset,
    products: await itemJson(db, d, answer.ids),
  };
  const counts = answer.categoryCounts;
  if (!counts) return result;
  const categories = [...counts.keys()]
    .map((id) => d.categories.get(id))
    .filter((c) => c !== undefined && c.status === 1)
    .sort((a, b) => b!.priority - a!.priority || a!.id - b!.id);
  return {
    ...result,
    categories: categories.map((c) =>
      serializeCategory(c!, { productsCount: counts.get(c!.id) ?? 0 }),
    ),
  };
}

export function storeListPage(
  d: CatalogueData,
  page: { limit: number; offset: number; from?: LatLng | undefined },
  answer: StoreListAnswer,
) {
  const counts = activeItemCounts(
    d,
    answer.page.map((s) => s.id),
  );
  return {
    total_size: answer.total,
    limit: page.limit,
    offset: page.offset,
    stores: answer.page.map((s) =>
      serializeStore(s, {
        itemsCount: counts.get(s.id) ?? 0,
        from: page.from,
        open: answer.open.has(s.id),
      }),
    ),
  };
}
