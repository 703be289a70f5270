// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, readAtOnce, type Db } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';
import { mulberry32, type Prng } from '../../server/seed/prng';
import { jsonOf, keptJsonText } from '../../server/http/json-text';
import {
  categoryDetails,
  expandCategoryIds,
  listCategories,
} from '../../server/services/categories';
import { localNow } from '../../server/services/clock';
import { findItems, type ItemOrder, type ItemQuery } from '../../server/services/items-query';
import {
  catalogueLoaded,
  freshCatalogue,
  keepCatalogue,
} from '../../server/services/read-model/catalogue-model';
import { lastSeq } from '../../server/services/read-model/change-log';
import { answerItems } from '../../server/services/read-model/item-lists';
import { answerStores } from '../../server/services/read-model/store-lists';
import { findStores, type StoreFlag, type StoreQuery } from '../../server/services/stores';
import { CHATTOGRAM, GULSHAN_1 } from './helpers';
import { freshDb } from './test-db';

/**
 * The catalogue in memory (server/services/read-model) answers the item and store lists
 * exactly as their SQL does, for a seeded spread of queries, and sees every write at once:
 * each answer is compared with the SQL's answer to the same query on the same database.
 */

let db: Db;
let words: Map<number, string[]>;
let categoryIds: number[];
let brandIds: number[];
let storeIds: number[];

beforeAll(async () => {
  db = await freshDb();
  await seedIfEmpty(db);
  const names = await db.selectFrom('items').select(['name', 'module_id']).execute();
  words = new Map();
  for (const n of names) {
    const list = words.get(n.module_id) ?? [];
    list.push(...n.name.toLowerCase().split(/\s+/));
    words.set(n.module_id, list);
  }
  for (const [m, list] of words) words.set(m, [...new Set(list)].sort());
  categoryIds = (await db.selectFrom('categories').select('id').execute()).map((c) => c.id);
  brandIds = (await db.selectFrom('brands').select('id').execute()).map((b) => b.id);
  storeIds = (await db.selectFrom('stores').select('id').execute()).map((s) => s.id);
});
afterAll(async () => db.destroy());

const ORDERS: ItemOrder[] = [
  'latest',
  'popular',
  'most_reviewed',
  'top_rated',
  'price_high',
  'price_low',
];
const ZONES = [[3, 1], [1], [2], [3], [1, 2, 3]];
/** Times across a week: before opening, midday, late evening. */
const NOWS = [0, 3, 9, 14, 20, 23.5].map((h, i) =>
  localNow(Date.UTC(2026, 10, 22 + i, 0, 0, 0) + h * 3_600_000),
);
const maybe = (rng: Prng, p: number) => rng.next() < p;
const some = <T>(rng: Prng, list: T[], n: number) => rng.shuffle(list).slice(0, n);

function words3(rng: Prng, moduleId: number): string[] {
  const n = rng.int(1, 2);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let w = rng.pick(words.get(moduleId)!);
    const r = rng.next();
    if (r < 0.15) w = w.slice(0, rng.int(1, 2));
    else if (r < 0.3) w = w.slice(rng.int(0, 2), rng.int(3, 6));
    else if (r < 0.35) w = w.toUpperCase();
    out.push(w.toLowerCase());
  }
  if (maybe(rng, 0.05)) out.push(rng.pick(['zzzq', 'é', '50%', 'a_b', '"']));
  return out;
}

function itemQuery(rng: Prng): { q: ItemQuery; categories: boolean } {
  const q: ItemQuery = {
    zoneIds: rng.pick(ZONES),
    moduleId: rng.int(1, 4),
    order: rng.pick(ORDERS),
    limit: rng.pick([1, 10, 12, 15, 50]),
    offset: rng.pick([1, 1, 2, 3, 5, 40]),
  };
  if (maybe(rng, 0.6)) q.terms = words3(rng, q.moduleId);
  if (maybe(rng, 0.2)) q.type = rng.pick(['veg', 'non_veg', 'all']);
  if (maybe(rng, 0.1)) q.storeId = rng.pick(storeIds);
  if (maybe(rng, 0.1)) q.storeIds = some(rng, storeIds, rng.int(0, 30));
  if (maybe(rng, 0.2)) q.categoryIds = some(rng, categoryIds, rng.int(1, 4));
  if (maybe(rng, 0.1)) q.brandIds = some(rng, brandIds, rng.int(1, 3));
  if (maybe(rng, 0.05)) q.withCondition = true;
  if (maybe(rng, 0.05)) q.conditionId = rng.int(1, 6);
  if (maybe(rng, 0.15)) q.minPrice = rng.int(0, 200);
  if (maybe(rng, 0.15)) q.maxPrice = rng.int(100, 2000);
  if (maybe(rng, 0.15)) q.minRating = rng.pick([0, 3, 4, 4.5]);
  if (maybe(rng, 0.15)) q.discounted = true;
  if (maybe(rng, 0.1)) q.recommended = true;
  if (maybe(rng, 0.15)) q.popular = true;
  if (maybe(rng, 0.2)) q.openAt = rng.pick(NOWS);
  return { q, categories: maybe(rng, 0.6) };
}

