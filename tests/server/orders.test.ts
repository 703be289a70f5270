// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemRow, StoreRow } from '../../server/db/schema';
import {
  CHATTOGRAM,
  GULSHAN_1,
  MODULE,
  ZONE,
  call,
  errorCode,
  headers,
  makeWorld,
  newGuest,
  type Json,
  type TestWorld,
} from './helpers';

let w: TestWorld;
let store: StoreRow;
let item: ItemRow;
let other: ItemRow;

const H = (module: number, extra: Record<string, string> = {}) => headers({ module, extra });
const add = (guest: number, module: number, body: Record<string, unknown>) =>
  call(w.app, 'POST', '/api/v1/customer/cart/add', {
    headers: H(module),
    body: { guest_id: guest, ...body },
  });
const cartOf = async (guest: number, module: number) =>
  (await call(w.app, 'GET', `/api/v1/customer/cart/list?guest_id=${guest}`, { headers: H(module) }))
    .body as Json[];

function placeBody(guest: number, storeId: number, over: Record<string, unknown> = {}) {
  return {
    guest_id: guest,
    store_id: storeId,
    order_amount: 1,
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    contact_person_name: 'Nusrat Jahan',
    contact_person_number: '+8801711111111',
    contact_person_email: 'nusrat@example.com',
    address: 'House 7, Road 12, Gulshan 1',
    latitude: String(GULSHAN_1.lat),
    longitude: String(GULSHAN_1.lng),
    address_type: 'home',
    road: '12',
    house: '7',
    floor: '3',
    dm_tips: '10',
    ...over,
  };
}
const place = (module: number, body: Record<string, unknown>, extra: Record<string, string> = {}) =>
  call(w.app, 'POST', '/api/v1/customer/order/place', { headers: H(module, extra), body });

beforeAll(async () => {
  w = await makeWorld();
  // A controlled grocery store in Gulshan, sitting exactly on Gulshan 1 Circle.
  store = await w.db
    .selectFrom('stores')
    .selectAll()
    .where('module_id', '=', MODULE.grocery)
    .where('zone_id', '=', ZONE.gulshan)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await w.db
    .updateTable('stores')
    .set({
      tax: 5,
      free_delivery: 0,
      minimum_order: 0,
      active: 1,
      delivery: 1,
      latitude: GULSHAN_1.lat,
      longitude: GULSHAN_1.lng,
    })
    .where('id', '=', store.id)
    .execute();
  const rows = await w.db
    .selectFrom('items')
    .selectAll()
    .where('store_id', '=', store.id)
    .orderBy('id')
    .execute();
  [item, other] = rows.filter((i) => i.variations === '[]') as [ItemRow, ItemRow];
  await w.db
    .updateTable('items')
    .set({
      price: 200,
      discount: 10,
      discount_type: 'percent',
      stock: 50,
      maximum_cart_quantity: 0,
    })
    .where('id', '=', item.id)
    .execute();
  await w.db
    .updateTable('items')
    .set({ price: 150, discount: 20, discount_type: 'amount', stock: 30, maximum_cart_quantity: 0 })
    .where('id', '=', other.id)
    .execute();
  // Gulshan grocery pivot: 10/km, minimum 60, maximum 150 (seeded); make it explicit.
  await w.db
    .updateTable('module_zone')
    .set({
      per_km_shipping_charge: 10,
      minimum_shipping_charge: 60,
      maximum_shipping_charge: 150,
      maximum_cod_order_amount: 15000,
    })
    .where('module_id', '=', MODULE.grocery)
    .where('zone_id', '=', ZONE.gulshan)
    .execute();
});
afterAll(async () => w.close());

