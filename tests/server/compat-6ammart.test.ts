// @vitest-environment node
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import { GULSHAN_1, MODULE, makeWorld, type Json, type TestWorld } from './helpers';
import { png, sendMultipart } from './account-helpers';
import {
  fillCart,
  guest,
  orderBody,
  orderRow,
  placeOrder,
  runSteps,
  setupShop,
  signedIn,
  type Shop,
} from './order-helpers';

/**
 * The public 6amMart React web client (moyhstation/6ammart-react, src/api-manage/**) replayed:
 * each call as that client sends it (its headers: lowercase `zoneid`, `moduleId`,
 * `X-software-id`, `Accept`; `category_id` as a JS array's toString; server-side loads with no
 * header at all), and each check on a field the client reads.
 */

let w: TestWorld;
let shop: Shop;
let guestId: number;

beforeAll(async () => {
  w = await makeWorld();
  shop = await setupShop(w);
  const g = await guest(w);
  guestId = g.kind === 'guest' ? g.guestId : 0;
});
afterAll(async () => w.close());

/** The client's MainApi interceptor headers. */
const clientHeaders = (over: { module?: number; token?: string } = {}) => ({
  zoneid: '[3,1]',
  moduleId: String(over.module ?? MODULE.grocery),
  'X-localization': 'en',
  'X-software-id': '33571750',
  Accept: 'application/json',
  ...(over.token ? { authorization: `Bearer ${over.token}` } : {}),
});