const STORE_FLAGS: StoreFlag[] = ['nearby', 'currently_open', 'top_rated', 'discounted', 'popular'];

function storeQuery(rng: Prng): StoreQuery {
  const from = rng.pick([GULSHAN_1, CHATTOGRAM, undefined]);
  const flags = new Set(some(rng, STORE_FLAGS, maybe(rng, 0.6) ? 0 : rng.int(1, 2)));
  if (!from) flags.delete('nearby');
  const q: StoreQuery = {
    zoneIds: rng.pick(ZONES),
    moduleId: maybe(rng, 0.15) ? undefined : rng.int(1, 4),
    filter: rng.pick(['all', 'delivery', 'take_away']),
    order: rng.pick(['all', 'newly_joined', 'popular', 'top_rated']),
    flags,
    limit: rng.pick([1, 12, 50]),
    offset: rng.pick([1, 1, 2, 3, 5, 30]),
    from,
    now: rng.pick(NOWS),
  };
  if (maybe(rng, 0.2)) q.veg = rng.pick(['veg', 'non_veg', 'all']);
  if (maybe(rng, 0.1)) q.categoryIds = some(rng, categoryIds, rng.int(1, 3));
  if (maybe(rng, 0.1)) q.storeIds = some(rng, storeIds, rng.int(0, 40));
  if (maybe(rng, 0.1)) q.minRating = rng.pick([3, 4, 4.5]);
  return q;
}

/** Each query answered from memory and then by SQL alone (the catalogue released). */
async function bothWays<Q>(queries: Q[], answer: (q: Q) => Promise<unknown>) {
  const kept = keepCatalogue(db);
  expect(await catalogueLoaded(db)).toBe(true);
  const memory = [];
  for (const q of queries) memory.push(await answer(q));
  kept.release();
  const sql = [];
  for (const q of queries) sql.push(await answer(q));
  return { memory, sql };
}