describe('POST customer/order/place', () => {
  it('recomputes every amount on the server (hand-computed case)', async () => {
    const g = await newGuest(w.app);
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 2, price: 1 });
    await add(g, MODULE.grocery, { item_id: other.id, quantity: 1, price: 1 });
    const res = await place(MODULE.grocery, placeBody(g, store.id));
    // items: 200×2 + 150×1 = 550; discount: 10% of 200 ×2 = 40, plus 20 ×1 = 60
    // tax 5% of 490 = 24.5; delivery: distance 0 → minimum 60; tips 10 → 584.5
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Order placed successfully',
      order_id: 100001,
      total_ammount: 584.5,
      total_amount: 584.5,
      status: 'pending',
      payment_method: 'cash_on_delivery',
      created_at: new Date(w.clock.now()).toISOString(),
      user_id: null,
    });
    const order = await w.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', 100001)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      items_subtotal: 550,
      store_discount_amount: 60,
      total_tax_amount: 24.5,
      delivery_charge: 60,
      dm_tips: 10,
      order_amount: 584.5,
      zone_id: ZONE.gulshan,
      details_count: 2,
      order_status: 'pending',
    });
    // Stock taken, cart cleared.
    const after = await w.db
      .selectFrom('items')
      .select(['id', 'stock'])
      .where('id', 'in', [item.id, other.id])
      .orderBy('id')
      .execute();
    expect(after.map((r) => r.stock)).toEqual(item.id < other.id ? [48, 29] : [29, 48]);
    expect(await cartOf(g, MODULE.grocery)).toEqual([]);
    const details = await w.db
      .selectFrom('order_details')
      .selectAll()
      .where('order_id', '=', 100001)
      .execute();
    expect(details.map((d) => d.quantity).sort()).toEqual([1, 2]);
  });

  it('caps the delivery charge at the maximum, and gives free delivery over the threshold', async () => {
    const g = await newGuest(w.app);
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 1 });
    // Gulshan-Badda Link Road is ~1.6 km away: 16; then move the store 20 km away (still zone 3 on paper).
    const near = await place(
      MODULE.grocery,
      placeBody(g, store.id, { latitude: 23.7805, longitude: 90.432, dm_tips: 0 }),
    );
    const nearOrder = await w.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', near.body.order_id)
      .executeTakeFirstOrThrow();
    expect(nearOrder.delivery_charge).toBe(60); // 1.6 km × 10 = 16 < minimum 60
    await w.db
      .updateTable('stores')
      .set({ latitude: 23.6, longitude: 90.3 })
      .where('id', '=', store.id)
      .execute();
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 1 });
    const far = await place(MODULE.grocery, placeBody(g, store.id, { dm_tips: 0 }));
    const farOrder = await w.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', far.body.order_id)
      .executeTakeFirstOrThrow();
    expect(farOrder.delivery_charge).toBe(150);
    // 200 - 20 discount + 9 tax + 150 delivery
    expect(far.body.total_amount).toBe(339);
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 10 });
    const free = await place(MODULE.grocery, placeBody(g, store.id, { dm_tips: 0 }));
    const freeOrder = await w.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', free.body.order_id)
      .executeTakeFirstOrThrow();
    expect(freeOrder.delivery_charge).toBe(0); // subtotal 2000 ≥ free_delivery_over 2000
    await w.db
      .updateTable('stores')
      .set({ latitude: GULSHAN_1.lat, longitude: GULSHAN_1.lng })
      .where('id', '=', store.id)
      .execute();
  });

  it('refuses cash on delivery above the zone module limit', async () => {
    const g = await newGuest(w.app);
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 2 });
    await w.db
      .updateTable('module_zone')
      .set({ maximum_cod_order_amount: 100 })
      .where('module_id', '=', MODULE.grocery)
      .where('zone_id', '=', ZONE.gulshan)
      .execute();
    const res = await place(MODULE.grocery, placeBody(g, store.id));
    await w.db
      .updateTable('module_zone')
      .set({ maximum_cod_order_amount: 15000 })
      .where('module_id', '=', MODULE.grocery)
      .where('zone_id', '=', ZONE.gulshan)
      .execute();
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [
        {
          code: 'order_amount',
          message:
            'The total amount of the order, exceeds maximum amount of the cash on delivery method',
        },
      ],
    });
    expect(await cartOf(g, MODULE.grocery)).toHaveLength(1);
  });

  it('refuses an empty cart, missing fields, bad payment and places outside the zones', async () => {
    const g = await newGuest(w.app);
    const empty = await place(MODULE.grocery, placeBody(g, store.id));
    expect(empty.status).toBe(403);
    expect(empty.body).toEqual({ errors: [{ code: 'cart', message: 'Your cart is empty' }] });
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 1 });
    for (const field of [
      'contact_person_name',
      'contact_person_number',
      'address',
      'store_id',
      'payment_method',
    ]) {
      const res = await place(MODULE.grocery, placeBody(g, store.id, { [field]: '' }));
      expect(res.status, field).toBe(403);
      expect(errorCode(res.body), field).toBe(field);
    }
    for (const method of ['offline_payment', 'bitcoin']) {
      const res = await place(MODULE.grocery, placeBody(g, store.id, { payment_method: method }));
      expect(errorCode(res.body), method).toBe('payment_method');
    }
    const tips = await place(MODULE.grocery, placeBody(g, store.id, { dm_tips: -5 }));
    expect(errorCode(tips.body)).toBe('dm_tips');
    const outside = await place(
      MODULE.grocery,
      placeBody(g, store.id, { latitude: CHATTOGRAM.lat, longitude: CHATTOGRAM.lng }),
    );
    expect(outside.status).toBe(404);
    expect(errorCode(outside.body)).toBe('coordinates');
    const noModule = await call(w.app, 'POST', '/api/v1/customer/order/place', {
      headers: headers(),
      body: placeBody(g, store.id),
    });
    expect(errorCode(noModule.body)).toBe('moduleId');
    expect(await cartOf(g, MODULE.grocery)).toHaveLength(1);
  });

  it('refuses with 406 when the stock ran out after adding to the cart', async () => {
    const g = await newGuest(w.app);
    await add(g, MODULE.grocery, { item_id: other.id, quantity: 3 });
    const before = await w.db.selectFrom('orders').select('id').execute();
    await w.db.updateTable('items').set({ stock: 2 }).where('id', '=', other.id).execute();
    const res = await place(MODULE.grocery, placeBody(g, store.id));
    expect(res.status).toBe(406);
    expect(errorCode(res.body)).toBe('stock');
    expect((await w.db.selectFrom('orders').select('id').execute()).length).toBe(before.length);
    expect(
      (
        await w.db
          .selectFrom('items')
          .select('stock')
          .where('id', '=', other.id)
          .executeTakeFirstOrThrow()
      ).stock,
    ).toBe(2);
    expect(await cartOf(g, MODULE.grocery)).toHaveLength(1);
    await w.db.updateTable('items').set({ stock: 30 }).where('id', '=', other.id).execute();
  });

  it('takes stock from the chosen variation', async () => {
    const g = await newGuest(w.app);
    const shirt = await w.db
      .selectFrom('items')
      .selectAll()
      .where('module_id', '=', MODULE.shop)
      .where('name', '=', 'Cotton T-Shirt')
      .orderBy('id')
      .execute()
      .then((r) => r.find((i) => JSON.parse(i.variations).some((v: Json) => v.stock >= 2))!);
    const shirtStore = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', shirt.store_id)
      .executeTakeFirstOrThrow();
    await w.db
      .updateTable('stores')
      .set({ active: 1, delivery: 1, minimum_order: 0 })
      .where('id', '=', shirtStore.id)
      .execute();
    const v = (JSON.parse(shirt.variations) as { type: string; stock: number }[]).find(
      (x) => x.stock >= 2,
    )!;
    expect(
      (await add(g, MODULE.shop, { item_id: shirt.id, quantity: 2, variation: [{ type: v.type }] }))
        .status,
    ).toBe(200);
    const res = await place(
      MODULE.shop,
      placeBody(g, shirt.store_id, {
        latitude: shirtStore.latitude,
        longitude: shirtStore.longitude,
      }),
    );
    expect(res.status).toBe(200);
    const after = await w.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', shirt.id)
      .executeTakeFirstOrThrow();
    expect(after.stock).toBe(shirt.stock - 2);
    expect(
      (JSON.parse(after.variations) as { type: string; stock: number }[]).find(
        (x) => x.type === v.type,
      )!.stock,
    ).toBe(v.stock - 2);
  });

  it('honours Idempotency-Key: the same key 10 times gives one order', async () => {
    const g = await newGuest(w.app);
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 1 });
    const countBefore = (await w.db.selectFrom('orders').select('id').execute()).length;
    const key = { 'Idempotency-Key': 'checkout-attempt-1' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(MODULE.grocery, placeBody(g, store.id), key)),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual(answers[0]!.body);
    }
    const again = await place(MODULE.grocery, placeBody(g, store.id), key);
    expect(again.body).toEqual(answers[0]!.body);
    expect((await w.db.selectFrom('orders').select('id').execute()).length).toBe(countBefore + 1);
    expect(await cartOf(g, MODULE.grocery)).toEqual([]);
    // Another guest's identical key is another order.
    const g2 = await newGuest(w.app);
    await add(g2, MODULE.grocery, { item_id: item.id, quantity: 1 });
    const theirs = await place(MODULE.grocery, placeBody(g2, store.id), key);
    expect(theirs.body.order_id).not.toBe(answers[0]!.body.order_id);
  });
});

