// @vitest-environment node
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemCampaignTable } from '../../server/db/schema';
import { Cart } from '../../src/api/schemas/cart';
import { login } from './account-helpers';
import { MODULE, call, errorCode, makeWorld, newGuest, type Json, type TestWorld } from './helpers';
import {
  addToCart,
  guest,
  orderBody,
  orderRow,
  placeOrder,
  setupShop,
  signedIn,
  type Shop,
  type Who,
} from './order-helpers';

/**
 * Campaign items ("ItemCampaign") in the cart and in orders, signed-in customers only
 * (SPEC §3, §5, §6; migration 0005_campaign_cart). The fake clock is 2026-06-01 16:00 in Dhaka.
 *
 * The campaign item of the shop's store: 300, 10% off, stock 5, at most 3 per cart. Its id is
 * item A's id on purpose, so that a campaign line and an item line with the same number stay
 * apart. Cart: campaign × 2 + item B (150, 20 off) × 1:
 *   subtotal 600 + 150 = 750; discount 2×30 + 20 = 80; items 670; tax 5% → 33.5
 *   delivery: distance 0 → minimum 60; tips 10           → 670 + 33.5 + 60 + 10 = 773.5
 */

let w: TestWorld;
let shop: Shop;
let campaignId: number;
let otherStoreCampaignId: number;

const CART = '/api/v1/customer/cart';

type CampaignFields = Partial<Omit<ItemCampaignTable, 'id'>> & { id?: number };

