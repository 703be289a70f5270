// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSchema } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';
import {
  MODULE,
  ZONE,
  call,
  errorCode,
  headers,
  makeWorld,
  type Json,
  type TestWorld,
} from './helpers';
import { freshDb } from './test-db';

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

async function storesInDb(zoneIds: number[], moduleId?: number) {
  let q = w.db
    .selectFrom('stores')
    .select('id')
    .where('zone_id', 'in', zoneIds)
    .where('status', '=', 1);
  if (moduleId) q = q.where('module_id', '=', moduleId);
  return (await q.execute()).length;
}

describe('GET stores/get-stores', () => {
  it('lists stores of the zones and module, 12 per page by default', async () => {
    const expected = await storesInDb([ZONE.gulshan, ZONE.central], MODULE.food);
    const { status, body } = await call(
      w.app,
      'GET',
      '/api/v1/stores/get-stores/all?store_type=all',
      {
        headers: headers({ zone: '[3,1]', module: MODULE.food }),
      },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ total_size: expected, limit: 12, offset: 1 });
    expect(body.stores.length).toBe(Math.min(12, expected));
    for (const s of body.stores) {
      expect(s.module_id).toBe(MODULE.food);
      expect([ZONE.gulshan, ZONE.central]).toContain(s.zone_id);
      expect(s.delivery_time).toMatch(/^\d+-\d+$/);
      expect(s.logo_full_url).toMatch(/^\/api\/v1\/images\/store\//);
      expect(s.distance).toBeNull();
    }
  });

  it('without moduleId lists every module of the zones', async () => {
    const expected = await storesInDb([ZONE.uttara]);
    const { body } = await call(w.app, 'GET', '/api/v1/stores/get-stores/all?limit=100', {
      headers: headers({ zone: '[2]' }),
    });
    expect(body.total_size).toBe(expected);
    expect(new Set(body.stores.map((s: Json) => s.module_id)).size).toBeGreaterThan(1);
  });

  it('pages with a 1-based offset and answers an empty page past the end', async () => {
    const h = headers({ zone: '[3,1]', module: MODULE.grocery });
    const p1 = (
      await call(w.app, 'GET', '/api/v1/stores/get-stores/all?limit=3&offset=1', { headers: h })
    ).body;
    const p2 = (
      await call(w.app, 'GET', '/api/v1/stores/get-stores/all?limit=3&offset=2', { headers: h })
    ).body;
    expect(p1.stores).toHaveLength(3);
    expect(p2.offset).toBe(2);
    const ids1 = p1.stores.map((s: Json) => s.id);
    for (const s of p2.stores) expect(ids1).not.toContain(s.id);
    const past = (
      await call(w.app, 'GET', '/api/v1/stores/get-stores/all?limit=3&offset=99', { headers: h })
    ).body;
    expect(past).toEqual({ total_size: p1.total_size, limit: 3, offset: 99, stores: [] });
  });

  it('coerces string numbers and gives distances from the location headers', async () => {
    const { body } = await call(w.app, 'GET', '/api/v1/stores/get-stores/all?limit="5"&offset=1', {
      headers: headers({ module: '1', extra: { latitude: '"23.7806"', longitude: '90.4163' } }),
    });
    expect(body.limit).toBe(5);
    const d = body.stores.map((s: Json) => s.distance);
    expect(d.every((x: unknown) => typeof x === 'number')).toBe(true);
    const open = body.stores.filter((s: Json) => s.active);
    const dOpen = open.map((s: Json) => s.distance);
    expect(dOpen).toEqual([...dOpen].sort((a, b) => a - b));
  });

  it('filters delivery / take_away and sorts by store_type', async () => {
    const h = headers({ module: MODULE.food });
    const take = (
      await call(w.app, 'GET', '/api/v1/stores/get-stores/take_away?limit=50', { headers: h })
    ).body;
    expect(take.stores.every((s: Json) => s.take_away === true)).toBe(true);
    const top = (
      await call(w.app, 'GET', '/api/v1/stores/get-stores/all?store_type=top_rated&limit=50', {
        headers: h,
      })
    ).body;
    const ratings = top.stores.map((s: Json) => s.avg_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const bad = await call(w.app, 'GET', '/api/v1/stores/get-stores/all?store_type=weird', {
      headers: h,
    });
    expect(bad.status).toBe(403);
    expect(errorCode(bad.body)).toBe('store_type');
  });

  it('refuses a missing, malformed or empty zoneId with 403', async () => {
    const missing = await call(w.app, 'GET', '/api/v1/stores/get-stores/all', {
      headers: headers({ zone: null }),
    });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
    for (const zone of ['[1,', '{"a":1}', 'abc', '[]', '[0]', '[1.5]']) {
      const res = await call(w.app, 'GET', '/api/v1/stores/get-stores/all', {
        headers: headers({ zone }),
      });
      expect(res.status, zone).toBe(403);
      expect(errorCode(res.body), zone).toBe('zoneId');
    }
  });

  it('refuses an unknown or malformed moduleId', async () => {
    for (const module of ['99', 'food']) {
      const res = await call(w.app, 'GET', '/api/v1/stores/get-stores/all', {
        headers: headers({ module }),
      });
      expect(res.status, module).toBe(403);
      expect(errorCode(res.body), module).toBe('moduleId');
    }
  });
});

describe('GET stores/details', () => {
  it('finds a store by id and by slug', async () => {
    const row = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    const byId = await call(w.app, 'GET', '/api/v1/stores/details/3');
    const bySlug = await call(w.app, 'GET', `/api/v1/stores/details/${row.slug}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      id: 3,
      slug: row.slug,
      name: row.name,
      latitude: String(row.latitude),
    });
    expect(bySlug.body).toEqual(byId.body);
    expect(byId.body.total_items).toBeGreaterThanOrEqual(8);
  });

  it('answers 404 for an unknown store, and the details without a zoneId (server-side loads)', async () => {
    const res = await call(w.app, 'GET', '/api/v1/stores/details/no-such-store');
    expect(res.status).toBe(404);
    expect(errorCode(res.body)).toBe('store');
    expect(
      (await call(w.app, 'GET', '/api/v1/stores/details/1', { headers: headers({ zone: null }) }))
        .status,
    ).toBe(200);
  });
});

describe('GET stores/details: what the store page shows', () => {
  const at = { lat: 23.7925, lng: 90.4078 };
  const located = headers({ extra: { latitude: String(at.lat), longitude: String(at.lng) } });

  it('answers the minimum order, the weekly hours and the delivery fee to the location', async () => {
    const store = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('delivery', '=', 1)
      .where('free_delivery', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Gulshan 1 lies in Gulshan and Dhaka Central: the smaller, Gulshan, charges (as placement).
    const pivot = await w.db
      .selectFrom('module_zone')
      .selectAll()
      .where('module_id', '=', store.module_id)
      .where('zone_id', '=', ZONE.gulshan)
      .executeTakeFirstOrThrow();
    const res = await call(w.app, 'GET', `/api/v1/stores/details/${store.id}`, {
      headers: located,
    });
    expect(res.status).toBe(200);
    expect(res.body.minimum_order).toBe(store.minimum_order);
    expect(Array.isArray(res.body.schedules)).toBe(true);
    // Haversine distance, then max(km × per-km, minimum) capped by the maximum.
    const rad = (deg: number) => (deg * Math.PI) / 180;
    const h =
      Math.sin(rad(store.latitude - at.lat) / 2) ** 2 +
      Math.cos(rad(at.lat)) *
        Math.cos(rad(store.latitude)) *
        Math.sin(rad(store.longitude - at.lng) / 2) ** 2;
    const km = 2 * 6371 * Math.asin(Math.sqrt(h));
    const raw = Math.max(km * pivot.per_km_shipping_charge, pivot.minimum_shipping_charge);
    const fee =
      pivot.maximum_shipping_charge > 0 ? Math.min(raw, pivot.maximum_shipping_charge) : raw;
    expect(res.body.delivery_fee).toBeCloseTo(fee, 1);
    expect(res.body.delivery_fee).toBeGreaterThan(0);
  });

  it("charges a Dhaka Central store's delivery to Gulshan 1 by Gulshan's charges, as an order there", async () => {
    const central = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('delivery', '=', 1)
      .where('free_delivery', '=', 0)
      .where('zone_id', '=', ZONE.central)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const feeTo = async (point: { lat: number; lng: number }) =>
      (
        await call(w.app, 'GET', `/api/v1/stores/details/${central.id}`, {
          headers: headers({
            extra: { latitude: String(point.lat), longitude: String(point.lng) },
          }),
        })
      ).body.delivery_fee as number | null;
    const charges = (zoneId: number) =>
      w.db
        .selectFrom('module_zone')
        .selectAll()
        .where('module_id', '=', central.module_id)
        .where('zone_id', '=', zoneId)
        .executeTakeFirstOrThrow();
    const gulshan = await charges(ZONE.gulshan);
    const before = await feeTo(at);
    // Gulshan's minimum made unlike Dhaka Central's: the fee follows Gulshan's.
    const minimum = (await charges(ZONE.central)).minimum_shipping_charge + 500;
    await w.db
      .updateTable('module_zone')
      .set({ minimum_shipping_charge: minimum, maximum_shipping_charge: 0 })
      .where('module_id', '=', central.module_id)
      .where('zone_id', '=', ZONE.gulshan)
      .execute();
    try {
      expect(await feeTo(at)).toBeGreaterThanOrEqual(minimum);
    } finally {
      await w.db
        .updateTable('module_zone')
        .set({
          minimum_shipping_charge: gulshan.minimum_shipping_charge,
          maximum_shipping_charge: gulshan.maximum_shipping_charge,
        })
        .where('module_id', '=', central.module_id)
        .where('zone_id', '=', ZONE.gulshan)
        .execute();
    }
    expect(await feeTo(at)).toBe(before);
    // Uttara is outside Dhaka Central: the store does not deliver there, no fee is shown.
    expect(await feeTo({ lat: 23.872, lng: 90.396 })).toBeNull();
  });

  it('answers a fee of 0 for a free-delivery store, and none without a location', async () => {
    const free = await w.db
      .selectFrom('stores')
      .select('id')
      .where('delivery', '=', 1)
      .where('free_delivery', '=', 1)
      .executeTakeFirstOrThrow();
    const located0 = await call(w.app, 'GET', `/api/v1/stores/details/${free.id}`, {
      headers: located,
    });
    expect(located0.body.delivery_fee).toBe(0);
    const unlocated = await call(w.app, 'GET', `/api/v1/stores/details/${free.id}`);
    expect(unlocated.body.delivery_fee).toBeNull();
  });
});

describe('items', () => {
  it('lists the latest items of a store', async () => {
    const store = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('module_id', '=', MODULE.grocery)
      .where('zone_id', '=', ZONE.gulshan)
      .executeTakeFirstOrThrow();
    // Active items only: the seed also holds a few switched-off ones.
    const count = (
      await w.db
        .selectFrom('items')
        .select('id')
        .where('store_id', '=', store.id)
        .where('status', '=', 1)
        .execute()
    ).length;
    const { status, body } = await call(
      w.app,
      'GET',
      `/api/v1/items/latest?store_id=${store.id}&offset=1&limit=50`,
      {
        headers: headers({ module: MODULE.grocery }),
      },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ total_size: count, limit: 50, offset: 1 });
    expect(body.products).toHaveLength(count);
    for (const p of body.products) {
      expect(p).toMatchObject({
        store_id: store.id,
        store_name: store.name,
        module_type: 'grocery',
      });
      expect(p).toHaveProperty('image_full_url');
      expect(Array.isArray(p.variations)).toBe(true);
      expect(Array.isArray(p.choice_options)).toBe(true);
    }
    const past = (
      await call(w.app, 'GET', `/api/v1/items/latest?store_id=${store.id}&offset=9&limit=50`, {
        headers: headers({ module: MODULE.grocery }),
      })
    ).body;
    expect(past.products).toEqual([]);
    expect(past.total_size).toBe(count);
  });

  it('shows food variations and add-ons, and non-food variations', async () => {
    const food = (
      await call(w.app, 'GET', '/api/v1/items/latest?limit=100', {
        headers: headers({ module: MODULE.food }),
      })
    ).body.products;
    const withGroups = food.find((p: Json) =>
      p.food_variations.some((g: Json) => g.type === 'multi'),
    );
    expect(withGroups).toBeDefined();
    expect(withGroups.food_variations[0]).toMatchObject({
      name: expect.any(String),
      required: expect.stringMatching(/^(on|off)$/),
    });
    expect(food.some((p: Json) => p.add_ons.length > 0)).toBe(true);
    const shop = (
      await call(w.app, 'GET', '/api/v1/items/latest?limit=100', {
        headers: headers({ module: MODULE.shop }),
      })
    ).body.products;
    const tshirt = shop.find((p: Json) => p.variations.some((v: Json) => /-/.test(v.type)));
    expect(tshirt.choice_options.length).toBe(2);
    expect(tshirt.variations[0]).toEqual({
      type: expect.any(String),
      price: expect.any(Number),
      stock: expect.any(Number),
    });
  });

  it('gives item details by id and by slug', async () => {
    const item = await w.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', 10)
      .executeTakeFirstOrThrow();
    const h = headers({ module: item.module_id });
    const byId = await call(w.app, 'GET', '/api/v1/items/details/10', { headers: h });
    const bySlug = await call(w.app, 'GET', `/api/v1/items/details/${item.slug}`, { headers: h });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: 10, slug: item.slug, price: item.price });
    expect(bySlug.body).toEqual(byId.body);
    expect((await call(w.app, 'GET', '/api/v1/items/details/999999', { headers: h })).status).toBe(
      404,
    );
  });

  it('requires zoneId and moduleId on items', async () => {
    const noModule = await call(w.app, 'GET', '/api/v1/items/latest', { headers: headers() });
    expect(noModule.status).toBe(403);
    expect(noModule.body).toEqual({
      errors: [{ code: 'moduleId', message: 'Module id required' }],
    });
    const noZone = await call(w.app, 'GET', '/api/v1/items/latest', {
      headers: headers({ zone: null, module: 1 }),
    });
    expect(noZone.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
    // Details answer without headers (6amMart clients load them server-side without any).
    const details = await call(w.app, 'GET', '/api/v1/items/details/1', {
      headers: headers({ zone: null }),
    });
    expect(details.status).toBe(200);
    const bad = await call(w.app, 'GET', '/api/v1/items/latest?limit=-3', {
      headers: headers({ module: 1 }),
    });
    expect(bad.status).toBe(403);
    expect(errorCode(bad.body)).toBe('limit');
  });
});

describe('seeding', () => {
  it('is deterministic: two seeded databases list the same stores and items', async () => {
    const db2 = await freshDb();
    await seedIfEmpty(db2);
    const dump = async (db: typeof db2) => ({
      stores: await db.selectFrom('stores').selectAll().orderBy('id').execute(),
      items: await db.selectFrom('items').selectAll().orderBy('id').execute(),
      addOns: await db.selectFrom('add_ons').selectAll().orderBy('id').execute(),
      zones: await db.selectFrom('zones').selectAll().orderBy('id').execute(),
    });
    const [a, b] = [await dump(w.db), await dump(db2)];
    expect(b).toEqual(a);
    expect(await seedIfEmpty(db2)).toBe(false);
    // A reset (every migration down, then up) gives the same ids again.
    await db2.insertInto('guests').values({ id: 42, created_at: 'x' }).execute();
    await resetSchema(db2);
    expect(await seedIfEmpty(db2)).toBe(true);
    expect(await dump(db2)).toEqual(a);
    expect(await db2.selectFrom('guests').selectAll().execute()).toEqual([]);
    await db2.destroy();
  });

  it('seeds a world of the expected size', async () => {
    const stores = await w.db.selectFrom('stores').selectAll().execute();
    for (const moduleId of [MODULE.food, MODULE.grocery, MODULE.pharmacy, MODULE.shop]) {
      for (const zoneId of [ZONE.central, ZONE.uttara, ZONE.gulshan]) {
        const n = stores.filter((s) => s.module_id === moduleId && s.zone_id === zoneId).length;
        expect(n).toBeGreaterThanOrEqual(4);
        expect(n).toBeLessThanOrEqual(7);
      }
    }
    expect(stores.length).toBeGreaterThanOrEqual(60);
    const counts = await w.db
      .selectFrom('items')
      .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('store_id')
      .execute();
    for (const c of counts) {
      expect(Number(c.n)).toBeGreaterThanOrEqual(30);
      expect(Number(c.n)).toBeLessThanOrEqual(40);
    }
    expect(counts.reduce((sum, c) => sum + Number(c.n), 0)).toBeGreaterThanOrEqual(2000);
  });

  it('has every flag of SPEC §3 somewhere', async () => {
    const items = await w.db.selectFrom('items').selectAll().execute();
    const stores = await w.db.selectFrom('stores').selectAll().execute();
    const some = <T>(rows: T[], test: (r: T) => boolean, label: string) =>
      expect(rows.filter(test).length, label).toBeGreaterThan(0);
    some(items, (i) => i.organic === 1, 'organic');
    some(items, (i) => i.is_halal === 1, 'halal');
    some(items, (i) => i.veg === 1, 'veg');
    some(items, (i) => i.veg === 0, 'non-veg');
    some(items, (i) => i.recommended === 1, 'recommended');
    some(items, (i) => i.is_prescription_required === 1, 'prescription required');
    some(items, (i) => i.stock === 0 && i.variations === '[]', 'stock 0');
    some(items, (i) => i.maximum_cart_quantity > 0, 'maximum cart quantity');
    some(items, (i) => /"stock":0/.test(i.variations), 'a stock-0 variation');
    some(items, (i) => /"type":"single"/.test(i.food_variations), 'single food variation');
    some(items, (i) => /"type":"multi","min":[1-9]/.test(i.food_variations), 'multi with min/max');
    some(items, (i) => /"required":"on"/.test(i.food_variations), 'required variation');
    some(items, (i) => i.add_on_ids !== '[]', 'add-ons');
    some(items, (i) => i.available_time_starts !== '00:00:00', 'availability window');
    some(items, (i) => i.status === 0, 'inactive item');
    some(items, (i) => i.discount_type === 'percent' && i.discount > 0, 'percent discount');
    some(items, (i) => i.discount_type === 'amount' && i.discount > 0, 'amount discount');
    some(stores, (s) => s.status === 0, 'inactive store');
    some(stores, (s) => s.active === 0 && s.status === 1, 'closed store');
    some(stores, (s) => s.free_delivery === 1, 'free delivery');
    some(stores, (s) => s.non_veg === 0, 'veg-only store');
    for (const table of ['item_campaigns', 'flash_sale_items', 'campaigns', 'coupons'] as const) {
      const n = await w.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n.n), table).toBeGreaterThan(0);
    }
    const windows = await w.db.selectFrom('campaigns').select(['start_date', 'end_date']).execute();
    some(windows, (c) => c.end_date < '2025-01-01', 'expired campaign');
    some(windows, (c) => c.start_date > '2030-12-31', 'future campaign');
  });
});
