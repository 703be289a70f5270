// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from './account-helpers';
import { GULSHAN_1, MODULE, call, makeWorld, newGuest, type Json, type TestWorld } from './helpers';

/** Nobody reaches anybody else's rows: customer A and B, guest G1 and G2. */

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const api = (path: string) => `/api/v1/${path}`;

const address = {
  address: 'House 1, Gulshan',
  contact_person_name: 'B',
  contact_person_number: '+8801722222222',
  address_type: 'home',
  latitude: GULSHAN_1.lat,
  longitude: GULSHAN_1.lng,
};

async function plainGroceryItems() {
  return (
    await w.db
      .selectFrom('items')
      .selectAll()
      .where('module_id', '=', MODULE.grocery)
      .where('variations', '=', '[]')
      .where('stock', '>=', 10)
      .orderBy('id')
      .execute()
  ).filter((i) => i.maximum_cart_quantity === 0 || i.maximum_cart_quantity >= 5);
}

describe('customer A and customer B', () => {
  it('A cannot read, change or delete anything of B', async () => {
    const a = await customer(w.app, { f_name: 'Alice' });
    const b = await customer(w.app, { f_name: 'Bob' });
    const aG = { ...a.h, moduleId: String(MODULE.grocery) };
    const bG = { ...b.h, moduleId: String(MODULE.grocery) };

    // B's data.
    const bAddress = (
      await call(w.app, 'POST', api('customer/address/add'), { headers: b.h, body: address })
    ).body.address as Json;
    const [item] = await plainGroceryItems();
    const bCart = (
      await call(w.app, 'POST', api('customer/cart/add'), {
        headers: bG,
        body: { item_id: item!.id, quantity: 2 },
      })
    ).body as Json[];
    await call(w.app, 'POST', api('customer/wish-list/add'), {
      headers: b.h,
      body: { item_id: item!.id },
    });

    // Profile: customer/info is always the token's own.
    const aInfo = await call(w.app, 'GET', api('customer/info'), { headers: a.h });
    expect(aInfo.body.f_name).toBe('Alice');
    const bInfoBefore = (await call(w.app, 'GET', api('customer/info'), { headers: b.h })).body;
    await call(w.app, 'PUT', api('customer/info'), {
      headers: a.h,
      body: { f_name: 'Mallory', l_name: 'X', email: 'mallory@example.com', id: bInfoBefore.id },
    });
    const bInfoAfter = (await call(w.app, 'GET', api('customer/info'), { headers: b.h })).body;
    expect(bInfoAfter).toMatchObject({ f_name: 'Bob', email: bInfoBefore.email });

    // Addresses.
    const aList = await call(w.app, 'GET', api('customer/address/list'), { headers: a.h });
    expect(aList.body.addresses).toEqual([]);
    const upd = await call(w.app, 'PUT', api(`customer/address/update/${bAddress.id}`), {
      headers: a.h,
      body: { ...address, address: 'hijacked' },
    });
    expect(upd.status).toBe(404);
    const del = await call(
      w.app,
      'DELETE',
      api(`customer/address/delete?address_id=${bAddress.id}`),
      { headers: a.h },
    );
    expect(del.status).toBe(404);
    const bList = await call(w.app, 'GET', api('customer/address/list'), { headers: b.h });
    expect(bList.body.addresses).toMatchObject([{ id: bAddress.id, address: address.address }]);

    // Cart lines.
    expect((await call(w.app, 'GET', api('customer/cart/list'), { headers: aG })).body).toEqual([]);
    const lineId = bCart[0]!.id as number;
    const cartUpd = await call(w.app, 'POST', api('customer/cart/update'), {
      headers: aG,
      body: { cart_id: lineId, quantity: 5 },
    });
    expect(cartUpd.status).toBe(404);
    const cartRm = await call(w.app, 'DELETE', api(`customer/cart/remove-item?cart_id=${lineId}`), {
      headers: aG,
    });
    expect(cartRm.status).toBe(404);
    await call(w.app, 'DELETE', api('customer/cart/remove'), { headers: aG });
    const bCartAfter = await call(w.app, 'GET', api('customer/cart/list'), { headers: bG });
    expect(bCartAfter.body.map((r: Json) => [r.id, r.quantity])).toEqual([[lineId, 2]]);

    // Wishlist.
    expect((await call(w.app, 'GET', api('customer/wish-list'), { headers: a.h })).body).toEqual({
      item: [],
      store: [],
    });
    const wrm = await call(w.app, 'DELETE', api(`customer/wish-list/remove?item_id=${item!.id}`), {
      headers: a.h,
    });
    expect(wrm.status).toBe(404);
    const bWish = await call(w.app, 'GET', api('customer/wish-list'), { headers: b.h });
    expect(bWish.body.item.map((i: Json) => i.id)).toEqual([item!.id]);

    // A deleting its own account leaves B whole.
    expect(
      (await call(w.app, 'DELETE', api('customer/remove-account'), { headers: a.h })).status,
    ).toBe(200);
    expect(
      (await call(w.app, 'GET', api('customer/address/list'), { headers: b.h })).body.total_size,
    ).toBe(1);
    expect(
      (await call(w.app, 'GET', api('customer/cart/list'), { headers: bG })).body,
    ).toHaveLength(1);
  });
});

describe('guests', () => {
  it('a guest id cannot reach another guest’s cart, and a customer cannot reach a guest’s', async () => {
    const g1 = await newGuest(w.app);
    const g2 = await newGuest(w.app);
    const [item] = await plainGroceryItems();
    const h = { accept: 'application/json', moduleId: String(MODULE.grocery) };
    const mine = await call(w.app, 'POST', api('customer/cart/add'), {
      headers: h,
      body: { guest_id: g1, item_id: item!.id, quantity: 1 },
    });
    const lineId = mine.body[0].id as number;

    expect(
      (await call(w.app, 'GET', api(`customer/cart/list?guest_id=${g2}`), { headers: h })).body,
    ).toEqual([]);
    const upd = await call(w.app, 'POST', api('customer/cart/update'), {
      headers: h,
      body: { guest_id: g2, cart_id: lineId, quantity: 3 },
    });
    expect(upd.status).toBe(404);
    const rm = await call(
      w.app,
      'DELETE',
      api(`customer/cart/remove-item?cart_id=${lineId}&guest_id=${g2}`),
      { headers: h },
    );
    expect(rm.status).toBe(404);
    await call(w.app, 'DELETE', api(`customer/cart/remove?guest_id=${g2}`), { headers: h });

    const c = await customer(w.app);
    const cUpd = await call(w.app, 'POST', api('customer/cart/update'), {
      headers: { ...c.h, moduleId: String(MODULE.grocery) },
      body: { guest_id: g1, cart_id: lineId, quantity: 3 },
    });
    expect(cUpd.status).toBe(404);

    const still = await call(w.app, 'GET', api(`customer/cart/list?guest_id=${g1}`), {
      headers: h,
    });
    expect(still.body.map((r: Json) => [r.id, r.quantity])).toEqual([[lineId, 1]]);
    // Guest ids are random, not counters.
    expect(Math.abs(g2 - g1)).toBeGreaterThan(1);
  });

  it('a guest has no account routes', async () => {
    const g = await newGuest(w.app);
    for (const [method, path] of [
      ['GET', `customer/info?guest_id=${g}`],
      ['GET', `customer/address/list?guest_id=${g}`],
      ['GET', `customer/wish-list?guest_id=${g}`],
      ['POST', `customer/wish-list/add?item_id=1&guest_id=${g}`],
    ] as const) {
      expect((await call(w.app, method, api(path))).status, path).toBe(401);
    }
  });
});
