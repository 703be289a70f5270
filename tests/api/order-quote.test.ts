import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as CheckoutApi from '@/api/checkout';
import type * as ClientModule from '@/api/client';
import { checkoutTotals } from '@/features/checkout/checkout-totals';
import { GULSHAN_1, MODULE, ZONE, errorCode, makeWorld, type TestWorld } from '../server/helpers';
import {
  fillCart,
  guest,
  orderBody,
  placeOrder,
  setupShop,
  type Shop,
} from '../server/order-helpers';

/**
 * The checkout's totals: the provider's quote (our extension) through the SPA's client, and
 * the SPA's own sum when a backend has no quote call (a Laravel-style 404).
 */

let world: TestWorld;
let shop: Shop;
let other: Server;
let api: typeof CheckoutApi;
let client: typeof ClientModule;
let providerUrl = '';
let otherUrl = '';

beforeAll(async () => {
  world = await makeWorld();
  shop = await setupShop(world);
  await world.app.listen({ port: 0, host: '127.0.0.1' });
  providerUrl = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  other = createServer((_request, response) => {
    response.statusCode = 404;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ message: 'Not Found' }));
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  client = await import('@/api/client');
  api = await import('@/api/checkout');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await world.close();
  await new Promise((resolve) => other.close(resolve));
});

describe('quoteOrder', () => {
  it("answers the provider's totals, and they become the checkout's lines", async () => {
    const who = await guest(world);
    if (who.kind !== 'guest') throw new Error('a guest');
    await fillCart(world, who, shop);
    const provider = client.createApiClient({
      origin: providerUrl,
      headers: () => ({ moduleId: String(MODULE.grocery) }),
    });
    const quote = await api.quoteOrder(provider, {
      guest_id: String(who.guestId),
      store_id: shop.store.id,
      order_type: 'delivery',
      latitude: GULSHAN_1.lat,
      longitude: GULSHAN_1.lng,
      dm_tips: 10,
    });
    // 550 − 60 discount, 5% tax 24.5, delivery 60, tip 10 (tests/server/order-money.test.ts).
    expect(quote?.order_amount).toBe(584.5);
    const totals = checkoutTotals(quote, { subtotal: 1, tips: 10, delivery: true });
    expect(totals).toEqual({
      rows: [
        { labelKey: 'myOrders.subtotal', amount: 550 },
        { labelKey: 'myOrders.discount', amount: -60 },
        { labelKey: 'myOrders.deliveryCharge', amount: 60, free: false },
        { labelKey: 'myOrders.tax', amount: 24.5 },
        { labelKey: 'myOrders.tips', amount: 10 },
      ],
      total: 584.5,
      fromProvider: true,
    });
    // A refusal is the provider's, not a missing call.
    await expect(
      api.quoteOrder(provider, {
        guest_id: String(who.guestId),
        store_id: shop.store.id,
        order_type: 'delivery',
        latitude: GULSHAN_1.lat,
        longitude: GULSHAN_1.lng,
        dm_tips: 0,
        coupon_code: 'NO-SUCH-COUPON',
      }),
    ).rejects.toMatchObject({ name: 'ApiError' });
  });

  it("is null where the backend has no quote call: the checkout shows the SPA's sum", async () => {
    const elsewhere = client.createApiClient({ origin: otherUrl, headers: () => ({}) });
    const quote = await api.quoteOrder(elsewhere, {
      store_id: 1,
      order_type: 'delivery',
      latitude: 1,
      longitude: 1,
      dm_tips: 0,
    });
    expect(quote).toBeNull();
    expect(checkoutTotals(quote, { subtotal: 490, tips: 20, delivery: true })).toEqual({
      rows: [
        { labelKey: 'cart.subtotal', amount: 490 },
        { labelKey: 'checkout.tips', amount: 20 },
      ],
      total: 510,
      fromProvider: false,
    });
  });
});

describe('fetchZonePayments', () => {
  it('reads the zone that serves the module at the point: the one placement checks', async () => {
    // Gulshan 1 Circle lies in Gulshan (3) and Dhaka Central (1). Without Gulshan's grocery
    // charges, Dhaka Central serves grocery there: its cash flag and maximum apply.
    const grocery = (zone: number) =>
      world.db
        .selectFrom('module_zone')
        .selectAll()
        .where('zone_id', '=', zone)
        .where('module_id', '=', MODULE.grocery)
        .executeTakeFirstOrThrow();
    const gulshan = await grocery(ZONE.gulshan);
    const central = await grocery(ZONE.central);
    const setCentral = async (cash: number, maximum: number) => {
      await world.db
        .updateTable('zones')
        .set({ cash_on_delivery: cash })
        .where('id', '=', ZONE.central)
        .execute();
      await world.db
        .updateTable('module_zone')
        .set({ maximum_cod_order_amount: maximum })
        .where('zone_id', '=', ZONE.central)
        .where('module_id', '=', MODULE.grocery)
        .execute();
    };
    const place = async () => {
      const who = await guest(world);
      await fillCart(world, who, shop);
      return placeOrder(world, who, orderBody(who, shop));
    };
    await world.db
      .deleteFrom('module_zone')
      .where('zone_id', '=', ZONE.gulshan)
      .where('module_id', '=', MODULE.grocery)
      .execute();
    try {
      // The standard order (584.5) is over Dhaka Central's maximum: shown, and refused.
      await setCentral(1, 300);
      expect(
        await api.fetchZonePayments(
          client.createApiClient({ origin: providerUrl, headers: () => ({}) }),
          GULSHAN_1,
          MODULE.grocery,
        ),
      ).toEqual({
        cashOnDelivery: true,
        digitalPayment: true,
        codLimit: 300,
      });
      const over = await place();
      expect(over.status).toBe(403);
      expect(errorCode(over.body)).toBe('order_amount');

      await setCentral(0, 300);
      expect(
        await api.fetchZonePayments(
          client.createApiClient({ origin: providerUrl, headers: () => ({}) }),
          GULSHAN_1,
          MODULE.grocery,
        ),
      ).toMatchObject({
        cashOnDelivery: false,
      });
      const noCash = await place();
      expect(noCash.status).toBe(403);
      expect(errorCode(noCash.body)).toBe('payment_method');
    } finally {
      await setCentral(1, central.maximum_cod_order_amount);
      await world.db.insertInto('module_zone').values(gulshan).execute();
    }
  });
});