async function makeCampaign(storeId: number, over: CampaignFields = {}): Promise<number> {
  const n = Math.random().toString(36).slice(2, 8);
  const row = await w.db
    .insertInto('item_campaigns')
    .values({
      title: `Test Combo ${n}`,
      slug: `test-combo-${n}`,
      description: 'A campaign special.',
      image: `test-combo-${n}.svg`,
      store_id: storeId,
      module_id: MODULE.grocery,
      category_id: shop.a.category_id,
      price: 300,
      discount: 10,
      discount_type: 'percent',
      unit_type: 'pc',
      variations: '[]',
      food_variations: '[]',
      choice_options: '[]',
      add_on_ids: '[]',
      stock: 5,
      maximum_cart_quantity: 3,
      veg: 0,
      start_date: '2026-05-01',
      end_date: '2026-06-30',
      start_time: '00:00:00',
      end_time: '23:59:59',
      status: 1,
      created_at: '2026-05-01T00:00:00.000Z',
      ...over,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  w = await makeWorld();
  shop = await setupShop(w);
  const taken = await w.db
    .selectFrom('item_campaigns')
    .select('id')
    .where('id', '=', shop.a.id)
    .executeTakeFirst();
  if (taken) throw new Error('the test wants the campaign id of item A free');
  campaignId = await makeCampaign(shop.store.id, { id: shop.a.id });
  const other = await w.db
    .selectFrom('stores')
    .select('id')
    .where('module_id', '=', MODULE.grocery)
    .where('id', '!=', shop.store.id)
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherStoreCampaignId = await makeCampaign(other.id);
});
afterAll(async () => w.close());

const owner = (who: Who) => (who.kind === 'guest' ? { guest_id: who.guestId } : {});

const addCampaign = (who: Who, itemId: number | string, quantity: number, extra = {}) =>
  call(w.app, 'POST', `${CART}/add`, {
    headers: who.h(MODULE.grocery),
    body: { ...owner(who), item_id: itemId, model: 'ItemCampaign', quantity, price: 1, ...extra },
  });
const update = (who: Who, body: Record<string, unknown>) =>
  call(w.app, 'POST', `${CART}/update`, { headers: who.h(MODULE.grocery), body });
const list = (who: Who) => call(w.app, 'GET', `${CART}/list`, { headers: who.h(MODULE.grocery) });
const clear = (who: Who) =>
  call(w.app, 'DELETE', `${CART}/remove`, { headers: who.h(MODULE.grocery) });
const stockOf = async (id: number) =>
  (
    await w.db
      .selectFrom('item_campaigns')
      .select('stock')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stock;

describe('campaign items in the cart', () => {
  it('refuses guests, in the cart and in a buy-now order', async () => {
    const g = await guest(w);
    const res = await addCampaign(g, campaignId, 1);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'model', message: 'Please sign in to order campaign items' }],
    });
    const buyNow = await placeOrder(
      w,
      g,
      orderBody(g, shop, {
        is_buy_now: 1,
        cart: JSON.stringify([{ item_id: campaignId, model: 'ItemCampaign', quantity: 1 }]),
      }),
    );
    expect(buyNow.status).toBe(403);
    expect(errorCode(buyNow.body)).toBe('model');
    expect(await stockOf(campaignId)).toBe(5);
  });

  it('adds a running campaign item for a customer, priced from the campaign', async () => {
    const who = await signedIn(w);
    const res = await addCampaign(who, campaignId, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(create(res.body, Cart)).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      item_id: campaignId,
      model: 'ItemCampaign',
      item_type: 'App\\Models\\ItemCampaign',
      price: 300,
      quantity: 2,
      variation: [],
      add_on_ids: [],
      store_id: shop.store.id,
    });
    expect(res.body[0].item).toMatchObject({
      id: campaignId,
      item_campaign: true,
      price: 300,
      store_id: shop.store.id,
      image_full_url: expect.stringMatching(/^\/api\/v1\/images\/campaign\//),
    });
    // Adding again merges; strings and 6amMart's class name are accepted.
    const again = await addCampaign(who, String(campaignId), 1, {
      model: 'App\\Models\\ItemCampaign',
    });
    expect(again.body).toHaveLength(1);
    expect(again.body[0].quantity).toBe(3);
    expect((await list(who)).body[0]).toMatchObject({ model: 'ItemCampaign', quantity: 3 });
  });

  it('keeps a campaign line apart from the item with the same id', async () => {
    const who = await signedIn(w);
    await addToCart(w, who, shop.a.id, 1);
    const res = await addCampaign(who, campaignId, 1);
    expect(res.body.map((r: Json) => [r.model, r.item_id, r.price])).toEqual([
      ['Item', shop.a.id, 200],
      ['ItemCampaign', campaignId, 300],
    ]);
    expect(res.body[0].item_type).toBe('App\\Models\\Item');
    expect(res.body[0].item.item_campaign).toBeUndefined();
  });

  it('refuses a campaign that is not running, with the reason', async () => {
    const who = await signedIn(w);
    const cases: [CampaignFields, string][] = [
      [{ end_date: '2026-05-31' }, 'This campaign has ended'],
      [{ start_date: '2026-06-02' }, 'This campaign starts on 2026-06-02'],
      [
        { start_time: '08:00:00', end_time: '12:00:00' },
        'This campaign runs daily from 08:00 to 12:00',
      ],
      [{ status: 0 }, 'This campaign is not available'],
    ];
    for (const [over, message] of cases) {
      const id = await makeCampaign(shop.store.id, over);
      const res = await addCampaign(who, id, 1);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [{ code: 'campaign', message }] });
    }
    const unknown = await addCampaign(who, 999_999, 1);
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.body)).toBe('item_id');
    const badModel = await addCampaign(who, campaignId, 1, { model: 'Store' });
    expect(errorCode(badModel.body)).toBe('model');
    const wrongModule = await call(w.app, 'POST', `${CART}/add`, {
      headers: who.h(MODULE.pharmacy),
      body: { item_id: campaignId, model: 'ItemCampaign', quantity: 1 },
    });
    expect(wrongModule.status).toBe(403);
    expect(errorCode(wrongModule.body)).toBe('moduleId');
    expect((await list(who)).body).toEqual([]);
  });

  it('keeps one store per cart, both ways', async () => {
    const who = await signedIn(w);
    await addToCart(w, who, shop.a.id, 1);
    const res = await addCampaign(who, otherStoreCampaignId, 1);
    expect(res.status).toBe(403);
    expect(errorCode(res.body)).toBe('different_store');
    await clear(who);
    expect((await addCampaign(who, otherStoreCampaignId, 1)).status).toBe(200);
    const item = await call(w.app, 'POST', `${CART}/add`, {
      headers: who.h(MODULE.grocery),
      body: { item_id: shop.a.id, quantity: 1 },
    });
    expect(errorCode(item.body)).toBe('different_store');
  });

  it("applies the campaign's maximum and stock", async () => {
    const who = await signedIn(w);
    const over = await addCampaign(who, campaignId, 4);
    expect(over.status).toBe(403);
    expect(errorCode(over.body)).toBe('cart_item_limit');
    const scarce = await makeCampaign(shop.store.id, { stock: 1, maximum_cart_quantity: 0 });
    expect((await addCampaign(who, scarce, 1)).status).toBe(200);
    const out = await addCampaign(who, scarce, 1);
    expect(out.body).toEqual({ errors: [{ code: 'cart_item_limit', message: 'Out of Stock' }] });
  });

  it('prices campaign variations from the campaign, never from the request', async () => {
    const who = await signedIn(w);
    const id = await makeCampaign(shop.store.id, {
      variations: JSON.stringify([
        { type: 'Small', price: 250, stock: 5 },
        { type: 'Large', price: 420, stock: 0 },
      ]),
      choice_options: JSON.stringify([{ name: 'choice_1', title: 'Size', options: ['Small'] }]),
    });
    const none = await addCampaign(who, id, 1);
    expect(none.body.errors[0]).toEqual({
      code: 'variation',
      message: 'Variation Size can not remain without selection.',
    });
    const ok = await addCampaign(who, id, 2, { variation: [{ type: 'Small', price: 1 }] });
    expect(ok.status).toBe(200);
    expect(ok.body[0]).toMatchObject({ price: 250, variation: [{ type: 'Small', price: 250 }] });
    const large = await addCampaign(who, id, 1, { variation: [{ type: 'Large', price: 1 }] });
    expect(large.body.errors[0]).toEqual({
      code: 'cart_item_limit',
      message: 'This variation is out of stock',
    });
  });

  it('updates and removes campaign lines', async () => {
    const who = await signedIn(w);
    const [line] = (await addCampaign(who, campaignId, 1)).body;
    const up = await update(who, { cart_id: line.id, quantity: 3, price: 0.01 });
    expect(up.status).toBe(200);
    expect(up.body[0]).toMatchObject({ id: line.id, quantity: 3, price: 300 });
    expect(up.body[0].model).toBe('ItemCampaign');
    const tooMany = await update(who, { cart_id: line.id, quantity: 4 });
    expect(errorCode(tooMany.body)).toBe('cart_item_limit');
    const rm = await call(w.app, 'DELETE', `${CART}/remove-item?cart_id=${line.id}`, {
      headers: who.h(MODULE.grocery),
    });
    expect(rm.status).toBe(200);
    expect(rm.body).toEqual([]);
  });

  it('keeps the customer’s campaign line when a guest cart of the same store merges in', async () => {
    const g = await newGuest(w.app);
    const who = await signedIn(w);
    await addCampaign(who, campaignId, 1);
    const guestHeaders = { accept: 'application/json', zoneId: '[3,1]', moduleId: '2' };
    const added = await call(w.app, 'POST', `${CART}/add`, {
      headers: guestHeaders,
      body: { guest_id: g, item_id: shop.b.id, quantity: 1 },
    });
    expect(added.status).toBe(200);
    const info = await call(w.app, 'GET', '/api/v1/customer/info', { headers: who.h() });
    const res = await login(w.app, { phone: info.body.phone, password: 'secret123', guest_id: g });
    expect(res.status).toBe(200);
    const mine = await list(who);
    expect(mine.body.map((r: Json) => [r.model, r.item_id]).sort()).toEqual(
      [
        ['ItemCampaign', campaignId],
        ['Item', shop.b.id],
      ].sort(),
    );
  });
});

