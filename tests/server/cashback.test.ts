// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackFor } from '../../server/services/cashback';
import { call, makeWorld, type TestWorld } from './helpers';
import {
  deliveredOrder as deliverOrder,
  guest,
  setupShop,
  signedIn,
  type Shop,
  type Who,
} from './order-helpers';

/** Cashback offers (SPEC §3) paid to the wallet when a customer's order is delivered. */

let w: TestWorld;
let shop: Shop;
beforeAll(async () => {
  w = await makeWorld();
  shop = await setupShop(w);
});
afterAll(async () => w.close());

const api = (path: string) => `/api/v1/${path}`;

const deliveredOrder = (who: Who) => deliverOrder(w, who, shop);

async function cashbackCredits(who: Who): Promise<number[]> {
  const res = await call(w.app, 'GET', api('customer/wallet/transactions?limit=20&offset=1'), {
    headers: who.h(),
  });
  expect(res.status).toBe(200);
  return (res.body.data as { transaction_type: string; credit: number }[])
    .filter((t) => t.transaction_type === 'CashBack')
    .map((t) => t.credit);
}

describe('cashback', () => {
  it('works out an offer: percentage capped by max_discount, amount as is, nothing below the minimum', () => {
    const percent = {
      id: 1,
      cashback_type: 'percentage',
      cashback_amount: 10,
      min_purchase: 500,
      max_discount: 100,
      same_user_limit: 0,
    };
    expect(cashbackFor(percent, 584.5)).toBe(58.45);
    expect(cashbackFor(percent, 2000)).toBe(100);
    expect(cashbackFor(percent, 499.99)).toBe(0);
    expect(cashbackFor({ ...percent, max_discount: 0 }, 2000)).toBe(200);
    expect(cashbackFor({ ...percent, cashback_type: 'amount', cashback_amount: 50 }, 600)).toBe(50);
  });

  it("credits the best running offer to the customer's wallet on delivery, within the per-customer limit", async () => {
    const customer = await signedIn(w);
    await deliveredOrder(customer);
    // 584.5: 'Weekend cashback' (10 %, from 500, at most twice) is the only one that applies.
    expect(await cashbackCredits(customer)).toEqual([58.45]);
    await deliveredOrder(customer);
    expect(await cashbackCredits(customer)).toEqual([58.45, 58.45]);
    await deliveredOrder(customer);
    expect(await cashbackCredits(customer)).toHaveLength(2);
    const me = await call(w.app, 'GET', api('customer/info'), { headers: customer.h() });
    expect(me.body.wallet_balance).toBe(116.9);
  });

  it('gives guests nothing (they have no wallet) and nothing when the wallet is off', async () => {
    const visitor = await guest(w);
    const order = await deliveredOrder(visitor);
    const rows = await w.db
      .selectFrom('wallet_transactions')
      .select('reference')
      .where('transaction_type', '=', 'CashBack')
      .execute();
    expect(rows.map((r) => r.reference)).not.toContain(
      expect.stringContaining(`order ${order.id}`),
    );

    await w.db
      .updateTable('business_settings')
      .set({ value: '0' })
      .where('key', '=', 'customer_wallet_status')
      .execute();
    const customer = await signedIn(w);
    await deliveredOrder(customer);
    const me = await call(w.app, 'GET', api('customer/info'), { headers: customer.h() });
    expect(me.body.wallet_balance).toBe(0);
    const wallet = await w.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('transaction_type', '=', 'CashBack')
      .where('user_id', '=', me.body.id as number)
      .execute();
    expect(wallet).toEqual([]);
  });
});
