// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE, call, errorCode, makeWorld, type TestWorld } from './helpers';
import {
  addToCart,
  fillCart,
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
 * Our extension `customer/order/quote`: for the body `order/place` takes, the amounts the
 * placed order then stores, to the cent, for carts with a coupon, a tip, free delivery,
 * take-away and Buy Now.
 */

let w: TestWorld;
let shop: Shop;
beforeAll(async () => {
  w = await makeWorld();
  shop = await setupShop(w);
  const coupons: [string, Record<string, unknown>][] = [
    ['QPCT', { discount: 10, max_discount: 30 }],
    ['QFREE', { coupon_type: 'free_delivery', discount: 0, min_purchase: 400 }],
  ];
  for (const [code, over] of coupons)
    await w.db
      .insertInto('coupons')
      .values({
        title: code,
        code,
        module_id: MODULE.grocery,
        store_id: null,
        coupon_type: 'default',
        discount: 10,
        discount_type: 'percent',
        min_purchase: 0,
        max_discount: 0,
        limit_per_user: 0,
        zone_ids: '[]',
        start_date: '2026-01-01',
        expire_date: '2026-12-31',
        status: 1,
        created_at: '2026-06-01',
        ...over,
      })
      .execute();
});
afterAll(async () => w.close());

function quote(who: Who, body: Record<string, unknown>) {
  const { payment_method: _method, ...rest } = body;
  return call(w.app, 'POST', '/api/v1/customer/order/quote', {
    headers: who.h(MODULE.grocery),
    body: rest,
  });
}

const AMOUNTS = [
  'items_subtotal',
  'store_discount_amount',
  'flash_discount_amount',
  'coupon_code',
  'coupon_discount_amount',
  'tax_percentage',
  'total_tax_amount',
  'original_delivery_charge',
  'delivery_charge',
  'free_delivery_by',
  'dm_tips',
  'order_amount',
] as const;

type Cart = {
  name: string;
  fill: (who: Who) => Promise<void>;
  over: () => Record<string, unknown>;
};

const CARTS: Cart[] = [
  { name: 'A × 2 + B, a tip of 10', fill: (who) => fillCart(w, who, shop), over: () => ({}) },
  {
    name: 'a percent coupon (capped) and a tip of 50',
    fill: (who) => fillCart(w, who, shop),
    over: () => ({ coupon_code: 'QPCT', dm_tips: 50 }),
  },
  {
    name: 'a free-delivery coupon',
    fill: (who) => fillCart(w, who, shop),
    over: () => ({ coupon_code: 'QFREE', dm_tips: 0 }),
  },
  {
    name: 'free delivery over the threshold (A × 10)',
    fill: async (who) => void (await addToCart(w, who, shop.a.id, 10)),
    over: () => ({}),
  },
  {
    name: 'take-away (no delivery, no tips)',
    fill: (who) => fillCart(w, who, shop),
    over: () => ({ order_type: 'take_away', dm_tips: 20 }),
  },
  {
    name: 'Buy Now of B × 3 with a coupon',
    fill: async () => {},
    over: () => ({
      is_buy_now: 1,
      cart: JSON.stringify([{ item_id: shop.b.id, model: 'Item', quantity: 3 }]),
      coupon_code: 'QPCT',
    }),
  },
];

describe('customer/order/quote', () => {
  for (const cart of CARTS)
    for (const kind of ['guest', 'customer'] as const)
      it(`${kind}: ${cart.name}: the quote is what the placed order stores`, async () => {
        const who = kind === 'guest' ? await guest(w) : await signedIn(w);
        await cart.fill(who);
        const body = orderBody(who, shop, cart.over());
        const quoted = await quote(who, body);
        expect(quoted.status).toBe(200);
        const placed = await placeOrder(w, who, body);
        expect(placed.status).toBe(200);
        expect(placed.body.total_amount).toBe(quoted.body.order_amount);
        const row = await orderRow(w, placed.body.order_id);
        for (const key of AMOUNTS) expect([key, quoted.body[key]]).toEqual([key, row[key]]);
      });

  it('the amounts by hand: 550 − 60 − 30 coupon = 460, tax 23, delivery 60, tip 10 → 553', async () => {
    const who = await guest(w);
    await fillCart(w, who, shop);
    const quoted = await quote(who, orderBody(who, shop, { coupon_code: 'QPCT' }));
    expect(quoted.body).toEqual({
      items_subtotal: 550,
      store_discount_amount: 60,
      flash_discount_amount: 0,
      coupon_code: 'QPCT',
      coupon_discount_amount: 30,
      tax_percentage: 5,
      total_tax_amount: 23,
      original_delivery_charge: 60,
      delivery_charge: 60,
      free_delivery_by: null,
      dm_tips: 10,
      order_amount: 553,
    });
  });

  it('changes nothing: the cart stays, no order, no stock taken; refuses as placement does', async () => {
    const who = await guest(w);
    await fillCart(w, who, shop);
    const before = await w.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const stock = await w.db
      .selectFrom('items')
      .select('stock')
      .where('id', '=', shop.a.id)
      .executeTakeFirstOrThrow();
    expect((await quote(who, orderBody(who, shop))).status).toBe(200);
    const after = await w.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(
      (
        await w.db
          .selectFrom('items')
          .select('stock')
          .where('id', '=', shop.a.id)
          .executeTakeFirstOrThrow()
      ).stock,
    ).toBe(stock.stock);
    const cart = await call(
      w.app,
      'GET',
      `/api/v1/customer/cart/list?guest_id=${(who as { guestId: number }).guestId}`,
      {
        headers: who.h(MODULE.grocery),
      },
    );
    expect(cart.body).toHaveLength(2);
    const unknown = await quote(who, orderBody(who, shop, { coupon_code: 'NOPE' }));
    expect(unknown.status).not.toBe(200);
    const empty = await guest(w);
    const none = await quote(empty, orderBody(empty, shop));
    expect(errorCode(none.body)).toBe('cart');
  });
});
