// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHATTOGRAM,
  GULSHAN_1,
  MODULE,
  call,
  errorCode,
  headers,
  makeWorld,
  type Json,
  type TestWorld,
} from './helpers';

/**
 * Item and store lists (issue 3), the header rules of every catalogue call, and open/closed
 * computed from the seeded schedules with the app's clock (the fake clock starts on Monday
 * 1 June 2026, 10:00 UTC = 16:00 in Dhaka).
 */

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const get = (url: string, module?: number | string | null, extra: Record<string, string> = {}) =>
  call(w.app, 'GET', url, { headers: headers({ module: module ?? null, extra }) });

/** Every catalogue call of issue 3 and whether it needs moduleId (CONTRACT "Headers"). */
const CALLS: [string, boolean][] = [
  ['/api/v1/categories', false],
  ['/api/v1/categories/1', false],
  ['/api/v1/categories/childes/1', false],
  ['/api/v1/categories/items/1', false],
  ['/api/v1/categories/stores/1', false],
  ['/api/v1/banners', false],
  ['/api/v1/coupon/list', false],
  ['/api/v1/stores/get-stores/all', false],
  ['/api/v1/brand', true],
  ['/api/v1/brand/items/1', true],
  ['/api/v1/other-banners', true],
  ['/api/v1/other-banners/why-choose', true],
  ['/api/v1/other-banners/video-content', true],
  ['/api/v1/campaigns/basic', true],
  ['/api/v1/campaigns/item', true],
  ['/api/v1/campaigns/basic-campaign-details?basic_campaign_id=1', true],
  ['/api/v1/flash-sales', true],
  ['/api/v1/flash-sales/items?flash_sale_id=1', true],
  ['/api/v1/cashback/list', true],
  ['/api/v1/common-condition', true],
  ['/api/v1/common-condition/items/1', true],
  ['/api/v1/parcel-category', true],
  ['/api/v1/stores/latest', true],
  ['/api/v1/stores/popular', true],
  ['/api/v1/stores/top-rated', true],
  ['/api/v1/stores/search?name=a', true],
  ['/api/v1/items/popular', true],
  ['/api/v1/items/new-arrival', true],
  ['/api/v1/items/discounted', true],
  ['/api/v1/items/most-reviewed', true],
  ['/api/v1/items/recommended', true],
  ['/api/v1/items/search?name=a', true],
  ['/api/v1/items/search-suggestion?name=a', true],
];

describe('header rules', () => {
  it('needs zoneId on every catalogue call (403 zoneId)', async () => {
    for (const [url] of CALLS) {
      const res = await get(url, MODULE.food, {});
      const noZone = await call(w.app, 'GET', url, {
        headers: headers({ zone: null, module: MODULE.food }),
      });
      expect(res.status, url).toBeLessThan(500);
      expect(noZone.status, url).toBe(403);
      expect(noZone.body, url).toEqual({
        errors: [{ code: 'zoneId', message: 'Zone id required' }],
      });
    }
  });

  it('needs moduleId except on categories, banners, coupon/list and get-stores', async () => {
    for (const [url, needsModule] of CALLS) {
      const res = await get(url, null);
      if (needsModule) {
        expect(res.status, url).toBe(403);
        expect(res.body, url).toEqual({
          errors: [{ code: 'moduleId', message: 'Module id required' }],
        });
      } else {
        expect(res.status, url).toBe(200);
      }
      const unknown = await get(url, 99);
      expect(unknown.status, url).toBe(403);
      expect(unknown.body, url).toEqual({
        errors: [{ code: 'moduleId', message: 'Module not found' }],
      });
      const malformed = await get(url, 'food');
      expect(errorCode(malformed.body), url).toBe('moduleId');
    }
  });

  it('answers in Bengali with X-localization: bn, in Arabic with ar, English otherwise', async () => {
    const ask = (lang: string) =>
      call(w.app, 'GET', '/api/v1/items/popular', {
        headers: headers({ extra: { 'X-localization': lang } }),
      });
    expect((await ask('bn')).body).toEqual({
      errors: [{ code: 'moduleId', message: 'মডিউল আইডি প্রয়োজন' }],
    });
    expect((await ask('ar-SA')).body.errors[0].message).toBe('معرّف القسم مطلوب');
    expect((await ask('fr')).body.errors[0].message).toBe('Module id required');
  });

  it('answers empty lists for zones with no stores (a zone id that does not exist)', async () => {
    for (const url of ['/api/v1/items/popular', '/api/v1/stores/latest', '/api/v1/items/search']) {
      const res = await call(w.app, 'GET', url, {
        headers: headers({ zone: '[99]', module: MODULE.food }),
      });
      expect(res.status, url).toBe(200);
      expect(res.body.total_size, url).toBe(0);
    }
    const flash = await call(w.app, 'GET', '/api/v1/flash-sales', {
      headers: headers({ zone: '[99]', module: MODULE.grocery }),
    });
    expect(flash.body).toEqual({});
  });
});

