// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemRow } from '../../server/db/schema';
import {
  MODULE,
  call,
  errorCode,
  headers,
  makeWorld,
  newGuest,
  type Json,
  type TestWorld,
} from './helpers';

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const H = (module: number) => headers({ module });
const add = (guest: number, module: number, body: Record<string, unknown>) =>
  call(w.app, 'POST', '/api/v1/customer/cart/add', {
    headers: H(module),
    body: { guest_id: guest, ...body },
  });
const list = (guest: number, module: number) =>
  call(w.app, 'GET', `/api/v1/customer/cart/list?guest_id=${guest}`, { headers: H(module) });

async function items(moduleId: number, where: (i: ItemRow) => boolean): Promise<ItemRow[]> {
  const rows = await w.db
    .selectFrom('items')
    .selectAll()
    .where('module_id', '=', moduleId)
    .orderBy('id')
    .execute();
  return rows.filter(where);
}
const plain = (i: ItemRow) => i.variations === '[]' && i.food_variations === '[]';

describe('POST auth/guest/request', () => {
  it('gives random, distinct guest ids', async () => {
    const res = await call(w.app, 'POST', '/api/v1/auth/guest/request');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Guest verified', guest_id: expect.any(Number) });
    const ids = [res.body.guest_id, await newGuest(w.app), await newGuest(w.app)];
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => id > 1_000_000)).toBe(true);
    expect(Math.abs(ids[1] - ids[0])).not.toBe(1);
  });
});

