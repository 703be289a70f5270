// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE, call, errorCode, headers, makeWorld, type Json, type TestWorld } from './helpers';

/** Categories (with children), brands, pharmacy common conditions and parcel categories. */

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const get = (url: string, module?: number) =>
  call(w.app, 'GET', url, { headers: headers(module === undefined ? {} : { module }) });

describe('categories', () => {
  it('lists the root categories of the module with their children', async () => {
    const { status, body } = await get('/api/v1/categories', MODULE.food);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    const priorities = body.map((c: Json) => c.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    for (const c of body) {
      expect(c).toMatchObject({ parent_id: 0, position: 0, module_id: MODULE.food });
      expect(c.image_full_url).toMatch(/^\/api\/v1\/images\/category\//);
      expect(c.childes.length).toBe(c.childes_count);
      expect(c.childes.length).toBeGreaterThan(0);
      for (const child of c.childes) expect(child).toMatchObject({ parent_id: c.id, position: 1 });
      const sum = c.childes.reduce((n: number, x: Json) => n + x.products_count, 0);
      expect(c.products_count).toBe(sum);
      expect(c.products_count).toBeGreaterThan(0);
    }
    const everything = (await get('/api/v1/categories')).body;
    expect(new Set(everything.map((c: Json) => c.module_id)).size).toBe(4);
  });

  it('gives one category, its children, its items and its stores', async () => {
    const [root] = (await get('/api/v1/categories', MODULE.grocery)).body;
    const one = await get(`/api/v1/categories/${root.id}`);
    expect(one.body).toMatchObject({
      id: root.id,
      name: root.name,
      childes_count: root.childes_count,
    });
    expect((await get(`/api/v1/categories/${root.slug}`)).body.id).toBe(root.id);

    const children = (await get(`/api/v1/categories/childes/${root.id}`)).body;
    expect(children.map((c: Json) => c.id)).toEqual(root.childes.map((c: Json) => c.id));
    const leaf = children[0];
    expect((await get(`/api/v1/categories/childes/${leaf.id}`)).body).toEqual([]);

    const items = (await get(`/api/v1/categories/items/${root.id}?limit=100&offset=1`)).body;
    expect(items).toMatchObject({ total_size: root.products_count, limit: 100, offset: 1 });
    const childIds = root.childes.map((c: Json) => String(c.id));
    for (const p of items.products) {
      expect(p.category_ids[0]).toEqual({ id: String(root.id), position: 1 });
      expect(childIds).toContain(p.category_ids[1].id);
    }
    const leafItems = (await get(`/api/v1/categories/items/${leaf.id}?limit=5`)).body;
    expect(leafItems.total_size).toBe(leaf.products_count);
    expect(leafItems.products).toHaveLength(Math.min(5, leaf.products_count));
    expect((await get(`/api/v1/categories/items/${leaf.id}?offset=500`)).body.products).toEqual([]);
    const veg = (await get(`/api/v1/categories/items/${root.id}?type=veg&limit=100`)).body;
    expect(veg.products.every((p: Json) => p.veg === 1)).toBe(true);

    const stores = (await get(`/api/v1/categories/stores/${leaf.id}?limit=50`)).body;
    expect(stores.total_size).toBeGreaterThan(0);
    for (const s of stores.stores) expect(s.module_id).toBe(MODULE.grocery);
  });

  it('answers 404 for an unknown category and 403 for bad paging', async () => {
    for (const url of [
      '/api/v1/categories/9999',
      '/api/v1/categories/no-such',
      '/api/v1/categories/childes/9999',
      '/api/v1/categories/items/9999',
      '/api/v1/categories/stores/9999',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(errorCode(res.body), url).toBe('category');
    }
    const bad = await get('/api/v1/categories/items/1?limit=x');
    expect(bad.status).toBe(403);
    expect(errorCode(bad.body)).toBe('limit');
  });
});

describe('brands', () => {
  it('lists the module’s brands A to Z with their item counts', async () => {
    const { body } = await get('/api/v1/brand', MODULE.shop);
    expect(body.length).toBeGreaterThanOrEqual(10);
    const names = body.map((b: Json) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.some((b: Json) => b.items_count === 0)).toBe(true);
    expect(body.filter((b: Json) => b.items_count > 0).length).toBeGreaterThan(5);
    expect(body[0].image_full_url).toMatch(/^\/api\/v1\/images\/brand\//);
    expect((await get('/api/v1/brand', MODULE.food)).body).toEqual([]);
  });

  it('pages a brand’s items', async () => {
    const brand = (await get('/api/v1/brand', MODULE.shop)).body.find(
      (b: Json) => b.items_count > 3,
    );
    const page = (await get(`/api/v1/brand/items/${brand.id}?limit=3`, MODULE.shop)).body;
    expect(page).toMatchObject({ total_size: brand.items_count, limit: 3, offset: 1 });
    expect(page.products).toHaveLength(3);
    for (const p of page.products) expect(p.brand_id).toBe(brand.id);
    expect(
      (await get(`/api/v1/brand/items/${brand.id}?offset=99`, MODULE.shop)).body.products,
    ).toEqual([]);
    for (const url of ['/api/v1/brand/items/9999', `/api/v1/brand/items/x`]) {
      const res = await get(url, MODULE.shop);
      expect(res.status, url).toBe(404);
      expect(errorCode(res.body)).toBe('brand');
    }
    // A brand of another module is not found in this one.
    expect((await get(`/api/v1/brand/items/${brand.id}`, MODULE.food)).status).toBe(404);
  });
});

describe('common conditions and parcel categories', () => {
  it('lists conditions and their medicines', async () => {
    const list = (await get('/api/v1/common-condition', MODULE.pharmacy)).body;
    expect(list.length).toBeGreaterThanOrEqual(6);
    const fever = list.find((c: Json) => c.slug === 'fever-and-pain');
    const page = (await get(`/api/v1/common-condition/items/${fever.id}?limit=5`, MODULE.pharmacy))
      .body;
    expect(page.limit).toBe(5);
    expect(page.total_size).toBeGreaterThan(5);
    for (const p of page.products) expect(p.common_condition_id).toBe(fever.id);
    const same = (await get(`/api/v1/common-condition/${fever.id}?limit=5`, MODULE.pharmacy)).body;
    expect(same).toEqual(page);
    expect((await get('/api/v1/common-condition/items/999', MODULE.pharmacy)).status).toBe(404);
    expect(
      (await get(`/api/v1/common-condition/items/${fever.id}?offset=99`, MODULE.pharmacy)).body
        .products,
    ).toEqual([]);
  });

  it('lists the parcel categories of the parcel module', async () => {
    const list = (await get('/api/v1/parcel-category', MODULE.parcel)).body;
    expect(list.length).toBe(5);
    expect(list[0]).toMatchObject({
      name: 'Documents',
      module_id: MODULE.parcel,
      parcel_per_km_shipping_charge: expect.any(Number),
      parcel_minimum_shipping_charge: expect.any(Number),
    });
    expect(list[0].image_full_url).toMatch(/^\/api\/v1\/images\/parcel-category\//);
    expect((await get('/api/v1/parcel-category', MODULE.food)).body).toEqual([]);
  });
});