describe('take away', () => {
  it('places a take-away order without delivery charge, address or tips, and completes it without a courier', async () => {
    const g = await newGuest(w.app);
    await w.db.updateTable('stores').set({ take_away: 1 }).where('id', '=', store.id).execute();
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 1 });
    const res = await place(
      MODULE.grocery,
      placeBody(g, store.id, {
        order_type: 'take_away',
        address: '',
        latitude: '',
        longitude: '',
        dm_tips: 50,
      }),
    );
    expect(res.status).toBe(200);
    // 200 - 20 discount + 9 tax; no delivery charge, no tips
    expect(res.body.total_amount).toBe(189);
    const order = await w.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', res.body.order_id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ order_type: 'take_away', delivery_charge: 0, dm_tips: 0 });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      w.clock.advance(w.stepMs);
      await w.app.simulator.tick();
      seen.push(
        (
          await w.db
            .selectFrom('orders')
            .select('order_status')
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow()
        ).order_status,
      );
    }
    // Ready at handover; delivered when the customer picks it up.
    expect(seen).toEqual(['confirmed', 'processing', 'handover', 'delivered']);
    const done = await w.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(done.order_status).toBe('delivered');
    expect(done.picked_up).toBeNull();
    expect(done.delivery_man_id).toBeNull();
  });
});

