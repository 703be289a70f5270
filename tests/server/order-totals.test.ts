// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE, ZONE, call, errorCode, makeWorld, type TestWorld } from './helpers';
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
 * Every amount of customer/order/place recomputed on the server, against hand-computed totals.
 * The cart is always item A (200, 10% off) × 2 and item B (150, 20 off) × 1:
 *   subtotal 550; product discount 2×20 + 20 = 60; items 490; tax 5% → 24.5
 *   delivery: distance 0 → minimum 60; tips 10            → 490 + 24.5 + 60 + 10 = 584.5
 *   take away: no delivery, no tips                       → 490 + 24.5           = 514.5
 *   parcel: ~1.6 km × 10 = 16 < minimum 80; tips 10       → 80 + 10              = 90
 */

let w: TestWorld;
let shop: Shop;
beforeAll(async () => {
  w = await makeWorld();
  shop = await setupShop(w);
});
afterAll(async () => w.close());

const TOTALS = { delivery: 584.5, take_away: 514.5, parcel: 90 } as const;
const ORDER_TYPES = ['delivery', 'take_away', 'parcel'] as const;
const METHODS = ['cash_on_delivery', 'digital_payment', 'wallet'] as const;

async function customerWithWallet(balance: number): Promise<Who & { userId: number }> {
  const who = await signedIn(w);
  const info = await call(w.app, 'GET', '/api/v1/customer/info', { headers: who.h() });
  await w.db
    .updateTable('users')
    .set({ wallet_balance: balance })
    .where('id', '=', info.body.id)
    .execute();
  return { ...who, userId: info.body.id as number };
}

describe('the totals table: every order type × payment method, for a guest and a customer', () => {
  for (const ownerKind of ['guest', 'customer'] as const) {
    for (const type of ORDER_TYPES) {
      for (const method of METHODS) {
        it(`${ownerKind} · ${type} · ${method}`, async () => {
          const who: Who & { userId?: number } =
            ownerKind === 'guest' ? await guest(w) : await customerWithWallet(10_000);
          if (type !== 'parcel') await fillCart(w, who, shop);
          const res = await placeOrder(
            w,
            who,
            orderBody(who, shop, { order_type: type, payment_method: method }),
          );
          if (ownerKind === 'guest' && method === 'wallet') {
            expect(res.status).toBe(403);
            expect(res.body.errors[0]).toEqual({
              code: 'payment_method',
              message: 'Please sign in to pay with your wallet',
            });
            return;
          }
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const total = TOTALS[type];
          expect(res.body.total_amount).toBe(total);
          expect(res.body.total_ammount).toBe(total);
          const order = await orderRow(w, res.body.order_id);
          expect(order.order_amount).toBe(total);
          expect(order.payment_method).toBe(method);
          if (method === 'wallet') {
            expect(res.body.status).toBe('confirmed');
            expect(order).toMatchObject({ order_status: 'confirmed', payment_status: 'paid' });
            const user = await w.db
              .selectFrom('users')
              .select('wallet_balance')
              .where('id', '=', who.userId!)
              .executeTakeFirstOrThrow();
            expect(user.wallet_balance).toBeCloseTo(10_000 - total, 6);
            const tx = await w.db
              .selectFrom('wallet_transactions')
              .selectAll()
              .where('reference', '=', String(order.id))
              .executeTakeFirstOrThrow();
            expect(tx).toMatchObject({ debit: total, transaction_type: 'order_place' });
          } else {
            expect(order).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });
          }
          if (type === 'delivery')
            expect(order).toMatchObject({
              items_subtotal: 550,
              store_discount_amount: 60,
              total_tax_amount: 24.5,
              delivery_charge: 60,
              dm_tips: 10,
            });
          if (type === 'take_away')
            expect(order).toMatchObject({ delivery_charge: 0, dm_tips: 0, total_tax_amount: 24.5 });
          if (type === 'parcel') {
            expect(order).toMatchObject({
              store_id: null,
              delivery_charge: 80,
              dm_tips: 10,
              parcel_category_id: shop.parcelCategoryId,
              charge_payer: 'sender',
              details_count: 0,
            });
            expect(JSON.parse(order.receiver_details!)).toMatchObject({
              contact_person_name: 'Karim Uddin',
            });
          }
        });
      }
    }
  }
});

