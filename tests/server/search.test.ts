// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { generateDemoWorld } from '../../server/seed/demo';
import { seedIfEmpty } from '../../server/seed/seed';
import {
  CHATTOGRAM,
  GULSHAN_1,
  MODULE,
  call,
  errorCode,
  fakeClock,
  headers,
  makeWorld,
  type Json,
  type TestWorld,
} from './helpers';
import { freshDb } from './test-db';

/** items/search, stores/search, items/search-suggestion, and a deterministic seed. */

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const HERE = { latitude: String(GULSHAN_1.lat), longitude: String(GULSHAN_1.lng) };
const search = (qs: string, module: number = MODULE.food, extra: Record<string, string> = HERE) =>
  call(w.app, 'GET', `/api/v1/items/search?${qs}`, { headers: headers({ module, extra }) });
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const names = (body: Json) => body.products.map((p: Json) => p.name as string);

describe('GET items/search', () => {
  it('matches every word of the name, 12 per page, high to low by default', async () => {
    const { status, body } = await search('name=chicken%20ROAST');
    expect(status).toBe(200);
    expect(body).toMatchObject({ limit: 12, offset: 1 });
    expect(body.total_size).toBeGreaterThan(0);
    for (const n of names(body)) expect(n.toLowerCase()).toMatch(/chicken.*roast|roast.*chicken/);
    const prices = body.products.map((p: Json) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.categories.reduce((n: number, c: Json) => n + c.products_count, 0)).toBe(
      body.total_size,
    );
  });

  it('sorts low to high when asked, and only one way at a time', async () => {
    const low = (await search('name=rice&sort_by=low2High&limit=50', MODULE.grocery)).body;
    const prices = low.products.map((p: Json) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = (await search('name=rice&sort_by=high2Low&limit=50', MODULE.grocery)).body;
    expect(high.products[0].price).toBe(Math.max(...prices));
    const bad = await search('name=rice&sort_by=sideways', MODULE.grocery);
    expect(bad.status).toBe(403);
    expect(errorCode(bad.body)).toBe('sort_by');
  });

  it('pages with a 1-based offset and answers an empty page past the end', async () => {
    const p1 = (await search('name=biryani&limit=5&offset=1')).body;
    const p2 = (await search('name=biryani&limit=5&offset=2')).body;
    expect(p2.offset).toBe(2);
    const ids1 = p1.products.map((p: Json) => p.id);
    for (const p of p2.products) expect(ids1).not.toContain(p.id);
    const past = (await search('name=biryani&limit=5&offset=999')).body;
    expect(past.products).toEqual([]);
    expect(past.total_size).toBe(p1.total_size);
    expect((await search('name=zzzqqq')).body).toMatchObject({
      total_size: 0,
      products: [],
      categories: [],
    });
  });

  it('filters by category (a root stands for its children) and brand', async () => {
    const roots = (
      await call(w.app, 'GET', '/api/v1/categories', { headers: headers({ module: MODULE.shop }) })
    ).body;
    const root = roots[0];
    const all = (await search('limit=1', MODULE.shop)).body;
    const inRoot = (
      await search(`category_ids=${enc([root.id])}&data_type=category&limit=100`, MODULE.shop)
    ).body;
    expect(inRoot.total_size).toBe(root.products_count);
    expect(inRoot.total_size).toBeLessThan(all.total_size);
    for (const p of inRoot.products) expect(p.category_ids[0].id).toBe(String(root.id));
    // The categories list still spans the whole result, to narrow by.
    expect(inRoot.categories.length).toBe(all.categories.length);

    const brands = (
      await call(w.app, 'GET', '/api/v1/brand', { headers: headers({ module: MODULE.shop }) })
    ).body.filter((b: Json) => b.items_count > 0);
    const two = brands.slice(0, 2).map((b: Json) => b.id);
    const byBrand = (await search(`brand_ids=${enc(two)}&data_type=brand&limit=100`, MODULE.shop))
      .body;
    expect(byBrand.total_size).toBe(brands[0].items_count + brands[1].items_count);
    for (const p of byBrand.products) expect(two).toContain(p.brand_id);
    // A comma list and a bare id are tolerated.
    expect((await search(`brand_ids=${two.join(',')}`, MODULE.shop)).body.total_size).toBe(
      byBrand.total_size,
    );
  });

  it('filters by price, rating and veg type', async () => {
    const { body } = await search('min_price=200&max_price=400&rating_count=4&type=veg&limit=100');
    expect(body.total_size).toBeGreaterThan(0);
    for (const p of body.products) {
      expect(p.price).toBeGreaterThanOrEqual(200);
      expect(p.price).toBeLessThanOrEqual(400);
      expect(p.avg_rating).toBeGreaterThanOrEqual(4);
      expect(p.veg).toBe(1);
    }
    for (const qs of [
      'min_price=-1',
      'min_price=500&max_price=100',
      'rating_count=9',
      'type=vegan',
      'max_price=abc',
    ]) {
      const res = await search(qs);
      expect(res.status, qs).toBe(403);
    }
  });

  it('applies the filters Nearby, Currently Open, Top Rated, Discounted and Popular', async () => {
    const base = (await search('limit=1')).body.total_size;
    const count = async (filter: string[], extra: Record<string, string> = HERE) =>
      (await search(`filter=${enc(filter)}&limit=100`, MODULE.food, extra)).body;

    const top = await count(['Top Rated']);
    expect(top.products.every((p: Json) => p.avg_rating >= 4)).toBe(true);
    const discounted = await count(['discounted']);
    expect(discounted.products.every((p: Json) => p.discount > 0)).toBe(true);
    const popular = await count(['Popular']);
    expect(popular.products.every((p: Json) => p.order_count >= 250)).toBe(true);
    const both = await count(['Top Rated', 'Discounted']);
    expect(both.total_size).toBeLessThanOrEqual(Math.min(top.total_size, discounted.total_size));
    for (const page of [top, discounted, popular]) {
      expect(page.total_size).toBeGreaterThan(0);
      expect(page.total_size).toBeLessThan(base);
    }

    // Currently open (16:00 in Dhaka): the store open now and the item within its hours.
    const open = await count(['Currently Open']);
    expect(open.total_size).toBeGreaterThan(0);
    expect(open.total_size).toBeLessThan(base);
    for (const p of open.products) {
      expect(p.available_time_starts <= '16:00:00' && p.available_time_ends > '16:00:00').toBe(
        true,
      );
    }
    const openStores = new Set(
      (
        await call(w.app, 'GET', '/api/v1/stores/get-stores/all?limit=100', {
          headers: headers({ module: MODULE.food }),
        })
      ).body.stores
        .filter((s: Json) => s.open === 1)
        .map((s: Json) => s.id),
    );
    for (const p of open.products) expect(openStores.has(p.store_id)).toBe(true);

    // Nearby: stores within 5 km of the location headers; none near Chattogram.
    const near = await count(['Nearby']);
    expect(near.total_size).toBeGreaterThan(0);
    expect(near.total_size).toBeLessThanOrEqual(base);
    const far = await count(['Nearby'], {
      latitude: String(CHATTOGRAM.lat),
      longitude: String(CHATTOGRAM.lng),
    });
    expect(far).toMatchObject({ total_size: 0, products: [] });
    const noLocation = await search(`filter=${enc(['Nearby'])}`, MODULE.food, {});
    expect(noLocation.status).toBe(403);
    expect(errorCode(noLocation.body)).toBe('latitude');
  });

  it('refuses malformed JSON lists and unknown filters with the envelope, never a 500', async () => {
    for (const [qs, code] of [
      ['filter=%5B%22nearby%22', 'filter'],
      ['filter=%7B%22a%22%3A1%7D', 'filter'],
      ['filter=%5B1%2C2%5D', 'filter'],
      ['filter=%5B%22spicy%22%5D', 'filter'],
      ['category_ids=%5B1%2C', 'category_ids'],
      ['category_ids=%5B%22x%22%5D', 'category_ids'],
      ['category_ids=%5B-1%5D', 'category_ids'],
      ['brand_ids=%5Bnull%5D', 'brand_ids'],
      ['data_type=weird', 'data_type'],
    ] as const) {
      const res = await search(qs);
      expect(res.status, qs).toBe(403);
      expect(res.body, qs).toEqual({ errors: [{ code, message: expect.any(String) }] });
    }
    expect((await search('filter=%5B%5D&category_ids=%5B%5D')).status).toBe(200);
  });

  it('data_type=new lists the newest first; discounted only discounted items', async () => {
    const fresh = (await search('data_type=new&limit=20')).body;
    const dates = fresh.products.map((p: Json) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const disc = (await search('data_type=discounted&limit=50')).body;
    expect(disc.products.every((p: Json) => p.discount > 0)).toBe(true);
  });

  it('store_id keeps the items of one store (the store page search), refusing a bad id', async () => {
    const all = (await search('name=rice&limit=50', MODULE.grocery)).body;
    const storeId = all.products[0].store_id as number;
    const own = (await search(`name=rice&store_id=${storeId}&limit=50`, MODULE.grocery)).body;
    expect(own.total_size).toBeGreaterThan(0);
    expect(own.total_size).toBeLessThanOrEqual(all.total_size);
    expect(own.products.every((p: Json) => p.store_id === storeId)).toBe(true);
    const bad = await search('name=rice&store_id=zero', MODULE.grocery);
    expect(bad.status).toBe(403);
    expect(errorCode(bad.body)).toBe('store_id');
  });
});

describe('GET stores/search and items/search-suggestion', () => {
  it('finds stores by name with the filters, open first', async () => {
    const { body } = await call(w.app, 'GET', '/api/v1/stores/search?name=gulshan', {
      headers: headers({ module: MODULE.grocery, extra: HERE }),
    });
    expect(body).toMatchObject({ limit: 12, offset: 1 });
    expect(body.total_size).toBeGreaterThan(0);
    for (const s of body.stores) expect(s.name.toLowerCase()).toContain('gulshan');
    const top = await call(
      w.app,
      'GET',
      `/api/v1/stores/search?filter=${enc(['Top Rated', 'Currently Open'])}&limit=100`,
      { headers: headers({ module: MODULE.food, extra: HERE }) },
    );
    expect(top.body.stores.length).toBeGreaterThan(0);
    for (const s of top.body.stores) {
      expect(s.avg_rating).toBeGreaterThanOrEqual(4);
      expect(s.open).toBe(1);
    }
    const bad = await call(w.app, 'GET', '/api/v1/stores/search?filter=%5B', {
      headers: headers({ module: MODULE.food }),
    });
    expect(errorCode(bad.body)).toBe('filter');
    const past = await call(w.app, 'GET', '/api/v1/stores/search?offset=40', {
      headers: headers({ module: MODULE.food }),
    });
    expect(past.body.stores).toEqual([]);
  });

  it('suggests items and stores for a name, nothing for an empty one', async () => {
    const { body } = await call(w.app, 'GET', '/api/v1/items/search-suggestion?name=kacchi', {
      headers: headers({ module: MODULE.food }),
    });
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(10);
    for (const i of body.items) expect(i.name.toLowerCase()).toContain('kacchi');
    for (const s of body.stores) expect(s.name.toLowerCase()).toContain('kacchi');
    const empty = await call(w.app, 'GET', '/api/v1/items/search-suggestion?name=%20', {
      headers: headers({ module: MODULE.food }),
    });
    expect(empty.body).toEqual({ items: [], stores: [] });
    const wildcard = await call(w.app, 'GET', '/api/v1/items/search-suggestion?name=%25_', {
      headers: headers({ module: MODULE.food }),
    });
    expect(wildcard.body).toEqual({ items: [], stores: [] });
  });
});

describe('determinism', () => {
  it('the same seed gives byte-identical worlds and listings', async () => {
    expect(JSON.stringify(generateDemoWorld(7))).toBe(JSON.stringify(generateDemoWorld(7)));
    expect(JSON.stringify(generateDemoWorld(7))).not.toBe(JSON.stringify(generateDemoWorld(8)));

    const db2 = await freshDb();
    await seedIfEmpty(db2);
    const app2 = await buildApp({ db: db2, clock: fakeClock() });
    try {
      for (const [url, module] of [
        ['/api/v1/items/search?name=a&limit=50', MODULE.food],
        ['/api/v1/stores/get-stores/all?limit=50', MODULE.grocery],
        ['/api/v1/categories', MODULE.shop],
        ['/api/v1/banners', MODULE.pharmacy],
        ['/api/v1/flash-sales', MODULE.grocery],
        ['/api/v1/coupon/list', MODULE.food],
        ['/api/v1/items/popular?limit=50', MODULE.shop],
      ] as const) {
        const h = headers({ module, extra: HERE });
        const a = await w.app.inject({ url, headers: h });
        const b = await app2.inject({ url, headers: h });
        expect(b.body, url).toBe(a.body);
      }
    } finally {
      await app2.close();
      await db2.destroy();
    }
  });
});