describe('GET customer/order/track', () => {
  it('answers the order to its guest with the right contact number', async () => {
    const g = await newGuest(w.app);
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 1 });
    const { body: placed } = await place(MODULE.grocery, placeBody(g, store.id));
    for (const contact of ['8801711111111', '%2B8801711111111']) {
      const res = await call(
        w.app,
        'GET',
        `/api/v1/customer/order/track?order_id=${placed.order_id}&guest_id=${g}&contact_number=${contact}`,
      );
      expect(res.status, contact).toBe(200);
      expect(res.body).toMatchObject({
        id: placed.order_id,
        order_status: 'pending',
        order_amount: placed.total_amount,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        created_at: placed.created_at,
        pending: placed.created_at,
        confirmed: null,
        picked_up: null,
        delivered: null,
        receiver_details: null,
        delivery_man: null,
        details_count: 1,
        delivery_address: {
          contact_person_name: 'Nusrat Jahan',
          contact_person_number: '+8801711111111',
          address: 'House 7, Road 12, Gulshan 1',
          latitude: String(GULSHAN_1.lat),
          longitude: String(GULSHAN_1.lng),
          road: '12',
          house: '7',
          floor: '3',
          address_type: 'home',
        },
        store: {
          id: store.id,
          name: store.name,
          logo_full_url: expect.any(String),
          phone: store.phone,
          address: store.address,
        },
      });
      for (const k of ['delivery_charge', 'total_tax_amount', 'store_discount_amount', 'dm_tips'])
        expect(res.body).toHaveProperty(k);
    }
  });

  it('answers 404 Order not found to anyone else', async () => {
    const g = await newGuest(w.app);
    const stranger = await newGuest(w.app);
    await add(g, MODULE.grocery, { item_id: item.id, quantity: 1 });
    const { body: placed } = await place(MODULE.grocery, placeBody(g, store.id));
    const notFound = { errors: [{ code: 'order', message: 'Order not found' }] };
    for (const qs of [
      `order_id=${placed.order_id}&guest_id=${stranger}&contact_number=8801711111111`,
      `order_id=${placed.order_id}&guest_id=${g}&contact_number=8801799999999`,
      `order_id=999999&guest_id=${g}&contact_number=8801711111111`,
    ]) {
      const res = await call(w.app, 'GET', `/api/v1/customer/order/track?${qs}`);
      expect(res.status, qs).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    const missing = await call(
      w.app,
      'GET',
      `/api/v1/customer/order/track?order_id=${placed.order_id}&guest_id=${g}`,
    );
    expect(missing.status).toBe(403);
    expect(errorCode(missing.body)).toBe('contact_number');
  });
});