describe('the catalogue in memory', () => {
  it('answers 600 item lists exactly as SQL: totals, category counts, order, pages', async () => {
    const rng = mulberry32(29);
    const queries = Array.from({ length: 600 }, () => itemQuery(rng));
    const { memory, sql } = await bothWays(queries, async ({ q, categories }) => {
      // from memory indeed, but for a word beyond ASCII (left to SQL)
      const data = await freshCatalogue(db);
      if (data) {
        const ascii = (q.terms ?? []).every((t) => /^[\p{ASCII}]*$/u.test(t));
        expect(answerItems(data, q, { categories }) !== undefined).toBe(ascii);
      }
      return findItems(db, q, { categories });
    });
    // as sent (http/json-text.ts), before anything reads their products: the JSON the pages
    // keep written is JSON.stringify's of SQL's answer, byte for byte
    const kept = memory.map(keptJsonText);
    const sent = memory.map(jsonOf);
    expect(kept.filter((t) => t !== undefined).length).toBeGreaterThan(500);
    let nonEmpty = 0;
    for (let i = 0; i < queries.length; i++) {
      expect(sent[i], JSON.stringify(queries[i])).toBe(JSON.stringify(sql[i]));
      expect(memory[i], JSON.stringify(queries[i])).toEqual(sql[i]);
      if ((sql[i] as { total_size: number }).total_size > 0) nonEmpty++;
    }
    // the spread finds things, not only empty pages
    expect(nonEmpty).toBeGreaterThan(250);
  });

  it("answers the categories' lists and counts exactly as SQL, and follows an item, a store and a category switched off", async () => {
    const modules = [undefined, 1, 2, 3, 4];
    const lists = () =>
      Promise.all(ZONES.flatMap((zones) => modules.map((m) => listCategories(db, zones, m)))).then(
        async (all) => [...all, await categoryDetails(db, [1, 2, 3], String(categoryIds[0]))],
      );
    const { memory, sql } = await bothWays([0], lists);
    expect(memory).toEqual(sql);
    const total = (list: Awaited<ReturnType<typeof listCategories>>) =>
      list.reduce((n, c) => n + c.products_count, 0);
    const kept = keepCatalogue(db);
    expect(await catalogueLoaded(db)).toBe(true);
    const switchedOff: { item?: number; store?: number; category?: number } = {};
    try {
      const before = total(await listCategories(db, [1, 2, 3], 1));
      expect(before).toBeGreaterThan(0);
      const item = await db
        .selectFrom('items')
        .innerJoin('stores', 'stores.id', 'items.store_id')
        .select(['items.id', 'items.store_id'])
        .where('items.module_id', '=', 1)
        .where('items.status', '=', 1)
        .where('stores.status', '=', 1)
        .orderBy('items.id')
        .executeTakeFirstOrThrow();
      await db.updateTable('items').set({ status: 0 }).where('id', '=', item.id).execute();
      switchedOff.item = item.id;
      expect(total(await listCategories(db, [1, 2, 3], 1))).toBe(before - 1);
      const inStore = await db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('store_id', '=', item.store_id)
        .where('status', '=', 1)
        .executeTakeFirstOrThrow();
      await db.updateTable('stores').set({ status: 0 }).where('id', '=', item.store_id).execute();
      switchedOff.store = item.store_id;
      const closed = await listCategories(db, [1, 2, 3], 1);
      expect(total(closed)).toBe(before - 1 - Number(inStore.n));
      const root = closed[0]!;
      await db.updateTable('categories').set({ status: 0 }).where('id', '=', root.id).execute();
      switchedOff.category = root.id;
      const withoutRoot = await listCategories(db, [1, 2, 3], 1);
      expect(withoutRoot.map((c) => c.id)).toEqual(closed.slice(1).map((c) => c.id));
      kept.release();
      expect(withoutRoot).toEqual(await listCategories(db, [1, 2, 3], 1));
    } finally {
      kept.release();
      if (switchedOff.category !== undefined)
        await db
          .updateTable('categories')
          .set({ status: 1 })
          .where('id', '=', switchedOff.category)
          .execute();
      if (switchedOff.item !== undefined)
        await db
          .updateTable('items')
          .set({ status: 1 })
          .where('id', '=', switchedOff.item)
          .execute();
      if (switchedOff.store !== undefined)
        await db
          .updateTable('stores')
          .set({ status: 1 })
          .where('id', '=', switchedOff.store)
          .execute();
    }
  });

  it('a page changed after it was answered is sent as changed', async () => {
    const kept = keepCatalogue(db);
    expect(await catalogueLoaded(db)).toBe(true);
    try {
      const q: ItemQuery = { zoneIds: [3, 1], moduleId: 2, order: 'popular', limit: 5, offset: 1 };
      const pushed = await findItems(db, q, { categories: true });
      expect(keptJsonText(pushed)).toBeDefined();
      pushed.products.push(pushed.products[0]!);
      expect(jsonOf(pushed)).toBe(JSON.stringify(pushed));
      expect(JSON.parse(jsonOf(pushed)).products).toHaveLength(6);
      const stores = await findStores(db, {
        zoneIds: [3, 1],
        moduleId: 2,
        filter: 'all',
        order: 'all',
        flags: new Set(),
        limit: 3,
        offset: 1,
        from: GULSHAN_1,
        now: NOWS[1]!,
      });
      expect(keptJsonText(stores)).toBeDefined();
      stores.stores[0]!.name = 'Renamed here';
      expect(JSON.parse(jsonOf(stores)).stores[0].name).toBe('Renamed here');
      const renamed = await findItems(db, q);
      renamed.total_size = 1;
      (renamed as Record<string, unknown>).extra = true;
      expect(jsonOf(renamed)).toBe(JSON.stringify(renamed));
      expect(JSON.parse(jsonOf(renamed))).toMatchObject({ total_size: 1, extra: true });
    } finally {
      kept.release();
    }
  });

  it('answers 400 store lists exactly as SQL: filters, open now, distance order, pages', async () => {
    const rng = mulberry32(30);
    const queries = Array.from({ length: 400 }, () => storeQuery(rng));
    const { memory, sql } = await bothWays(queries, async (q) => {
      const data = await freshCatalogue(db);
      if (data) expect(answerStores(data, q)).toBeDefined();
      return findStores(db, q);
    });
    // as sent: written from each store's kept text, byte for byte JSON.stringify's of SQL's
    const kept = memory.map(keptJsonText);
    const sent = memory.map(jsonOf);
    expect(kept.filter((t) => t !== undefined).length).toBeGreaterThan(350);
    let nonEmpty = 0;
    for (let i = 0; i < queries.length; i++) {
      const label = JSON.stringify({ ...queries[i], flags: [...queries[i]!.flags!] });
      expect(sent[i], label).toBe(JSON.stringify(sql[i]));
      expect(memory[i], label).toEqual(sql[i]);
      if ((sql[i] as { total_size: number }).total_size > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(150);
  });
});

describe('a write is seen by the next list', () => {
  const search: ItemQuery = {
    zoneIds: [3, 1],
    moduleId: 2,
    terms: ['rice'],
    order: 'price_high',
    limit: 12,
    offset: 1,
  };

  it('a price, a new item, an item switched off, a store closed, a category renamed', async () => {
    const kept = keepCatalogue(db);
    expect(await catalogueLoaded(db)).toBe(true);
    try {
      const before = await findItems(db, search, { categories: true });
      const top = before.products[0]!;
      // the cheapest becomes the dearest
      const last = before.products[before.products.length - 1]!;
      await db
        .updateTable('items')
        .set({ price: top.price + 1000 })
        .where('id', '=', last.id)
        .execute();
      const after = await findItems(db, search, { categories: true });
      expect(after.products[0]!.id).toBe(last.id);
      expect(after.products[0]!.price).toBe(top.price + 1000);

      // the stock of an item shown (kept serialized) changes: the next page shows it
      await db.updateTable('items').set({ stock: 4321 }).where('id', '=', last.id).execute();
      expect((await findItems(db, search, { categories: true })).products[0]!.stock).toBe(4321);

      // a new item named for the search
      const row = await db
        .selectFrom('items')
        .selectAll()
        .where('id', '=', top.id)
        .executeTakeFirstOrThrow();
      const { id: _id, ...copy } = row;
      await db
        .insertInto('items')
        .values({
          ...copy,
          name: 'Golden rice special',
          slug: 'golden-rice-special-x',
          price: 99_999,
        })
        .execute();
      const withNew = await findItems(db, search, { categories: true });
      expect(withNew.total_size).toBe(after.total_size + 1);
      expect(withNew.products[0]!.name).toBe('Golden rice special');

      // switched off: gone from the list and its category's count
      await db
        .updateTable('items')
        .set({ status: 0 })
        .where('id', '=', withNew.products[0]!.id)
        .execute();
      const off = await findItems(db, search, { categories: true });
      expect(off.total_size).toBe(after.total_size);

      // the first item's store made inactive: all its items leave
      await db.updateTable('stores').set({ status: 0 }).where('id', '=', top.store_id).execute();
      const closed = await findItems(db, search, { categories: true });
      expect(closed.products.some((p) => p.store_id === top.store_id)).toBe(false);

      // a category renamed shows in the counts' list
      type WithCategories = { categories: { id: number; name: string }[] };
      const cat = (off as unknown as WithCategories).categories[0]!;
      await db
        .updateTable('categories')
        .set({ name: 'Renamed' })
        .where('id', '=', cat.id)
        .execute();
      const renamed = await findItems(db, search, { categories: true });
      expect(
        (renamed as unknown as WithCategories).categories.find((c) => c.id === cat.id)?.name,
      ).toBe('Renamed');

      kept.release();
      const sql = await findItems(db, search, { categories: true });
      expect(renamed).toEqual(sql);
    } finally {
      kept.release();
    }
  });

  it("a new sub-category is in its root's tree at once (a search by the root sees it)", async () => {
    const kept = keepCatalogue(db);
    expect(await catalogueLoaded(db)).toBe(true);
    try {
      const root = await db
        .selectFrom('categories')
        .selectAll()
        .where('parent_id', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const before = await expandCategoryIds(db, [root.id]);
      expect(before.length).toBeGreaterThan(1);
      const { id: _id, ...copy } = root;
      const child = await db
        .insertInto('categories')
        .values({ ...copy, name: 'New shelf', slug: 'new-shelf', parent_id: root.id, position: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = await expandCategoryIds(db, [root.id]);
      expect(after).toEqual([...before, child.id]);
      kept.release();
      expect((await expandCategoryIds(db, [root.id])).sort()).toEqual([...after].sort());
    } finally {
      kept.release();
    }
  });

  it("an item moved to another category: a search's category counts follow", async () => {
    const kept = keepCatalogue(db);
    expect(await catalogueLoaded(db)).toBe(true);
    type WithCategories = { categories: { id: number; products_count: number }[] };
    const count = (page: unknown, id: number) =>
      (page as WithCategories).categories.find((c) => c.id === id)?.products_count ?? 0;
    try {
      const before = await findItems(db, search, { categories: true });
      const moved = before.products[0]!;
      const from = moved.category_id;
      const other = await db
        .selectFrom('categories')
        .select('id')
        .where('module_id', '=', search.moduleId)
        .where('status', '=', 1)
        .where('id', '!=', from)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const to = other.id;
      await db.updateTable('items').set({ category_id: to }).where('id', '=', moved.id).execute();
      const after = await findItems(db, search, { categories: true });
      expect(count(after, from)).toBe(count(before, from) - 1);
      expect(count(after, to)).toBe(count(before, to) + 1);
      kept.release();
      expect(after).toEqual(await findItems(db, search, { categories: true }));
    } finally {
      kept.release();
    }
  });

  it("an item's hours changed: the list of what is available now follows", async () => {
    const kept = keepCatalogue(db);
    expect(await catalogueLoaded(db)).toBe(true);
    const midday = localNow(Date.UTC(2026, 10, 25, 6, 0, 0)); // 12:00 in Dhaka
    const open: ItemQuery = { ...search, terms: undefined, openAt: midday, limit: 50 };
    try {
      const before = await findItems(db, open, { categories: false });
      const shown = before.products[0]!;
      expect(before.total_size).toBeGreaterThan(1);
      // its window now starts after midday: it leaves the list
      await db
        .updateTable('items')
        .set({ available_time_starts: '12:00:01' })
        .where('id', '=', shown.id)
        .execute();
      const later = await findItems(db, open, { categories: false });
      expect(later.total_size).toBe(before.total_size - 1);
      expect(later.products.some((p) => p.id === shown.id)).toBe(false);
      // and comes back when its window holds midday again, to the second
      await db
        .updateTable('items')
        .set({ available_time_starts: midday.time, available_time_ends: '12:00:01' })
        .where('id', '=', shown.id)
        .execute();
      const again = await findItems(db, open, { categories: false });
      expect(again.total_size).toBe(before.total_size);
      kept.release();
      expect(again).toEqual(await findItems(db, open, { categories: false }));
    } finally {
      kept.release();
    }
  });

  it('a store switched off, its hours changed, an add-on renamed: open lists and cards follow', async () => {
    const kept = keepCatalogue(db);
    expect(await catalogueLoaded(db)).toBe(true);
    const now = NOWS[2]!;
    const open: StoreQuery = {
      zoneIds: [1, 2, 3],
      moduleId: 1,
      filter: 'all',
      order: 'all',
      flags: new Set(['currently_open']),
      limit: 50,
      offset: 1,
      from: GULSHAN_1,
      now,
    };
    try {
      const before = await findStores(db, open);
      expect(before.total_size).toBeGreaterThan(2);
      const [a, b] = before.stores;
      await db.updateTable('stores').set({ active: 0 }).where('id', '=', a!.id).execute();
      await db.deleteFrom('store_schedules').where('store_id', '=', b!.id).execute();
      const after = await findStores(db, open);
      expect(after.total_size).toBe(before.total_size - 2);
      expect(after.stores.map((s) => s.id)).not.toContain(a!.id);
      expect(after.stores.map((s) => s.id)).not.toContain(b!.id);

      const addOn = await db.selectFrom('add_ons').selectAll().executeTakeFirstOrThrow();
      await db
        .updateTable('add_ons')
        .set({ name: 'Extra renamed' })
        .where('id', '=', addOn.id)
        .execute();
      const items = await findItems(db, {
        zoneIds: [1, 2, 3],
        moduleId: 1,
        storeId: addOn.store_id,
        order: 'popular',
        limit: 50,
        offset: 1,
      });
      kept.release();
      expect(await findStores(db, open)).toEqual(after);
      expect(
        await findItems(db, {
          zoneIds: [1, 2, 3],
          moduleId: 1,
          storeId: addOn.store_id,
          order: 'popular',
          limit: 50,
          offset: 1,
        }),
      ).toEqual(items);
    } finally {
      kept.release();
    }
  });

  it('a store renamed or rated is sent so at once (its kept text follows)', async () => {
    const kept = keepCatalogue(db);
    expect(await catalogueLoaded(db)).toBe(true);
    const q: StoreQuery = {
      zoneIds: [1, 2, 3],
      moduleId: 2,
      filter: 'all',
      order: 'all',
      flags: new Set(),
      limit: 12,
      offset: 1,
      from: GULSHAN_1,
      now: NOWS[2]!,
    };
    try {
      const first = await findStores(db, q);
      const sentBefore = jsonOf(first);
      expect(keptJsonText(first)).toBeDefined();
      const id = (JSON.parse(sentBefore) as { stores: { id: number }[] }).stores[0]!.id;
      await db
        .updateTable('stores')
        .set({ name: 'Renamed store', rating_count: 999 })
        .where('id', '=', id)
        .execute();
      const renamed = await findStores(db, q);
      expect(keptJsonText(renamed)).toBeDefined();
      const sent = jsonOf(renamed);
      expect(sent).not.toBe(sentBefore);
      expect(sent).toContain('"name":"Renamed store"');
      kept.release();
      expect(sent).toBe(JSON.stringify(await findStores(db, q)));
    } finally {
      kept.release();
    }
  });

  it('sees a write made through another connection (another process) on the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'read-model-'));
    const a = createDb(join(dir, 'db.sqlite'));
    const b = createDb(join(dir, 'db.sqlite'));
    try {
      await migrateToLatest(a);
      await seedIfEmpty(a);
      const kept = keepCatalogue(a);
      expect(await catalogueLoaded(a)).toBe(true);
      const stores: StoreQuery = {
        zoneIds: [3, 1],
        moduleId: 1,
        filter: 'all',
        order: 'popular',
        limit: 12,
        offset: 1,
        now: NOWS[2]!,
      };
      const first = await findStores(a, stores);
      const last = first.stores[first.stores.length - 1]!;
      await b
        .updateTable('stores')
        .set({ order_count: first.stores[0]!.order_count + 1 })
        .where('id', '=', last.id)
        .execute();
      const seen = await findStores(a, stores);
      expect(seen.stores[0]!.id).toBe(last.id);
      const item = await b
        .selectFrom('items')
        .innerJoin('stores', 'stores.id', 'items.store_id')
        .select('items.id')
        .where('items.module_id', '=', 1)
        .where('items.status', '=', 1)
        .where('stores.status', '=', 1)
        .executeTakeFirstOrThrow();
      await b
        .updateTable('items')
        .set({ name: 'Zanzibar mystery stew' })
        .where('id', '=', item.id)
        .execute();
      const found = await findItems(a, {
        zoneIds: [1, 2, 3],
        moduleId: 1,
        terms: ['zanzibar'],
        order: 'popular',
        limit: 12,
        offset: 1,
      });
      expect(found.products.map((p) => p.id)).toEqual([item.id]);
      kept.release();
      expect(await findStores(a, stores)).toEqual(seen);
    } finally {
      await a.destroy();
      await b.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('kept ahead and asked cheaply', () => {
  it('keeps every active item as its list text once loaded', async () => {
    const kept = keepCatalogue(db);
    try {
      expect(await catalogueLoaded(db)).toBe(true);
      const data = (await freshCatalogue(db))!;
      const active = await db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 1)
        .executeTakeFirstOrThrow();
      expect(data.itemJson.size).toBe(Number(active.n));
    } finally {
      kept.release();
    }
  });

  it('a change made in a transaction not yet committed is not seen, nor after it rolls back', async () => {
    const before = await lastSeq(db);
    const item = await db.selectFrom('items').select('id').executeTakeFirstOrThrow();
    let asked: Promise<number> | undefined;
    let inside: unknown = 'not asked';
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('items').set({ stock: 7 }).where('id', '=', item.id).execute();
        // asked as another request would, while the transaction is open
        inside = readAtOnce(db, 'select max(seq) as n from catalogue_changes');
        asked = lastSeq(db);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // (on PostgreSQL there is no connection to read at once: always through Kysely)
    expect(inside).toBeUndefined();
    expect(await asked).toBe(before);
    expect(await lastSeq(db)).toBe(before);
  });
});