describe('campaign items in orders', () => {
  it('places an order with a campaign line: hand-computed total, detail row, stock', async () => {
    const who = await signedIn(w);
    const before = await stockOf(campaignId);
    await addCampaign(who, campaignId, 2);
    await addToCart(w, who, shop.b.id, 1);
    const res = await placeOrder(w, who, orderBody(who, shop));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total_amount).toBe(773.5);
    const order = await orderRow(w, res.body.order_id);
    expect(order).toMatchObject({
      order_amount: 773.5,
      items_subtotal: 750,
      store_discount_amount: 80,
      total_tax_amount: 33.5,
      delivery_charge: 60,
      dm_tips: 10,
      details_count: 2,
    });
    expect(await stockOf(campaignId)).toBe(before - 2);
    expect((await list(who)).body).toEqual([]);

    const details = await call(
      w.app,
      'GET',
      `/api/v1/customer/order/details?order_id=${order.id}`,
      { headers: who.h(MODULE.grocery) },
    );
    expect(details.status).toBe(200);
    const campaignRow = details.body.find((d: Json) => d.item_campaign_id !== null);
    expect(campaignRow).toMatchObject({
      item_id: null,
      item_campaign_id: campaignId,
      price: 300,
      quantity: 2,
      discount_on_item: 30,
      tax_amount: 27,
      item_details: {
        id: campaignId,
        item_campaign: true,
        price: 300,
        image_full_url: expect.stringMatching(/^\/api\/v1\/images\/campaign\//),
      },
    });
    const itemRow = details.body.find((d: Json) => d.item_campaign_id === null);
    expect(itemRow).toMatchObject({ item_id: shop.b.id, price: 150, quantity: 1 });

    // Canceling gives the campaign's stock back.
    const cancel = await call(w.app, 'PUT', '/api/v1/customer/order/cancel', {
      headers: who.h(MODULE.grocery),
      body: { order_id: order.id, reason: 'I ordered by mistake' },
    });
    expect(cancel.status).toBe(200);
    expect(await stockOf(campaignId)).toBe(before);
  });

  it('takes a buy-now campaign line for a customer: 270 + 13.5 + 60 + 10 = 353.5', async () => {
    const who = await signedIn(w);
    const res = await placeOrder(
      w,
      who,
      orderBody(who, shop, {
        is_buy_now: 1,
        cart: JSON.stringify([
          { item_id: campaignId, model: 'ItemCampaign', quantity: 1, price: 1 },
        ]),
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total_amount).toBe(353.5);
    const detail = await w.db
      .selectFrom('order_details')
      .selectAll()
      .where('order_id', '=', res.body.order_id)
      .executeTakeFirstOrThrow();
    expect(detail).toMatchObject({ item_id: null, item_campaign_id: campaignId, price: 300 });
  });

  it('refuses a campaign line whose campaign ended after it was added', async () => {
    const who = await signedIn(w);
    const id = await makeCampaign(shop.store.id);
    const [line] = (await addCampaign(who, id, 1)).body;
    await w.db
      .updateTable('item_campaigns')
      .set({ end_date: '2026-05-31' })
      .where('id', '=', id)
      .execute();
    const res = await placeOrder(w, who, orderBody(who, shop));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'campaign', message: 'This campaign has ended' }],
    });
    expect(await stockOf(id)).toBe(5);
    const up = await update(who, { cart_id: line.id, quantity: 2 });
    expect(errorCode(up.body)).toBe('campaign');
    expect((await list(who)).body).toHaveLength(1);
    const rm = await call(w.app, 'DELETE', `${CART}/remove-item?cart_id=${line.id}`, {
      headers: who.h(MODULE.grocery),
    });
    expect(rm.body).toEqual([]);
  });
});