describe('simulator', () => {
  it('moves a food order pending → accepted → processing → handover → picked_up → delivered, with a courier riding a route', async () => {
    const g = await newGuest(w.app);
    // A Gulshan food store delivering to Gulshan 1 Circle.
    const food = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('module_id', '=', MODULE.food)
      .where('zone_id', '=', ZONE.gulshan)
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await w.db
      .updateTable('stores')
      .set({ minimum_order: 0, delivery: 1 })
      .where('id', '=', food.id)
      .execute();
    const dish = (
      await w.db.selectFrom('items').selectAll().where('store_id', '=', food.id).execute()
    ).find((i) => i.food_variations === '[]')!;
    expect((await add(g, MODULE.food, { item_id: dish.id, quantity: 1 })).status).toBe(200);
    const { body: placed } = await place(MODULE.food, placeBody(g, food.id));
    expect(placed.status).toBe('pending');
    const track = async () =>
      (
        await call(
          w.app,
          'GET',
          `/api/v1/customer/order/track?order_id=${placed.order_id}&guest_id=${g}&contact_number=8801711111111`,
        )
      ).body;
    const step = async (ms = w.stepMs) => {
      w.clock.advance(ms);
      await w.app.simulator.tick();
      return track();
    };

    await w.app.simulator.tick();
    expect((await track()).order_status).toBe('pending');

    let t = await step();
    expect(t.order_status).toBe('accepted');
    expect(t.accepted).toBe(new Date(Date.parse(placed.created_at) + w.stepMs).toISOString());
    expect(t.delivery_man).toBeNull();
    expect((await step()).order_status).toBe('processing');

    t = await step();
    expect(t.order_status).toBe('handover');
    expect(t.handover).not.toBeNull();
    expect(t.delivery_man).toMatchObject({
      id: expect.any(Number),
      f_name: expect.any(String),
      l_name: expect.any(String),
      image_full_url: expect.stringMatching(/^\/api\/v1\/images\/delivery-man\//),
      phone: expect.any(String),
      avg_rating: expect.any(Number),
    });
    // The courier waits at the store.
    expect(Number(t.delivery_man.lat)).toBeCloseTo(food.latitude, 5);
    expect(Number(t.delivery_man.lng)).toBeCloseTo(food.longitude, 5);

    t = await step();
    expect(t.order_status).toBe('picked_up');
    expect(t.picked_up).not.toBeNull();
    const start = { lat: Number(t.delivery_man.lat), lng: Number(t.delivery_man.lng) };
    expect(start.lat).toBeCloseTo(food.latitude, 5);

    const positions = [start];
    for (let i = 0; i < 3; i++) {
      t = await step(w.stepMs / 4);
      expect(t.order_status).toBe('picked_up');
      positions.push({ lat: Number(t.delivery_man.lat), lng: Number(t.delivery_man.lng) });
    }
    // Every quarter step the courier is somewhere else, on the way to the customer.
    expect(new Set(positions.map((p) => `${p.lat},${p.lng}`)).size).toBe(4);
    const remaining = positions.map(
      (p) => Math.abs(p.lat - GULSHAN_1.lat) + Math.abs(p.lng - GULSHAN_1.lng),
    );
    for (let i = 1; i < remaining.length; i++)
      expect(remaining[i]!).toBeLessThan(remaining[i - 1]!);

    t = await step(w.stepMs / 4);
    expect(t.order_status).toBe('delivered');
    expect(t.delivered).not.toBeNull();
    expect(t.payment_status).toBe('paid');
    expect(Number(t.delivery_man.lat)).toBeCloseTo(GULSHAN_1.lat, 6);

    w.clock.advance(w.stepMs * 5);
    await w.app.simulator.tick();
    expect((await track()).order_status).toBe('delivered');
  });
});