async function send(
  method: InjectOptions['method'],
  url: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: Json }> {
  const res = await w.app.inject({
    method,
    url,
    headers: opts.headers ?? clientHeaders(),
    ...(opts.body === undefined ? {} : { payload: opts.body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * The delivery fee the client's checkout shows for a store order (src/utils/CustomFunctions.js).
 * getInfoFromZoneData (:671-693): the LAST entry of get-zone-id's `zone_data` whose `modules`
 * hold the current module (by module_type and id), with its zone's increased_delivery_fee.
 * getDeliveryFees (:707-800), for a store without `self_delivery_system` (none here): the
 * distance-api's metres / 1000 (handleDistance, :615-630) × the entry's per-km charge; at most
 * the minimum: the minimum, at least the maximum: the maximum (each + vehicle extra charge);
 * else free over `free_delivery_over`, or the charge + extra; raised by increased_delivery_fee
 * percent when its status is 1 (getDeliveryFeeByBadWeather, :695-706).
 */
function clientDeliveryFee(a: {
  zoneData: Json;
  module: { id: number; module_type: string };
  store: Json;
  config: Json;
  distance: Json;
  itemsTotal: number;
  extraCharge: number;
}): number | undefined {
  if (Number.parseInt(a.store.self_delivery_system) === 1) throw new Error('self delivery');
  let chargeInfo: Json;
  for (const item of (a.zoneData.zone_data ?? []) as Json[])
    for (const moduleItem of (item.modules ?? []) as Json[])
      if (moduleItem.module_type === a.module.module_type && moduleItem.id === a.module.id)
        chargeInfo = {
          ...moduleItem,
          increased_delivery_fee_status: item.increased_delivery_fee_status,
          increased_delivery_fee: item.increased_delivery_fee,
        };
  const element = a.distance?.rows?.[0]?.elements?.[0];
  const km = element?.distance?.value ? element.distance.value / 1000 : 0;
  const pivot = chargeInfo?.pivot;
  if (!(pivot?.per_km_shipping_charge !== null && pivot?.per_km_shipping_charge >= 0))
    return undefined;
  const badWeather = (charge: number) =>
    chargeInfo.increased_delivery_fee_status === 1
      ? charge + charge * (chargeInfo.increased_delivery_fee / 100)
      : charge;
  const fee = km * (pivot.per_km_shipping_charge || 0);
  if (fee <= pivot.minimum_shipping_charge)
    return badWeather(pivot.minimum_shipping_charge + a.extraCharge);
  if (fee >= pivot.maximum_shipping_charge && pivot.maximum_shipping_charge !== null)
    return badWeather(pivot.maximum_shipping_charge + a.extraCharge);
  const over = a.config.free_delivery_over;
  if (over !== null && over > 0 && a.itemsTotal >= over) return 0;
  return badWeather(fee + a.extraCharge);
}

describe('catalogue calls', () => {
  it('items/latest: category_id=0 is every category; a comma list is those (useGetStoresCategoriesItem)', async () => {
    const base = `/api/v1/items/latest?store_id=${shop.store.id}&offset=1&limit=100&type=all`;
    const all = await send('GET', `${base}&category_id=0`);
    expect(all.status).toBe(200);
    const none = await send('GET', base);
    expect(all.body.total_size).toBe(none.body.total_size);
    expect(all.body.products.length).toBeGreaterThan(1);

    const categories = [...new Set((all.body.products as Json[]).map((p) => p.category_id))];
    const picked = categories.slice(0, 2) as number[];
    const some = await send('GET', `${base}&category_id=${picked.join(',')}`);
    expect(some.status).toBe(200);
    expect(some.body.products.length).toBeGreaterThan(0);
    for (const p of some.body.products as Json[]) expect(picked).toContain(p.category_id);
  });

  it('stores/details and items/details answer without any header (server-side page loads)', async () => {
    const store = await send('GET', `/api/v1/stores/details/${shop.store.id}`, { headers: {} });
    expect(store.status).toBe(200);
    // store-details/Top.js: storeDetails?.positive_rating.toFixed(1)
    expect(typeof store.body.positive_rating).toBe('number');
    expect(store.body.positive_rating).toBeGreaterThanOrEqual(0);
    expect(store.body.positive_rating).toBeLessThanOrEqual(100);
    const item = await send('GET', `/api/v1/items/details/${shop.a.id}`, { headers: {} });
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ id: shop.a.id, module_id: MODULE.grocery });
  });

  it("items/details carries the store's logo and name (issue 42)", async () => {
    // src/components/product-details/ProductDetails.js:42 passes `store_details` on;
    // StoreDetails.js:125,134 read its logo and name (without it: images/store/undefined).
    const item = (await send('GET', `/api/v1/items/details/${shop.a.id}`)).body;
    expect(item.store_details).toMatchObject({
      id: shop.store.id,
      name: shop.store.name,
      logo_full_url: expect.stringMatching(/\/store\/[^/]+$/),
    });
  });

  it('stores carry comission (the search page keeps only stores that have the key)', async () => {
    const res = await send('GET', '/api/v1/stores/latest?type=all&offset=1&limit=12');
    expect(res.status).toBe(200);
    expect(res.body.stores.length).toBeGreaterThan(0);
    for (const s of res.body.stores as Json[]) expect('comission' in s).toBe(true);
  });

  it('related items, more from the store, popular items of a store, discounted stores', async () => {
    const related = await send('GET', `/api/v1/items/related-items/${shop.a.id}`);
    expect(related.status).toBe(200);
    expect(Array.isArray(related.body)).toBe(true);
    for (const p of related.body as Json[]) expect(p.id).not.toBe(shop.a.id);

    const more = await send(
      'GET',
      `/api/v1/items/related-store-items/${shop.a.id}?offset=1&limit=10`,
    );
    expect(more.status).toBe(200);
    // A list, as the 6amMart backend answers (ProductLogic::get_related_store_products): the
    // client's ProductsMoreFromTheStore.js:32 calls `.slice(0, 4)` on it (a page made the item
    // page fail); MoreFromStore.js:50 reads `.products` of it and shows nothing.
    const storeItems = more.body as unknown as Json[];
    expect(Array.isArray(storeItems)).toBe(true);
    expect(storeItems.length).toBeGreaterThan(0);
    for (const p of storeItems) {
      expect(p.store_id).toBe(shop.store.id);
      expect(p.id).not.toBe(shop.a.id);
    }

    // The client's PopularInTheStore reads the answer as a list (`data.length`, `data.map`).
    const popular = await send('GET', `/api/v1/stores/popular-items/${shop.store.id}`);
    expect(popular.status).toBe(200);
    const list = popular.body as unknown as Json[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p.store_id).toBe(shop.store.id);
    // Asked for a page (the storefront's SPA), the page.
    const paged = await send(
      'GET',
      `/api/v1/stores/popular-items/${shop.store.id}?offset=1&limit=12`,
    );
    expect(paged.status).toBe(200);
    expect(paged.body).toMatchObject({ total_size: expect.any(Number), offset: 1, limit: 12 });
    expect((paged.body.products as Json[]).map((p) => p.id)).toEqual(list.map((p) => p.id));

    const discounted = await send('GET', '/api/v1/stores/discounted?limit=10&offset=1');
    expect(discounted.status).toBe(200);
    expect(discounted.body).toMatchObject({ total_size: expect.any(Number) });
    expect(Array.isArray(discounted.body.stores)).toBe(true);
  });

  it('reviews of an item ({reviews, total_size}) and of a store (a list)', async () => {
    const item = await send('GET', `/api/v1/items/reviews/${shop.a.id}?limit=10&offset=1`);
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ total_size: expect.any(Number) });
    expect(Array.isArray(item.body.reviews)).toBe(true);
    const store = await send('GET', `/api/v1/stores/reviews?store_id=${shop.store.id}`);
    expect(store.status).toBe(200);
    expect(Array.isArray(store.body)).toBe(true);
  });

  it('the search box: item-or-store-search {items, stores}; suggested items (a list)', async () => {
    const word = String(shop.a.name).split(' ')[0]!;
    const found = await send(
      'GET',
      `/api/v1/items/item-or-store-search?name=${encodeURIComponent(word)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.items.length).toBeGreaterThan(0);
    expect(Array.isArray(found.body.stores)).toBe(true);
    const suggested = await send('GET', '/api/v1/customer/suggested-items');
    expect(suggested.status).toBe(200);
    expect(Array.isArray(suggested.body)).toBe(true);
  });

  it('category pages: categories/items/list and categories/stores/list with category_ids', async () => {
    const items = await send(
      'GET',
      `/api/v1/categories/items/list?limit=10&offset=1&type=all&category_ids=[${shop.a.category_id}]`,
    );
    expect(items.status, JSON.stringify(items.body)).toBe(200);
    expect(items.body.products.length).toBeGreaterThan(0);
    const stores = await send(
      'GET',
      `/api/v1/categories/stores/list?limit=10&offset=1&type=all&category_ids=${shop.a.category_id}`,
    );
    expect(stores.status, JSON.stringify(stores.body)).toBe(200);
    expect(stores.body.stores.map((st: Json) => st.id)).toContain(shop.store.id);
  });

  it("a pharmacy's items for common conditions (items/common-conditions?store_id)", async () => {
    const pharmacy = await w.db
      .selectFrom('items')
      .select('store_id')
      .where('common_condition_id', 'is not', null)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await send(
      'GET',
      `/api/v1/items/common-conditions?store_id=${pharmacy.store_id}&offset=1&limit=10`,
      { headers: clientHeaders({ module: MODULE.pharmacy }) },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products as Json[]) {
      expect(p.store_id).toBe(pharmacy.store_id);
      expect(p.common_condition_id).not.toBeNull();
    }
  });

  it("a store's banners (a list)", async () => {
    const res = await send('GET', `/api/v1/banners/${shop.store.id}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});

describe('cart and orders', () => {
  it('cart rows carry item.module {id, module_type} on add, update and list (getCartListModuleWise)', async () => {
    const added = await send('POST', '/api/v1/customer/cart/add', {
      body: {
        guest_id: guestId,
        model: 'Item',
        add_on_ids: [],
        add_on_qtys: [],
        item_id: shop.a.id,
        price: shop.a.price,
        quantity: 1,
        variation: [],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const row = (added.body as Json[]).find((r) => r.item_id === shop.a.id);
    expect(row.item.module).toMatchObject({ id: MODULE.grocery, module_type: 'grocery' });

    const updated = await send('POST', '/api/v1/customer/cart/update', {
      body: { guest_id: guestId, cart_id: row.id, price: shop.a.price, quantity: 2 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    for (const r of updated.body as Json[]) expect(r.item.module.id).toBe(MODULE.grocery);

    const list = await send('GET', `/api/v1/customer/cart/list?guest_id=${guestId}`);
    expect(list.status).toBe(200);
    for (const r of list.body as Json[]) expect(r.item.module.id).toBe(MODULE.grocery);
  });

  it('customer/cart/list without a module id (the landing, before a module is chosen): an empty list', async () => {
    // The client asks for the cart on its landing with no moduleId header (thirteen times);
    // the 6amMart backend lists the carts of module null: none (CartController::get_carts).
    const { moduleId: _none, ...noModule } = clientHeaders();
    const list = await send('GET', `/api/v1/customer/cart/list?guest_id=${guestId}`, {
      headers: noModule,
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it('a tracked order carries module', async () => {
    const who = await guest(w);
    await fillCart(w, who, shop);
    const placed = await placeOrder(w, who, orderBody(who, shop));
    expect(placed.status).toBe(200);
    const id = who.kind === 'guest' ? who.guestId : 0;
    const tracked = await send(
      'GET',
      `/api/v1/customer/order/track?order_id=${placed.body.order_id}&guest_id=${id}&contact_number=%2B8801711111111`,
    );
    expect(tracked.status).toBe(200);
    expect(tracked.body.module).toMatchObject({ id: MODULE.grocery, module_type: 'grocery' });
  });

  it('the delivery fee the checkout shows at an overlapping point is the one charged (issue 42)', async () => {
    // Gulshan 1 Circle lies in Gulshan (3) and Dhaka Central (1), both with grocery charges
    // (minimum 60 and 40). The shop's store stands on the circle: the minimum applies. Listed
    // under both zones, the client took Dhaka Central's 40 while the order was charged 60.
    const zoneAnswer = await send(
      'GET',
      `/api/v1/config/get-zone-id?lat=${GULSHAN_1.lat}&lng=${GULSHAN_1.lng}`,
    );
    expect(zoneAnswer.body.zone_id).toBe('[3,1]');
    const config = (await send('GET', '/api/v1/config')).body;
    const store = (await send('GET', `/api/v1/stores/details/${shop.store.id}`)).body;
    // item-checkout/index.js:187: the distance-api from the store to the address.
    const distance = await send(
      'GET',
      `/api/v1/config/distance-api?origin_lat=${store.latitude}&origin_lng=${store.longitude}&destination_lat=${GULSHAN_1.lat}&destination_lng=${GULSHAN_1.lng}&mode=walking`,
    );
    const extraCharge = (await send('GET', '/api/v1/vehicle/extra_charge?distance=0')).body;

    const who = await guest(w);
    await fillCart(w, who, shop);
    const placed = await placeOrder(w, who, orderBody(who, shop));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await orderRow(w, placed.body.order_id);
    const shown = clientDeliveryFee({
      zoneData: zoneAnswer.body,
      module: { id: MODULE.grocery, module_type: 'grocery' },
      store,
      config,
      distance: distance.body,
      itemsTotal: order.items_subtotal - order.store_discount_amount,
      extraCharge,
    });
    expect(shown).toBe(order.delivery_charge);
  });

  it("customer/order/refund-request: a delivered order's refund, asked as the client's form data", async () => {
    const who = await signedIn(w);
    const token = who.kind === 'customer' ? who.token : '';
    await fillCart(w, who, shop);
    const placed = await placeOrder(w, who, orderBody(who, shop));
    const orderId = placed.body.order_id as number;
    const ask = () =>
      sendMultipart(w.app, 'POST', '/api/v1/customer/order/refund-request', token, [
        { name: 'customer_reason', value: 'Item was damaged' },
        { name: 'customer_note', value: 'The box was crushed' },
        { name: 'order_id', value: String(orderId) },
        { name: 'image[]', file: { filename: 'box.png', data: png(12, 12), type: 'image/png' } },
      ]);
    // Not delivered yet: refused.
    expect((await ask()).status).toBe(403);
    for (let i = 0; i < 20 && (await orderRow(w, orderId)).order_status !== 'delivered'; i++)
      await runSteps(w, 1);
    const res = await ask();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Refund request submitted.' });
    expect(await orderRow(w, orderId)).toMatchObject({ order_status: 'refund_requested' });
    // Once only; and never for another customer's order.
    expect((await ask()).status).toBe(403);
    const other = await signedIn(w);
    const theirs = await sendMultipart(
      w.app,
      'POST',
      '/api/v1/customer/order/refund-request',
      other.kind === 'customer' ? other.token : '',
      [
        { name: 'customer_reason', value: 'Mine now' },
        { name: 'order_id', value: String(orderId) },
      ],
    );
    expect(theirs.status).toBe(404);
  });

  it('customer/message/search-list finds conversations by the store name (as useSearch sends it)', async () => {
    const who = await signedIn(w);
    const token = who.kind === 'customer' ? who.token : '';
    const sent = await sendMultipart(w.app, 'POST', '/api/v1/customer/message/send', token, [
      { name: 'receiver_type', value: 'vendor' },
      { name: 'receiver_id', value: String(shop.store.id) },
      { name: 'message', value: 'Hello' },
    ]);
    expect(sent.status).toBe(200);
    const word = String(shop.store.name).split(' ')[0]!;
    const search = (name: string) =>
      send(
        'GET',
        `/api/v1/customer/message/search-list?name=${encodeURIComponent(name)}&limit=20& offset=1`,
        {
          headers: clientHeaders({ token }),
        },
      );
    const found = await search(word);
    expect(found.status).toBe(200);
    expect(found.body.conversations.map((c: Json) => c.receiver_id ?? c.receiver?.id)).toContain(
      shop.store.id,
    );
    expect((await search('zzzqqq')).body.conversations).toEqual([]);
  });

  it('checkout helpers: coupon/apply, most-tips, vehicle/extra_charge, offline methods', async () => {
    const coupon = await w.db
      .selectFrom('coupons')
      .selectAll()
      .where('module_id', '=', MODULE.grocery)
      .where('coupon_type', '=', 'default')
      .where('status', '=', 1)
      .where('expire_date', '>=', '2026-06-01')
      .where('start_date', '<=', '2026-06-01')
      .executeTakeFirstOrThrow();
    const applied = await send(
      'GET',
      `/api/v1/coupon/apply?code=${coupon.code}&store_id=${shop.store.id}`,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({
      code: coupon.code,
      discount: coupon.discount,
      discount_type: coupon.discount_type,
      min_purchase: coupon.min_purchase,
    });
    const unknown = await send('GET', `/api/v1/coupon/apply?code=NOPE&store_id=${shop.store.id}`);
    expect(unknown.status).toBe(404);

    const tips = await send('GET', '/api/v1/most-tips');
    expect(tips.body).toEqual({ most_tips_amount: expect.any(Number) });
    const extra = await send('GET', '/api/v1/vehicle/extra_charge?distance=3.5');
    expect(extra.body).toBe(0);
    const offline = await send('GET', '/api/v1/offline_payment_method_list');
    expect(offline.body).toEqual([]);
  });
});

describe('configuration and the gateway for SPAs on other hosts', () => {
  it('config.base_urls are absolute under PUBLIC_URL, with the bases the client reads', async () => {
    const other = await makeWorld({
      deployment: { ...LOCAL_DEPLOYMENT, publicUrl: 'https://api.shop.example' },
    });
    try {
      const res = await other.app.inject({ url: '/api/v1/config' });
      const bases = res.json().base_urls as Record<string, string>;
      for (const key of [
        'item_image_url',
        'store_image_url',
        'customer_image_url',
        'order_attachment_url',
        'chat_image_url',
        'refund_image_url',
        'gateway_image_url',
      ])
        expect(bases[key], key).toMatch(/^https:\/\/api\.shop\.example\/api\/v1\//);
      // best-reviewed-items/index.js:26 and PromotionalBanner.js:57 join `promotional_banner_url`
      // and a file name: a path alone was joined to the client's own host (three banners 404).
      const banners = await other.app.inject({
        url: '/api/v1/other-banners',
        headers: clientHeaders({ module: MODULE.shop }),
      });
      const promotional = banners.json() as {
        promotional_banner_url: string;
        banners: { value: string }[];
      };
      expect(promotional.promotional_banner_url).toBe(
        'https://api.shop.example/api/v1/images/banner',
      );
      const file = await other.app.inject({
        url: new URL(`${promotional.promotional_banner_url}/${promotional.banners[0]!.value}`)
          .pathname,
      });
      expect(file.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('config offers the payment methods as the checkout reads them (issue 42)', async () => {
    // src/components/checkout/item-checkout/OtherModulePayment.js:133-136: cash on delivery only
    // when `partial_payment_method` is "both", "cod" or null (a missing key offered nothing);
    // :196 digital payment only with `digital_payment_info.digital_payment`.
    const config = (await send('GET', '/api/v1/config')).body;
    expect(['both', 'cod', null]).toContain(config.partial_payment_method);
    expect(config.digital_payment_info).toMatchObject({ digital_payment: true });
  });

  it('the gateway returns to an allowed SPA origin, and to no other', async () => {
    const other = await makeWorld({
      deployment: { ...LOCAL_DEPLOYMENT, spaOrigins: ['https://shop.example'] },
    });
    try {
      const otherShop = await setupShop(other);
      const who = await guest(other);
      await fillCart(other, who, otherShop);
      const placed = await placeOrder(
        other,
        who,
        orderBody(who, otherShop, { payment_method: 'digital_payment' }),
      );
      const owner = who.kind === 'guest' ? who.guestId : 0;
      const page = (callback: string) =>
        other.app.inject({
          url: `/payment-mobile?order_id=${placed.body.order_id}&customer_id=${owner}&payment_platform=web&callback=${encodeURIComponent(callback)}&payment_method=demo`,
        });
      expect((await page('https://evil.example/payment-status')).statusCode).toBe(403);
      const ok = await page('https://shop.example/payment-status');
      expect(ok.statusCode).toBe(200);
      // The form's redirect to the SPA is allowed by the page's CSP.
      expect(ok.headers['content-security-policy']).toContain(
        "form-action 'self' https://shop.example",
      );
      const request = /name="request" value="([^"]+)"/.exec(ok.body)![1]!;
      const done = await other.app.inject({
        method: 'POST',
        url: '/payment-mobile',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `request=${request}&action=pay`,
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toMatch(
        /^https:\/\/shop\.example\/payment-status\?status=success/,
      );
    } finally {
      await other.close();
    }
  });
});

describe('items as the product card reads them', () => {
  it('items of the food module carry module.module_type (the product card reads it)', async () => {
    const popular = await send('GET', '/api/v1/items/popular?type=all&limit=12&offset=1', {
      headers: clientHeaders({ module: MODULE.food }),
    });
    expect(popular.status).toBe(200);
    const products = popular.body.products as Json[];
    expect(products.length).toBeGreaterThan(0);
    for (const p of products)
      expect(p.module).toMatchObject({ id: MODULE.food, module_type: 'food' });
    const details = await send('GET', `/api/v1/items/details/${String(products[0]!.id)}`, {
      headers: {},
    });
    expect(details.body.module).toMatchObject({ id: MODULE.food, module_type: 'food' });
  });
});