describe('cart', () => {
  it('adds, lists, updates, removes and clears, answering the whole cart each time', async () => {
    const g = await newGuest(w.app);
    const groceries = await items(MODULE.grocery, plain);
    const a = groceries[0]!;
    const b = groceries.find((x) => x.store_id === a.store_id && x.id !== a.id)!;
    const r1 = await add(g, MODULE.grocery, {
      item_id: a.id,
      quantity: 1,
      price: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    });
    expect(r1.status).toBe(200);
    expect(r1.body).toHaveLength(1);
    const row = r1.body[0];
    expect(row).toMatchObject({
      item_id: a.id,
      quantity: 1,
      price: a.price,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    });
    expect(row.item).toMatchObject({ id: a.id, name: a.name, store_id: a.store_id });

    // Adding the same line again merges quantities; strings are coerced.
    const r2 = await add(g, MODULE.grocery, { item_id: String(a.id), quantity: '1' });
    expect(r2.body).toHaveLength(1);
    expect(r2.body[0].quantity).toBe(2);

    const r3 = await add(g, MODULE.grocery, { item_id: b.id, quantity: 1 });
    expect(r3.body.map((r: Json) => r.item_id)).toEqual([a.id, b.id]);

    const up = await call(w.app, 'POST', '/api/v1/customer/cart/update', {
      headers: H(MODULE.grocery),
      body: { guest_id: g, cart_id: row.id, quantity: 1, price: 0.01 },
    });
    expect(up.status).toBe(200);
    expect(up.body[0]).toMatchObject({ id: row.id, quantity: 1, price: a.price });

    const rm = await call(
      w.app,
      'DELETE',
      `/api/v1/customer/cart/remove-item?cart_id=${row.id}&guest_id=${g}`,
      { headers: H(MODULE.grocery) },
    );
    expect(rm.body.map((r: Json) => r.item_id)).toEqual([b.id]);
    expect((await list(g, MODULE.grocery)).body).toHaveLength(1);

    const clear = await call(w.app, 'DELETE', `/api/v1/customer/cart/remove?guest_id=${g}`, {
      headers: H(MODULE.grocery),
    });
    expect(clear.status).toBe(200);
    expect(clear.body).toEqual([]);
  });

  it('keeps one cart per module', async () => {
    const g = await newGuest(w.app);
    const [food] = await items(MODULE.food, (i) => plain(i) && i.add_on_ids === '[]');
    const [groc] = await items(MODULE.grocery, plain);
    await add(g, MODULE.food, { item_id: food!.id, quantity: 1 });
    await add(g, MODULE.grocery, { item_id: groc!.id, quantity: 1 });
    expect((await list(g, MODULE.food)).body.map((r: Json) => r.item_id)).toEqual([food!.id]);
    expect((await list(g, MODULE.grocery)).body.map((r: Json) => r.item_id)).toEqual([groc!.id]);
    const wrongModule = await add(g, MODULE.grocery, { item_id: food!.id, quantity: 1 });
    expect(wrongModule.status).toBe(403);
  });

  it('prices from the catalogue: food options, add-ons and non-food variations', async () => {
    const g = await newGuest(w.app);
    const pizza = (await items(MODULE.food, (i) => i.name === 'Margherita Pizza'))[0]!;
    const addOnIds = JSON.parse(pizza.add_on_ids) as number[];
    const addOn = await w.db
      .selectFrom('add_ons')
      .selectAll()
      .where('id', '=', addOnIds[0]!)
      .executeTakeFirstOrThrow();
    const res = await add(g, MODULE.food, {
      item_id: pizza.id,
      quantity: 2,
      price: 1,
      variation: [
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Toppings', values: { label: ['Mushroom', 'Olives'] } },
      ],
      add_on_ids: [addOn.id],
      add_on_qtys: [2],
    });
    expect(res.status).toBe(200);
    expect(res.body[0].price).toBe(pizza.price + 450 + 60 + 50 + addOn.price * 2);
    expect(res.body[0].variation).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
      { name: 'Toppings', values: { label: ['Mushroom', 'Olives'] } },
    ]);
    expect(res.body[0].add_on_qtys).toEqual([2]);

    const g2 = await newGuest(w.app);
    const shirt = (
      await items(
        MODULE.shop,
        (i) =>
          i.name === 'Cotton T-Shirt' && JSON.parse(i.variations).some((v: Json) => v.stock > 2),
      )
    )[0]!;
    const variant = (
      JSON.parse(shirt.variations) as { type: string; price: number; stock: number }[]
    ).find((v) => v.stock > 2)!;
    const r2 = await add(g2, MODULE.shop, {
      item_id: shirt.id,
      quantity: 1,
      price: 1,
      variation: [{ type: variant.type, price: 1 }],
    });
    expect(r2.status).toBe(200);
    expect(r2.body[0].price).toBe(variant.price);
    expect(r2.body[0].variation).toEqual([{ type: variant.type, price: variant.price }]);
  });

  it('validates variations and add-ons', async () => {
    const g = await newGuest(w.app);
    const pizza = (await items(MODULE.food, (i) => i.name === 'Margherita Pizza'))[0]!;
    const noSize = await add(g, MODULE.food, { item_id: pizza.id, quantity: 1, variation: [] });
    expect(noSize.status).toBe(403);
    expect(noSize.body.errors[0]).toEqual({
      code: 'variation',
      message: 'Variation Size can not remain without selection.',
    });
    const tooMany = await add(g, MODULE.food, {
      item_id: pizza.id,
      quantity: 1,
      variation: [
        { name: 'Size', values: { label: ['Small'] } },
        { name: 'Toppings', values: { label: ['Mushroom', 'Olives', 'Jalapeno', 'Sweet Corn'] } },
      ],
    });
    expect(tooMany.body.errors[0].message).toBe(
      'Selected variation named Toppings must be in between Minimum 1 and Maximum 3',
    );
    const badLabel = await add(g, MODULE.food, {
      item_id: pizza.id,
      quantity: 1,
      variation: [{ name: 'Size', values: { label: ['Huge'] } }],
    });
    expect(errorCode(badLabel.body)).toBe('variation');
    const badAddOn = await add(g, MODULE.food, {
      item_id: pizza.id,
      quantity: 1,
      variation: [{ name: 'Size', values: { label: ['Small'] } }],
      add_on_ids: [999999],
    });
    expect(errorCode(badAddOn.body)).toBe('add_on_ids');
    const shirt = (await items(MODULE.shop, (i) => i.name === 'Cotton T-Shirt'))[0]!;
    const noVariant = await add(g, MODULE.shop, { item_id: shirt.id, quantity: 1 });
    expect(noVariant.body.errors[0]).toEqual({
      code: 'variation',
      message: 'Variation Color can not remain without selection.',
    });
    expect((await list(g, MODULE.food)).body).toEqual([]);
  });

  it('refuses bad bodies, unknown items and unknown guests', async () => {
    const g = await newGuest(w.app);
    const noItem = await add(g, MODULE.grocery, { quantity: 1 });
    expect(noItem.status).toBe(403);
    expect(errorCode(noItem.body)).toBe('item_id');
    const zeroQty = await add(g, MODULE.grocery, { item_id: 1, quantity: 0 });
    expect(errorCode(zeroQty.body)).toBe('quantity');
    const unknown = await add(g, MODULE.grocery, { item_id: 999999, quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.body)).toBe('item_id');
    const noGuest = await call(w.app, 'GET', '/api/v1/customer/cart/list', {
      headers: H(MODULE.grocery),
    });
    expect(noGuest.status).toBe(403);
    expect(errorCode(noGuest.body)).toBe('guest_id');
    const fakeGuest = await call(w.app, 'GET', '/api/v1/customer/cart/list?guest_id=12345', {
      headers: H(MODULE.grocery),
    });
    expect(fakeGuest.status).toBe(403);
    // Listed without a module: no module's cart (as 6amMart answers); changed: refused.
    const noModule = await call(w.app, 'GET', `/api/v1/customer/cart/list?guest_id=${g}`, {
      headers: headers(),
    });
    expect(noModule.status).toBe(200);
    expect(noModule.body).toEqual([]);
    const addNoModule = await call(w.app, 'POST', `/api/v1/customer/cart/add`, {
      headers: headers(),
      body: { item_id: 1, quantity: 1, guest_id: g },
    });
    expect(addNoModule.body).toEqual({
      errors: [{ code: 'moduleId', message: 'Module id required' }],
    });
    const otherGuest = await newGuest(w.app);
    const [it1] = await items(MODULE.grocery, plain);
    const added = await add(g, MODULE.grocery, { item_id: it1!.id, quantity: 1 });
    const steal = await call(
      w.app,
      'DELETE',
      `/api/v1/customer/cart/remove-item?cart_id=${added.body[0].id}&guest_id=${otherGuest}`,
      {
        headers: H(MODULE.grocery),
      },
    );
    expect(steal.status).toBe(404);
    expect((await list(g, MODULE.grocery)).body).toHaveLength(1);
  });

  it('enforces maximum_cart_quantity and stock with cart_item_limit', async () => {
    const g = await newGuest(w.app);
    const limited = (
      await items(
        MODULE.grocery,
        (i) => plain(i) && i.maximum_cart_quantity > 0 && i.stock > i.maximum_cart_quantity,
      )
    )[0]!;
    const ok = await add(g, MODULE.grocery, {
      item_id: limited.id,
      quantity: limited.maximum_cart_quantity,
    });
    expect(ok.status).toBe(200);
    const over = await add(g, MODULE.grocery, { item_id: limited.id, quantity: 1 });
    expect(over.status).toBe(403);
    expect(errorCode(over.body)).toBe('cart_item_limit');
    const update = await call(w.app, 'POST', '/api/v1/customer/cart/update', {
      headers: H(MODULE.grocery),
      body: { guest_id: g, cart_id: ok.body[0].id, quantity: limited.maximum_cart_quantity + 1 },
    });
    expect(errorCode(update.body)).toBe('cart_item_limit');

    const g2 = await newGuest(w.app);
    const scarce = (
      await items(MODULE.pharmacy, (i) => plain(i) && i.maximum_cart_quantity === 0)
    )[0]!;
    await w.db.updateTable('items').set({ stock: 2 }).where('id', '=', scarce.id).execute();
    expect((await add(g2, MODULE.pharmacy, { item_id: scarce.id, quantity: 2 })).status).toBe(200);
    const out = await add(g2, MODULE.pharmacy, { item_id: scarce.id, quantity: 1 });
    expect(out.status).toBe(403);
    expect(out.body.errors[0]).toEqual({ code: 'cart_item_limit', message: 'Out of Stock' });
  });

  it('keeps one store per cart: different_store', async () => {
    const g = await newGuest(w.app);
    const all = await items(MODULE.grocery, plain);
    const a = all[0]!;
    const b = all.find((i) => i.store_id !== a.store_id)!;
    await add(g, MODULE.grocery, { item_id: a.id, quantity: 1 });
    const res = await add(g, MODULE.grocery, { item_id: b.id, quantity: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'different_store', message: 'You can only order from one store at a time' }],
    });
    // The SPA clears the cart first, then adds.
    await call(w.app, 'DELETE', `/api/v1/customer/cart/remove?guest_id=${g}`, {
      headers: H(MODULE.grocery),
    });
    expect((await add(g, MODULE.grocery, { item_id: b.id, quantity: 1 })).status).toBe(200);
  });

  it('refuses campaign items for guests (campaign-cart.test.ts covers customers)', async () => {
    const g = await newGuest(w.app);
    const res = await add(g, MODULE.grocery, { item_id: 1, quantity: 1, model: 'ItemCampaign' });
    expect(res.status).toBe(403);
    expect(errorCode(res.body)).toBe('model');
  });
});

