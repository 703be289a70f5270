import type { ItemRow, StoreRow } from '../../server/db/schema';
import { bearer, customer } from './account-helpers';
import {
  GULSHAN_1,
  MODULE,
  ZONE,
  call,
  headers,
  newGuest,
  type Json,
  type TestWorld,
} from './helpers';

/**
 * A controlled corner of the demo world for the order tests (issue 5): a Gulshan grocery
 * store on Gulshan 1 Circle, open all day, 5% tax, no minimum; item A 200 with 10% off and
 * item B 150 with 20 off; the Gulshan grocery charges 10/km, minimum 60, maximum 150, cash up
 * to 15000; a parcel category at 10/km with a minimum of 80. Owners are guests or customers.
 */

/** Gulshan-Badda Link Road: ~1.6 km east of Gulshan 1 Circle, in the same zones. */
export const LINK_ROAD = { lat: 23.7805, lng: 90.432 };

export type Who =
  | { kind: 'guest'; guestId: number; h: (module?: number) => Record<string, string> }
  | { kind: 'customer'; token: string; h: (module?: number) => Record<string, string> };

export async function guest(w: TestWorld): Promise<Who> {
  const guestId = await newGuest(w.app);
  return {
    kind: 'guest',
    guestId,
    h: (module) => headers(module === undefined ? {} : { module }),
  };
}

export async function signedIn(w: TestWorld, body: Record<string, unknown> = {}): Promise<Who> {
  const { token } = await customer(w.app, body);
  return {
    kind: 'customer',
    token,
    h: (module) => bearer(token, module === undefined ? {} : { moduleId: String(module) }),
  };
}

export const ownerFields = (who: Who): Record<string, unknown> =>
  who.kind === 'guest' ? { guest_id: who.guestId } : {};

export const ownerQuery = (who: Who) => (who.kind === 'guest' ? `guest_id=${who.guestId}` : '');

export interface Shop {
  store: StoreRow;
  a: ItemRow;
  b: ItemRow;
  parcelCategoryId: number;
}

/** Makes a store open all day (the fake clock is 16:00 in Dhaka, when some stores rest). */
export async function alwaysOpen(w: TestWorld, storeId: number) {
  await w.db.deleteFrom('store_schedules').where('store_id', '=', storeId).execute();
  await w.db
    .insertInto('store_schedules')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        store_id: storeId,
        day,
        opening_time: '00:00:00',
        closing_time: '23:59:59',
      })),
    )
    .execute();
}

export async function setupShop(w: TestWorld): Promise<Shop> {
  const store = await w.db
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
      take_away: 1,
      latitude: GULSHAN_1.lat,
      longitude: GULSHAN_1.lng,
    })
    .where('id', '=', store.id)
    .execute();
  await alwaysOpen(w, store.id);
  const rows = await w.db
    .selectFrom('items')
    .selectAll()
    .where('store_id', '=', store.id)
    .where('variations', '=', '[]')
    .orderBy('id')
    .execute();
  const [a, b] = rows as [ItemRow, ItemRow];
  await w.db
    .updateTable('items')
    .set({
      price: 200,
      discount: 10,
      discount_type: 'percent',
      stock: 1000,
      maximum_cart_quantity: 0,
    })
    .where('id', '=', a.id)
    .execute();
  await w.db
    .updateTable('items')
    .set({
      price: 150,
      discount: 20,
      discount_type: 'amount',
      stock: 1000,
      maximum_cart_quantity: 0,
    })
    .where('id', '=', b.id)
    .execute();
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
  const category = await w.db
    .selectFrom('parcel_categories')
    .select('id')
    .where('module_id', '=', MODULE.parcel)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await w.db
    .updateTable('parcel_categories')
    .set({ parcel_per_km_shipping_charge: 10, parcel_minimum_shipping_charge: 80 })
    .where('id', '=', category.id)
    .execute();
  const fresh = await w.db
    .selectFrom('stores')
    .selectAll()
    .where('id', '=', store.id)
    .executeTakeFirstOrThrow();
  return { store: fresh, a, b, parcelCategoryId: category.id };
}

export async function addToCart(
  w: TestWorld,
  who: Who,
  itemId: number,
  quantity: number,
  module: number = MODULE.grocery,
) {
  const res = await call(w.app, 'POST', '/api/v1/customer/cart/add', {
    headers: who.h(module),
    body: { ...ownerFields(who), item_id: itemId, quantity },
  });
  if (res.status !== 200) throw new Error(`cart add failed: ${JSON.stringify(res.body)}`);
  return res.body as Json[];
}

/** The standard cart: A × 2 and B × 1. */
export async function fillCart(w: TestWorld, who: Who, shop: Shop) {
  await addToCart(w, who, shop.a.id, 2);
  await addToCart(w, who, shop.b.id, 1);
}

export function orderBody(
  who: Who,
  shop: Shop,
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  const type = (over.order_type as string | undefined) ?? 'delivery';
  const base: Record<string, unknown> = {
    ...ownerFields(who),
    order_amount: 1,
    payment_method: 'cash_on_delivery',
    order_type: type,
    contact_person_name: 'Nusrat Jahan',
    contact_person_number: '+8801711111111',
    contact_person_email: 'nusrat@example.com',
    address: 'House 7, Road 12, Gulshan 1',
    latitude: String(GULSHAN_1.lat),
    longitude: String(GULSHAN_1.lng),
    address_type: 'home',
    dm_tips: 10,
  };
  if (type === 'parcel') {
    base.parcel_category_id = shop.parcelCategoryId;
    base.charge_payer = 'sender';
    base.receiver_details = JSON.stringify({
      contact_person_name: 'Karim Uddin',
      contact_person_number: '+8801722222222',
      address: 'Gulshan-Badda Link Road',
      latitude: String(LINK_ROAD.lat),
      longitude: String(LINK_ROAD.lng),
    });
  } else {
    base.store_id = shop.store.id;
  }
  return { ...base, ...over };
}

export async function placeOrder(
  w: TestWorld,
  who: Who,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
  const module = body.order_type === 'parcel' ? MODULE.parcel : MODULE.grocery;
  return call(w.app, 'POST', '/api/v1/customer/order/place', {
    headers: { ...who.h(module), ...extra },
    body,
  });
}

export async function orderRow(w: TestWorld, id: number) {
  return w.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Advances the fake clock by `steps` simulator steps, ticking after each. */
export async function runSteps(w: TestWorld, steps: number, ms = w.stepMs) {
  for (let i = 0; i < steps; i++) {
    w.clock.advance(ms);
    await w.app.simulator.tick();
  }
}

/** Places the standard delivery order (584.5) and lets the simulator deliver it: its row. */
export async function deliveredOrder(w: TestWorld, who: Who, shop: Shop) {
  await fillCart(w, who, shop);
  const res = await placeOrder(w, who, orderBody(who, shop));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  await runSteps(w, 5);
  const order = await orderRow(w, res.body.order_id);
  if (order.order_status !== 'delivered')
    throw new Error(`order ${order.id} is ${order.order_status}`);
  return order;
}