describe('discounts, coupons and charges', () => {
  const today = '2026-06-01';
  async function coupon(code: string, over: Record<string, unknown> = {}) {
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
        created_at: today,
        ...over,
      })
      .execute();
  }
  const withCoupon = async (code: string, who?: Who) => {
    const owner = who ?? (await guest(w));
    await fillCart(w, owner, shop);
    return placeOrder(w, owner, orderBody(owner, shop, { coupon_code: code }));
  };

  it('applies percent (capped), amount and free-delivery coupons on the discounted items', async () => {
    await coupon('TPCT', { discount: 10, max_discount: 30 });
    await coupon('TAMT', { discount: 100, discount_type: 'amount' });
    await coupon('TFREE', { coupon_type: 'free_delivery', discount: 0, min_purchase: 400 });
    // 10% of 490 = 49, capped at 30: 460 + 23 tax + 60 + 10
    const pct = await withCoupon('TPCT');
    expect(pct.body.total_amount).toBe(553);
    expect(await orderRow(w, pct.body.order_id)).toMatchObject({
      coupon_code: 'TPCT',
      coupon_discount_amount: 30,
      total_tax_amount: 23,
    });
    // 490 − 100 = 390 + 19.5 tax + 60 + 10
    expect((await withCoupon('TAMT')).body.total_amount).toBe(479.5);
    // free delivery: 490 + 24.5 + 0 + 10
    const free = await withCoupon('TFREE');
    expect(free.body.total_amount).toBe(524.5);
    expect(await orderRow(w, free.body.order_id)).toMatchObject({
      delivery_charge: 0,
      original_delivery_charge: 60,
      free_delivery_by: 'admin',
    });
  });

  it('refuses coupons: minimum purchase, expired (407), unknown, other store, first order, used up', async () => {
    await coupon('TMIN', { min_purchase: 1000 });
    await coupon('TOLD', { start_date: '2025-01-01', expire_date: '2025-12-31' });
    await coupon('TSTORE', { coupon_type: 'store_wise', store_id: shop.store.id + 1 });
    await coupon('TFIRST', { coupon_type: 'first_order' });
    await coupon('TONCE', { limit_per_user: 1 });
    const min = await withCoupon('TMIN');
    expect(min.status).toBe(403);
    expect(min.body.errors[0].code).toBe('coupon');
    expect(min.body.errors[0].message).toMatch(
      /^To apply this coupon, total item amount should be minimum 1000$/,
    );
    const old = await withCoupon('TOLD');
    expect(old.status).toBe(407);
    expect(old.body).toEqual({ errors: [{ code: 'coupon', message: 'Coupon expired' }] });
    expect((await withCoupon('NOPE')).status).toBe(404);
    expect(errorCode((await withCoupon('TSTORE')).body)).toBe('coupon');
    const first = await withCoupon('TFIRST');
    expect(first.status).toBe(403);
    expect(first.body.errors[0].message).toBe('You are not eligible for this coupon');
    const who = await guest(w);
    expect((await withCoupon('TONCE', who)).status).toBe(200);
    const again = await withCoupon('TONCE', who);
    expect(again.status).toBe(406);
    expect(again.body.errors[0].message).toBe('Coupon usage limit over');
    // A refused coupon keeps the cart.
    const cart = await call(
      w.app,
      'GET',
      `/api/v1/customer/cart/list?guest_id=${who.kind === 'guest' ? who.guestId : ''}`,
      {
        headers: who.h(MODULE.grocery),
      },
    );
    expect(cart.body).toHaveLength(2);
  });

  it('gives the flash-sale price while its stock lasts, and counts it sold', async () => {
    const sale = await w.db
      .insertInto('flash_sales')
      .values({
        title: 'Test sale',
        module_id: MODULE.grocery,
        start_date: '2026-06-01 00:00:00',
        end_date: '2026-06-02 00:00:00',
        is_publish: 1,
        admin_discount_percentage: 0,
        vendor_discount_percentage: 0,
        created_at: today,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fsi = await w.db
      .insertInto('flash_sale_items')
      .values({
        flash_sale_id: sale.id,
        item_id: shop.a.id,
        stock: 3,
        sold: 0,
        discount: 25,
        discount_type: 'percent',
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A: 25% of 200 = 50 × 2 = 100 (flash); B: 20; items 430 + 21.5 tax + 60 + 10
    const who = await guest(w);
    await fillCart(w, who, shop);
    const res = await placeOrder(w, who, orderBody(who, shop));
    expect(res.body.total_amount).toBe(521.5);
    expect(await orderRow(w, res.body.order_id)).toMatchObject({
      flash_discount_amount: 100,
      store_discount_amount: 20,
    });
    const sold = await w.db
      .selectFrom('flash_sale_items')
      .select('sold')
      .where('id', '=', fsi.id)
      .executeTakeFirstOrThrow();
    expect(sold.sold).toBe(2);
    // Only 1 left at the sale price: two more are sold at the item's own discount.
    const next = await guest(w);
    await fillCart(w, next, shop);
    expect((await placeOrder(w, next, orderBody(next, shop))).body.total_amount).toBe(584.5);
    await w.db.deleteFrom('flash_sale_items').where('id', '=', fsi.id).execute();
  });

  it("applies the store's discount instead of the items' own, with its cap", async () => {
    const disc = await w.db
      .insertInto('store_discounts')
      .values({
        store_id: shop.store.id,
        discount: 10,
        min_purchase: 0,
        max_discount: 0,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        start_time: '00:00:00',
        end_time: '23:59:59',
        status: 1,
        created_at: today,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // 10% of every unit: 20 × 2 + 15 = 55 → 495 + 24.75 + 60 + 10
    let who = await guest(w);
    await fillCart(w, who, shop);
    expect((await placeOrder(w, who, orderBody(who, shop))).body.total_amount).toBe(589.75);
    await w.db
      .updateTable('store_discounts')
      .set({ max_discount: 30 })
      .where('id', '=', disc.id)
      .execute();
    // capped at 30 → 520 + 26 + 60 + 10
    who = await guest(w);
    await fillCart(w, who, shop);
    expect((await placeOrder(w, who, orderBody(who, shop))).body.total_amount).toBe(616);
    await w.db.deleteFrom('store_discounts').where('id', '=', disc.id).execute();
  });

  it('charges by distance with the maximum, free delivery over the threshold, and refuses COD over the limit', async () => {
    let who = await guest(w);
    await addToCart(w, who, shop.a.id, 1);
    // The store 20 km away: 200 km-charge capped at 150 → 180 + 9 + 150 + 10
    await w.db
      .updateTable('stores')
      .set({ latitude: 23.6, longitude: 90.3 })
      .where('id', '=', shop.store.id)
      .execute();
    const far = await placeOrder(w, who, orderBody(who, shop));
    await w.db
      .updateTable('stores')
      .set({ latitude: shop.store.latitude, longitude: shop.store.longitude })
      .where('id', '=', shop.store.id)
      .execute();
    expect(far.body.total_amount).toBe(349);
    // 10 × A: subtotal 2000 ≥ free_delivery_over 2000 → 1800 + 90 + 0 + 10
    who = await guest(w);
    await addToCart(w, who, shop.a.id, 10);
    expect((await placeOrder(w, who, orderBody(who, shop))).body.total_amount).toBe(1900);
    // COD limit 584: the tips make 584.5 one step too far.
    await w.db
      .updateTable('module_zone')
      .set({ maximum_cod_order_amount: 584 })
      .where('module_id', '=', MODULE.grocery)
      .where('zone_id', '=', ZONE.gulshan)
      .execute();
    who = await guest(w);
    await fillCart(w, who, shop);
    const cod = await placeOrder(w, who, orderBody(who, shop));
    const digital = await placeOrder(
      w,
      who,
      orderBody(who, shop, { payment_method: 'digital_payment' }),
    );
    await w.db
      .updateTable('module_zone')
      .set({ maximum_cod_order_amount: 15000 })
      .where('module_id', '=', MODULE.grocery)
      .where('zone_id', '=', ZONE.gulshan)
      .execute();
    expect(cod.status).toBe(403);
    expect(cod.body.errors[0].message).toBe(
      'The total amount of the order, exceeds maximum amount of the cash on delivery method',
    );
    expect(digital.body.total_amount).toBe(584.5);
  });

  it('refuses a wallet payment beyond the balance, and changes nothing', async () => {
    const who = await customerWithWallet(100);
    await fillCart(w, who, shop);
    const stockBefore = await w.db
      .selectFrom('items')
      .select('stock')
      .where('id', '=', shop.a.id)
      .executeTakeFirstOrThrow();
    const res = await placeOrder(w, who, orderBody(who, shop, { payment_method: 'wallet' }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'order_amount', message: 'Insufficient balance' }],
    });
    const user = await w.db
      .selectFrom('users')
      .select('wallet_balance')
      .where('id', '=', who.userId)
      .executeTakeFirstOrThrow();
    expect(user.wallet_balance).toBe(100);
    const stockAfter = await w.db
      .selectFrom('items')
      .select('stock')
      .where('id', '=', shop.a.id)
      .executeTakeFirstOrThrow();
    expect(stockAfter.stock).toBe(stockBefore.stock);
    const cart = await call(w.app, 'GET', '/api/v1/customer/cart/list', {
      headers: who.h(MODULE.grocery),
    });
    expect(cart.body).toHaveLength(2);
  });

  it('takes schedule_at, order_note and delivery_instruction; refuses the past', async () => {
    const who = await guest(w);
    await fillCart(w, who, shop);
    const past = await placeOrder(
      w,
      who,
      orderBody(who, shop, { schedule_at: '2026-06-01 09:00:00' }),
    );
    expect(past.status).toBe(406);
    expect(past.body.errors[0].code).toBe('order_time');
    const res = await placeOrder(
      w,
      who,
      orderBody(who, shop, {
        schedule_at: '2026-06-01 20:30:00',
        order_note: 'Ring twice',
        delivery_instruction: 'Leave at the door',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await orderRow(w, res.body.order_id);
    // 20:30 in Dhaka (UTC+6) is 14:30 UTC
    expect(order).toMatchObject({
      scheduled: 1,
      schedule_at: '2026-06-01T14:30:00.000Z',
      order_note: 'Ring twice',
      delivery_instruction: 'Leave at the door',
    });
  });

  it('refuses parcel orders that break the parcel rules', async () => {
    const who = await guest(w);
    const receiverPays = await placeOrder(
      w,
      who,
      orderBody(who, shop, {
        order_type: 'parcel',
        charge_payer: 'receiver',
        payment_method: 'digital_payment',
      }),
    );
    expect(errorCode(receiverPays.body)).toBe('charge_payer');
    for (const [field, value] of [
      ['parcel_category_id', ''],
      ['receiver_details', ''],
      ['receiver_details', '{"contact_person_name":"x"}'],
      ['charge_payer', 'neighbour'],
    ] as const) {
      const res = await placeOrder(
        w,
        who,
        orderBody(who, shop, { order_type: 'parcel', [field]: value }),
      );
      expect(res.status, field).toBe(403);
      expect(errorCode(res.body), field).toBe(field);
    }
    const wrongModule = await call(w.app, 'POST', '/api/v1/customer/order/place', {
      headers: who.h(MODULE.grocery),
      body: orderBody(who, shop, { order_type: 'parcel' }),
    });
    expect(errorCode(wrongModule.body)).toBe('order_type');
  });
});
