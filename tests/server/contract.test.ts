// @vitest-environment node
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, GuestAnswer } from '../../src/api/schemas/cart';
import { ItemPage, Item, ModuleList, StorePage, Store } from '../../src/api/schemas/catalogue';
import { Config } from '../../src/api/schemas/config';
import {
  Geocode,
  PlaceDetails,
  Predictions,
  ZoneAnswer,
  ZoneList,
} from '../../src/api/schemas/location';
import { PlacedOrder, TrackedOrder } from '../../src/api/schemas/orders';
import { GULSHAN_1, MODULE, call, headers, makeWorld, type TestWorld } from './helpers';

/** The provider's answers decode with the SPA's own schemas (src/api/schemas). */
let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const get = async (url: string, module?: number) =>
  (await call(w.app, 'GET', url, { headers: headers(module === undefined ? {} : { module }) }))
    .body;

describe('answers decode with the SPA schemas', () => {
  it('config, location and modules', async () => {
    create(await get('/api/v1/config'), Config);
    const zone = create(
      await get(`/api/v1/config/get-zone-id?lat=${GULSHAN_1.lat}&lng=${GULSHAN_1.lng}`),
      ZoneAnswer,
    );
    expect(zone.zone_id).toEqual([3, 1]);
    create(await get('/api/v1/config/place-api-autocomplete?search_text=gul'), Predictions);
    create(await get('/api/v1/config/place-api-details?placeid=dhk-gulshan-1'), PlaceDetails);
    create(await get('/api/v1/config/geocode-api?lat=23.78&lng=90.41'), Geocode);
    expect(create(await get('/api/v1/zone/list'), ZoneList)).toHaveLength(3);
    expect(create(await get('/api/v1/module'), ModuleList)).toHaveLength(5);
  });

  it('stores and items', async () => {
    const stores = create(
      await get('/api/v1/stores/get-stores/all?limit=50', MODULE.food),
      StorePage,
    );
    expect(stores.stores.length).toBeGreaterThan(0);
    create(await get('/api/v1/stores/details/1'), Store);
    for (const module of [MODULE.food, MODULE.grocery, MODULE.pharmacy, MODULE.shop]) {
      const page = create(await get('/api/v1/items/latest?limit=100', module), ItemPage);
      expect(page.products.length).toBeGreaterThan(0);
    }
    create(await get('/api/v1/items/details/1', MODULE.food), Item);
  });

  it('guest, cart, order and tracking', async () => {
    const guest = create(
      (await call(w.app, 'POST', '/api/v1/auth/guest/request')).body,
      GuestAnswer,
    );
    const g = guest.guest_id;
    const store = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('module_id', '=', MODULE.food)
      .where('zone_id', '=', 3)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    await w.db
      .updateTable('stores')
      .set({ minimum_order: 0, delivery: 1 })
      .where('id', '=', store.id)
      .execute();
    const item = (
      await w.db.selectFrom('items').selectAll().where('store_id', '=', store.id).execute()
    ).find((i) => i.food_variations === '[]')!;
    const cart = await call(w.app, 'POST', '/api/v1/customer/cart/add', {
      headers: headers({ module: MODULE.food }),
      body: { guest_id: g, item_id: item.id, quantity: 1 },
    });
    expect(create(cart.body, Cart)).toHaveLength(1);
    const placed = await call(w.app, 'POST', '/api/v1/customer/order/place', {
      headers: headers({ module: MODULE.food }),
      body: {
        guest_id: g,
        store_id: store.id,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        contact_person_name: 'A',
        contact_person_number: '+8801700000000',
        address: 'Gulshan 1',
        latitude: GULSHAN_1.lat,
        longitude: GULSHAN_1.lng,
      },
    });
    const order = create(placed.body, PlacedOrder);
    for (let i = 0; i < 3; i++) {
      w.clock.advance(w.stepMs);
      await w.app.simulator.tick();
    }
    const tracked = create(
      await get(
        `/api/v1/customer/order/track?order_id=${order.order_id}&guest_id=${g}&contact_number=8801700000000`,
      ),
      TrackedOrder,
    );
    expect(tracked.order_status).toBe('picked_up');
    expect(typeof tracked.delivery_man?.lat).toBe('number');
  });
});