describe('item lists', () => {
  const lists = [
    ['/api/v1/items/popular', 'order_count', 12],
    ['/api/v1/items/most-reviewed', 'rating_count', 10],
    ['/api/v1/items/new-arrival', 'created_at', 10],
    ['/api/v1/items/discounted', 'order_count', 15],
    ['/api/v1/items/recommended', 'order_count', 15],
  ] as const;

  it('pages each list in its order, with its default size', async () => {
    for (const [url, key, size] of lists) {
      const { status, body } = await get(url, MODULE.grocery);
      expect(status, url).toBe(200);
      expect(body, url).toMatchObject({ limit: size, offset: 1 });
      expect(body.products.length, url).toBe(Math.min(size, body.total_size));
      const values = body.products.map((p: Json) => p[key]);
      expect(values, url).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      for (const p of body.products) {
        expect(p.module_id).toBe(MODULE.grocery);
        expect(p.status).toBe(1);
      }
      const past = await get(`${url}?offset=999`, MODULE.grocery);
      expect(past.body.products, url).toEqual([]);
      expect(past.body.total_size, url).toBe(body.total_size);
    }
  });

  it('keeps to the flags of each list', async () => {
    const discounted = (await get('/api/v1/items/discounted?limit=100', MODULE.food)).body;
    expect(discounted.products.every((p: Json) => p.discount > 0)).toBe(true);
    const recommended = (await get('/api/v1/items/recommended?filter=all&limit=100', MODULE.food))
      .body;
    expect(recommended.products.every((p: Json) => p.recommended === 1)).toBe(true);
    const veg = (await get('/api/v1/items/recommended?filter=veg&limit=100', MODULE.food)).body;
    expect(veg.products.length).toBeGreaterThan(0);
    expect(veg.products.every((p: Json) => p.veg === 1)).toBe(true);
    const nonVeg = (await get('/api/v1/items/popular?type=non_veg&limit=100', MODULE.food)).body;
    expect(nonVeg.products.every((p: Json) => p.veg === 0)).toBe(true);
    expect(veg.total_size).toBeLessThan(recommended.total_size);
  });

  it('answers the categories of new arrivals and discounted items', async () => {
    const { body } = await get('/api/v1/items/new-arrival?limit=50', MODULE.shop);
    expect(body.categories.length).toBeGreaterThan(0);
    const ids = new Set(body.categories.map((c: Json) => c.id));
    for (const p of body.products) expect(ids.has(Number(p.category_ids.at(-1).id))).toBe(true);
    const byCategory = await get(
      `/api/v1/items/new-arrival?category_id=${body.categories[0].parent_id}`,
      MODULE.shop,
    );
    expect(byCategory.body.total_size).toBeGreaterThan(0);
    expect(byCategory.body.total_size).toBeLessThan(body.total_size);
  });

  it('refuses bad parameters with the envelope', async () => {
    for (const qs of ['type=vegan', 'limit=0', 'offset=-1', 'limit=abc', 'category_id=x']) {
      const res = await get(`/api/v1/items/popular?${qs}`, MODULE.food);
      expect(res.status, qs).toBe(403);
      expect(res.body.errors[0].code, qs).toEqual(expect.any(String));
    }
    const recommended = await get('/api/v1/items/recommended?filter=spicy', MODULE.food);
    expect(errorCode(recommended.body)).toBe('filter');
  });
});

