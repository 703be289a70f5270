// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE, call, errorCode, headers, makeWorld, type Json, type TestWorld } from './helpers';

/**
 * Banners, other banners, campaigns, flash sales, coupons and cashback. The seed has running
 * (2025-2030), expired (2024) and future (2031) ones; the fake clock reads June 2026.
 */

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const get = (url: string, module?: number, zone = '[3,1]') =>
  call(w.app, 'GET', url, {
    headers: headers({ zone, ...(module === undefined ? {} : { module }) }),
  });

/** Runs `fn` with the clock at `ms`, then puts it back. */
async function at<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const start = w.clock.now();
  w.clock.set(ms);
  try {
    return await fn();
  } finally {
    w.clock.set(start);
  }
}

describe('banners', () => {
  it('answers default, store-wise and item-wise banners with the running campaigns', async () => {
    const { status, body } = await get('/api/v1/banners', MODULE.food);
    expect(status).toBe(200);
    const types = body.banners.map((b: Json) => b.type);
    expect(types).toEqual(expect.arrayContaining(['default', 'store_wise', 'item_wise']));
    for (const b of body.banners) {
      expect(b.module_id).toBe(MODULE.food);
      expect([1, 3]).toContain(b.zone_id);
      expect(b.image_full_url).toMatch(/^\/api\/v1\/images\/banner\//);
      if (b.type === 'default') expect(b.link).toMatch(/^https:\/\//);
      if (b.type === 'store_wise')
        expect(b.store).toMatchObject({ id: b.data, module_id: MODULE.food });
      if (b.type === 'item_wise')
        expect(b.item).toMatchObject({ id: b.data, module_id: MODULE.food });
    }
    expect(body.campaigns.map((c: Json) => c.title)).toEqual(['Food Festival']);
  });

  it('without moduleId: every module; featured=1: the featured ones only, no campaigns', async () => {
    const all = (await get('/api/v1/banners')).body;
    expect(new Set(all.banners.map((b: Json) => b.module_id)).size).toBe(5);
    const featured = (await get('/api/v1/banners?featured=1')).body;
    expect(featured.campaigns).toEqual([]);
    expect(featured.banners.length).toBeGreaterThan(0);
    expect(featured.banners.length).toBeLessThan(all.banners.length);
  });

  it('leaves out a banner whose store is gone', async () => {
    const before = (await get('/api/v1/banners', MODULE.grocery)).body.banners;
    const storeWise = before.find((b: Json) => b.type === 'store_wise');
    await w.db.updateTable('stores').set({ status: 0 }).where('id', '=', storeWise.data).execute();
    try {
      const after = (await get('/api/v1/banners', MODULE.grocery)).body.banners;
      expect(after.map((b: Json) => b.id)).not.toContain(storeWise.id);
      expect(after).toHaveLength(before.length - 1);
    } finally {
      await w.db
        .updateTable('stores')
        .set({ status: 1 })
        .where('id', '=', storeWise.data)
        .execute();
    }
  });

  it('answers the other banners, why-choose and video content', async () => {
    const other = (await get('/api/v1/other-banners', MODULE.shop)).body;
    expect(other.bottom_section_banner_full_url).toMatch(/^\/api\/v1\/images\/banner\/shop-/);
    expect(other.new_arrival_section_banner).toBe('shop-new-arrival.svg');
    expect(other.banners).toHaveLength(2);
    const why = (await get('/api/v1/other-banners/why-choose', MODULE.parcel)).body;
    expect(why.banners).toHaveLength(4);
    expect(why.banners[0]).toMatchObject({ title: 'Fast pickup', image: expect.any(String) });
    const video = (await get('/api/v1/other-banners/video-content', MODULE.parcel)).body;
    expect(video.banner_type).toBe('image');
    expect(video.banner_contents).toHaveLength(6);
    // A module without that content answers the empty shape.
    expect((await get('/api/v1/other-banners/why-choose', MODULE.food)).body.banners).toEqual([]);
  });
});

describe('campaigns', () => {
  it('lists only running basic campaigns, as the clock moves', async () => {
    const now = (await get('/api/v1/campaigns/basic', MODULE.grocery)).body;
    expect(now.map((c: Json) => c.title)).toEqual(['Grocery Festival']);
    expect(now[0]).toMatchObject({ start_date: '2025-01-01', end_date: '2030-12-31' });
    const in2024 = await at(
      Date.UTC(2024, 5, 1, 6),
      async () => (await get('/api/v1/campaigns/basic', MODULE.grocery, '[1,2,3]')).body,
    );
    expect(in2024.map((c: Json) => c.title)).toEqual(['Grocery Winter Sale']);
    const in2031 = await at(
      Date.UTC(2031, 5, 1, 6),
      async () => (await get('/api/v1/campaigns/basic', MODULE.grocery, '[1,2,3]')).body,
    );
    expect(in2031.map((c: Json) => c.title)).toEqual(['Grocery New Year 2031']);
    // The paused food campaign (status 0) never shows.
    const food = (await get('/api/v1/campaigns/basic', MODULE.food)).body;
    expect(food.map((c: Json) => c.title)).not.toContain('Paused Lunch Offer');
  });

  it('gives a running campaign’s details with its stores here', async () => {
    const [c] = (await get('/api/v1/campaigns/basic', MODULE.food)).body;
    const { body } = await get(
      `/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${c.id}`,
      MODULE.food,
    );
    expect(body).toMatchObject({ id: c.id, title: c.title });
    for (const s of body.stores) {
      expect(s.module_id).toBe(MODULE.food);
      expect([1, 3]).toContain(s.zone_id);
    }
    const missing = await get('/api/v1/campaigns/basic-campaign-details', MODULE.food);
    expect(missing.status).toBe(403);
    expect(errorCode(missing.body)).toBe('basic_campaign_id');
    const expired = await w.db
      .selectFrom('campaigns')
      .select('id')
      .where('end_date', '<', '2025-01-01')
      .where('module_id', '=', MODULE.food)
      .executeTakeFirstOrThrow();
    const gone = await get(
      `/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${expired.id}`,
      MODULE.food,
    );
    expect(gone.status).toBe(404);
    expect(errorCode(gone.body)).toBe('campaign');
  });

  it('lists running item campaigns of stores in the zones', async () => {
    const list = (await get('/api/v1/campaigns/item', MODULE.pharmacy)).body;
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) {
      expect(c).toMatchObject({ module_id: MODULE.pharmacy, item_campaign: true });
      expect(c.name).toMatch(/Combo$/);
      expect(c.available_date_ends).toBe('2030-12-31');
      expect(c.image_full_url).toMatch(/^\/api\/v1\/images\/campaign\//);
    }
    const everywhere = (await get('/api/v1/campaigns/item', MODULE.pharmacy, '[1,2,3]')).body;
    expect(everywhere.length).toBe(2);
    const later = await at(
      Date.UTC(2031, 2, 1),
      async () => (await get('/api/v1/campaigns/item', MODULE.pharmacy, '[1,2,3]')).body,
    );
    expect(later).toHaveLength(1);
  });
});

describe('flash sales', () => {
  it('answers the running sale with its products here', async () => {
    const { body } = await get('/api/v1/flash-sales?limit=2&offset=1', MODULE.grocery);
    expect(body).toMatchObject({ title: 'Grocery Flash Sale', module_id: MODULE.grocery });
    expect(body.active_products.length).toBeGreaterThan(0);
    for (const p of body.active_products) {
      expect(p.available_stock).toBe(p.stock - p.sold);
      expect(p.item).toMatchObject({ id: p.item_id, module_id: MODULE.grocery, flash_sale: 1 });
      expect([1, 3]).toContain(p.item.zone_id);
    }
  });

  it('pages a sale’s items and refuses one that is not running', async () => {
    const sale = (await get('/api/v1/flash-sales', MODULE.shop, '[1,2,3]')).body;
    const page = (
      await get(
        `/api/v1/flash-sales/items?flash_sale_id=${sale.id}&limit=5`,
        MODULE.shop,
        '[1,2,3]',
      )
    ).body;
    expect(page).toMatchObject({ total_size: 14, limit: 5, offset: 1 });
    expect(page.flash_sale).toMatchObject({ id: sale.id });
    expect(page.products).toHaveLength(5);
    expect(page.products.some((p: Json) => p.available_stock === 0)).toBe(false);
    const last = (
      await get(
        `/api/v1/flash-sales/items?flash_sale_id=${sale.id}&limit=5&offset=3`,
        MODULE.shop,
        '[1,2,3]',
      )
    ).body;
    expect(last.products).toHaveLength(4);
    // The last product is sold out.
    expect(last.products.at(-1).available_stock).toBe(0);
    const past = (
      await get(`/api/v1/flash-sales/items?flash_sale_id=${sale.id}&offset=9`, MODULE.shop)
    ).body;
    expect(past.products).toEqual([]);

    const ended = await w.db
      .selectFrom('flash_sales')
      .select('id')
      .where('end_date', '<', '2025')
      .executeTakeFirstOrThrow();
    const res = await get(`/api/v1/flash-sales/items?flash_sale_id=${ended.id}`, MODULE.grocery);
    expect(res.status).toBe(404);
    expect(errorCode(res.body)).toBe('flash_sale');
    // Another module's sale is not this module's.
    expect(
      (await get(`/api/v1/flash-sales/items?flash_sale_id=${sale.id}`, MODULE.food)).status,
    ).toBe(404);
    const missing = await get('/api/v1/flash-sales/items', MODULE.shop);
    expect(errorCode(missing.body)).toBe('flash_sale_id');
  });

  it('answers {} when no sale runs', async () => {
    const none = await at(Date.UTC(2035, 0, 1), async () =>
      get('/api/v1/flash-sales', MODULE.grocery),
    );
    expect(none.status).toBe(200);
    expect(none.body).toEqual({});
    const future = await at(Date.UTC(2031, 5, 1), async () =>
      get('/api/v1/flash-sales', MODULE.grocery, '[1,2,3]'),
    );
    expect(future.body.title).toBe('Grocery Flash Sale (upcoming)');
  });
});

describe('coupons and cashback', () => {
  it('lists today’s coupons of the module, zone and store rules applied', async () => {
    const food = (await get('/api/v1/coupon/list', MODULE.food)).body;
    const codes = food.map((c: Json) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining(['FOOD10', 'FOODFREEDEL', 'FOODGULSHAN', 'FOODFIRST']),
    );
    for (const gone of ['FOODOLD', 'FOODSOON', 'FOODOFF']) expect(codes).not.toContain(gone);
    for (const c of food) expect(c.module_id).toBe(MODULE.food);
    const uttara = (await get('/api/v1/coupon/list', MODULE.food, '[2]')).body.map(
      (c: Json) => c.code,
    );
    expect(uttara).not.toContain('FOODGULSHAN');
    const storeWise = await w.db
      .selectFrom('coupons')
      .innerJoin('stores', 'stores.id', 'coupons.store_id')
      .select(['coupons.code', 'stores.zone_id'])
      .where('coupons.code', '=', 'FOODSTORE')
      .executeTakeFirstOrThrow();
    const here = (await get('/api/v1/coupon/list', MODULE.food, `[${storeWise.zone_id}]`)).body;
    expect(here.find((c: Json) => c.code === 'FOODSTORE')).toMatchObject({
      coupon_type: 'store_wise',
      store: { id: expect.any(Number), name: expect.any(String) },
    });
    const all = (await get('/api/v1/coupon/list', undefined, '[1,2,3]')).body;
    expect(new Set(all.map((c: Json) => c.module_id)).size).toBe(4);
    const in2024 = await at(Date.UTC(2024, 6, 1), async () =>
      (await get('/api/v1/coupon/list', MODULE.food)).body.map((c: Json) => c.code),
    );
    expect(in2024).toEqual(['FOODOLD']);
  });

  it('lists running cashback offers', async () => {
    const list = (await get('/api/v1/cashback/list', MODULE.grocery)).body;
    expect(list).toHaveLength(3);
    for (const c of list) {
      expect(['percentage', 'amount']).toContain(c.cashback_type);
      expect(c.customer_id).toEqual(['all']);
    }
  });
});