describe('cart changes with an Idempotency-Key (the offline outbox, issue 31)', () => {
  const keyed = (key: string) =>
    headers({ module: MODULE.grocery, extra: { 'Idempotency-Key': key } });

  it('makes each change once, however often it is sent, and answers the cart as it is', async () => {
    const g = await newGuest(w.app);
    const [a] = await items(MODULE.grocery, plain);
    const body = { guest_id: g, item_id: a!.id, quantity: 1 };
    const first = await call(w.app, 'POST', '/api/v1/customer/cart/add', {
      headers: keyed('add-1'),
      body,
    });
    const again = await call(w.app, 'POST', '/api/v1/customer/cart/add', {
      headers: keyed('add-1'),
      body,
    });
    expect(first.body[0].quantity).toBe(1);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Another key is another change.
    const other = await call(w.app, 'POST', '/api/v1/customer/cart/add', {
      headers: keyed('add-2'),
      body,
    });
    expect(other.body[0].quantity).toBe(2);

    const cartId = other.body[0].id;
    const remove = () =>
      call(w.app, 'DELETE', `/api/v1/customer/cart/remove-item?guest_id=${g}&cart_id=${cartId}`, {
        headers: keyed('remove-1'),
      });
    expect((await remove()).body).toEqual([]);
    const removedAgain = await remove();
    expect(removedAgain.status).toBe(200);
    expect(removedAgain.body).toEqual([]);
    expect((await list(g, MODULE.grocery)).body).toEqual([]);
  });
});