describe('store lists', () => {
  it('lists latest, popular and top-rated stores of the module', async () => {
    const latest = (await get('/api/v1/stores/latest?limit=50', MODULE.food)).body;
    const dates = latest.stores.map((s: Json) => s.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const popular = (await get('/api/v1/stores/popular?limit=50', MODULE.food)).body;
    const orders = popular.stores.map((s: Json) => s.order_count);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    const top = (await get('/api/v1/stores/top-rated?limit=50', MODULE.food)).body;
    const ratings = top.stores.map((s: Json) => s.avg_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const page of [latest, popular, top]) {
      expect(page.total_size).toBe(latest.total_size);
      for (const s of page.stores) expect(s.module_id).toBe(MODULE.food);
    }
    const take = (await get('/api/v1/stores/latest?type=take_away&limit=50', MODULE.food)).body;
    expect(take.stores.every((s: Json) => s.take_away)).toBe(true);
    expect((await get('/api/v1/stores/latest?type=boat', MODULE.food)).status).toBe(403);
    expect((await get('/api/v1/stores/popular?offset=50', MODULE.food)).body.stores).toEqual([]);
  });

  it('never lists a store that is not approved', async () => {
    const hidden = await w.db.selectFrom('stores').selectAll().where('status', '=', 0).execute();
    expect(hidden.length).toBeGreaterThanOrEqual(4);
    const all = await call(w.app, 'GET', '/api/v1/stores/get-stores/all?limit=100', {
      headers: headers({ zone: '[1,2,3]' }),
    });
    const ids = all.body.stores.map((s: Json) => s.id);
    for (const h of hidden) expect(ids).not.toContain(h.id);
    expect((await get(`/api/v1/stores/details/${hidden[0]!.id}`)).status).toBe(404);
  });
});

describe('open and closed', () => {
  it('computes open from the schedule and the clock; the owner switch closes too', async () => {
    // The dinner-only store: third food store in Gulshan (17:00-23:59 local).
    const evening = await w.db
      .selectFrom('store_schedules')
      .innerJoin('stores', 'stores.id', 'store_schedules.store_id')
      .select(['stores.id'])
      .where('store_schedules.opening_time', '=', '17:00:00')
      .where('stores.module_id', '=', MODULE.food)
      .where('stores.status', '=', 1)
      .where('stores.active', '=', 1)
      .orderBy('stores.id')
      .executeTakeFirstOrThrow();
    const details = async () => (await get(`/api/v1/stores/details/${evening.id}`)).body;
    const afternoon = await details();
    expect(afternoon).toMatchObject({ id: evening.id, active: true, open: 0 });
    expect(afternoon.schedules).toHaveLength(7);
    expect(afternoon.schedules[0]).toMatchObject({
      day: 0,
      opening_time: '17:00:00',
      closing_time: '23:59:59',
    });
    const start = w.clock.now();
    w.clock.set(Date.UTC(2026, 5, 1, 12, 30)); // 18:30 in Dhaka
    try {
      expect((await details()).open).toBe(1);
      const list = (
        await call(w.app, 'GET', '/api/v1/stores/get-stores/all?limit=100', {
          headers: headers({ zone: '[3,1]', module: MODULE.food }),
        })
      ).body.stores;
      expect(list.find((s: Json) => s.id === evening.id).open).toBe(1);
    } finally {
      w.clock.set(start);
    }

    const switchedOff = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('active', '=', 0)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/v1/stores/details/${switchedOff.id}`)).body).toMatchObject({
      active: false,
      open: 0,
    });
  });

  it('puts open stores first, nearest first', async () => {
    const { body } = await call(w.app, 'GET', '/api/v1/stores/get-stores/all?limit=100', {
      headers: headers({
        module: MODULE.food,
        extra: { latitude: String(GULSHAN_1.lat), longitude: String(GULSHAN_1.lng) },
      }),
    });
    const flags = body.stores.map((s: Json) => s.open);
    expect(flags).toEqual([...flags].sort((a, b) => b - a));
    expect(flags).toContain(0);
    const open = body.stores.filter((s: Json) => s.open === 1).map((s: Json) => s.distance);
    expect(open).toEqual([...open].sort((a, b) => a - b));
  });

  it('gives distances from far away too (a point outside every zone)', async () => {
    const { body } = await get('/api/v1/stores/popular?limit=3', MODULE.food, {
      latitude: String(CHATTOGRAM.lat),
      longitude: String(CHATTOGRAM.lng),
    });
    expect(body.stores).toHaveLength(3);
    for (const s of body.stores) expect(s.distance).toBeGreaterThan(100_000);
  });
});
