import type { Db } from '../../db/client';
import { CatalogueData, NUMERIC, type ItemListRow } from './catalogue-data';
import type { Change } from './change-log';

/**
 * Reading the catalogue into a CatalogueData: all of it (in chunks of items, yielding between
 * them so a starting process keeps answering, from SQL meanwhile), or the rows a list of
 * changes names.
 */

const ITEM_COLUMNS = [
  'id',
  'name',
  ...NUMERIC,
  'created_at',
  'available_time_starts',
  'available_time_ends',
] as const;

const CHUNK = 5000;
const BY_ID = 500;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function loadSchedules(db: Db, data: CatalogueData, storeIds?: number[]) {
  const parts = storeIds ? chunks(storeIds, BY_ID) : [undefined];
  for (const ids of parts) {
    let q = db
      .selectFrom('store_schedules')
      .select(['store_id', 'day', 'opening_time', 'closing_time'])
      .orderBy('id');
    if (ids) q = q.where('store_id', 'in', ids);
    for (const r of await q.execute()) {
      let list = data.schedules.get(r.store_id);
      if (!list) data.schedules.set(r.store_id, (list = []));
      list.push({ day: r.day, opening_time: r.opening_time, closing_time: r.closing_time });
    }
  }
}

/** The whole catalogue. */
export async function loadCatalogue(db: Db): Promise<CatalogueData> {
  const data = new CatalogueData();
  for (const m of await db.selectFrom('modules').selectAll().execute()) data.modules.set(m.id, m);
  for (const c of await db.selectFrom('categories').selectAll().execute())
    data.categories.set(c.id, c);
  for (const s of await db.selectFrom('stores').selectAll().execute()) data.stores.set(s.id, s);
  for (const a of await db.selectFrom('add_ons').selectAll().execute()) data.addOns.set(a.id, a);
  await loadSchedules(db, data);
  let after = 0;
  for (;;) {
    await yieldToRequests();
    const rows = (await db
      .selectFrom('items')
      .select([...ITEM_COLUMNS])
      .where('id', '>', after)
      .orderBy('id')
      .limit(CHUNK)
      .execute()) as ItemListRow[];
    for (const r of rows) data.setItem(r);
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1]!.id;
  }
  return data;
}

const distinct = (changes: Change[], tbl: string) => [
  ...new Set(changes.filter((c) => c.tbl === tbl).map((c) => c.rowId)),
];

/**
 * Reads again every row the changes name, then changes `data` in one synchronous step (a list
 * answered meanwhile sees the catalogue before or after, never half of it); a row gone is
 * forgotten.
 */
export async function applyChanges(db: Db, data: CatalogueData, changes: Change[]) {
  const byIds = async <T>(tbl: string, read: (ids: number[]) => Promise<T[]>) => {
    const ids = distinct(changes, tbl);
    const rows: T[] = [];
    for (const part of chunks(ids, BY_ID)) rows.push(...(await read(part)));
    return { ids, rows };
  };
  const items = await byIds(
    'items',
    async (ids) =>
      (await db
        .selectFrom('items')
        .select([...ITEM_COLUMNS])
        .where('id', 'in', ids)
        .execute()) as ItemListRow[],
  );
  const stores = await byIds('stores', (ids) =>
    db.selectFrom('stores').selectAll().where('id', 'in', ids).execute(),
  );
  const categories = await byIds('categories', (ids) =>
    db.selectFrom('categories').selectAll().where('id', 'in', ids).execute(),
  );
  const modules = await byIds('modules', (ids) =>
    db.selectFrom('modules').selectAll().where('id', 'in', ids).execute(),
  );
  const addOns = await byIds('add_ons', (ids) =>
    db.selectFrom('add_ons').selectAll().where('id', 'in', ids).execute(),
  );
  const scheduled = distinct(changes, 'store_schedules');
  const schedules = new CatalogueData();
  if (scheduled.length > 0) await loadSchedules(db, schedules, scheduled);

  data.version++;
  // items serialized before: those changed, of a store renamed or moved, or whose store's
  // add-ons changed; all of them when a module or category changed
  const json = data.itemJson;
  for (const id of items.ids) json.forget(id);
  for (const id of addOns.ids) {
    const was = data.addOns.get(id);
    if (was) json.forgetStore(data, was.store_id);
  }
  for (const r of addOns.rows) json.forgetStore(data, r.store_id);
  if (categories.ids.length > 0 || modules.ids.length > 0) json.clear();

  const found = new Set(items.rows.map((r) => r.id));
  for (const r of items.rows) data.setItem(r);
  for (const id of items.ids) if (!found.has(id)) data.dropItem(id);
  if (data.setStores(stores.ids, stores.rows)) data.storesMoved();
  replace(data.categories, categories);
  replace(data.modules, modules);
  replace(data.addOns, addOns);
  if (addOns.ids.length > 0) data.addOnsMoved();
  if (scheduled.length > 0) data.schedulesChanged();
  for (const id of scheduled) {
    const list = schedules.schedules.get(id);
    if (list) data.schedules.set(id, list);
    else data.schedules.delete(id);
  }
}

function replace<T extends { id: number }>(map: Map<number, T>, got: { ids: number[]; rows: T[] }) {
  for (const id of got.ids) map.delete(id);
  for (const r of got.rows) map.set(r.id, r);
}
