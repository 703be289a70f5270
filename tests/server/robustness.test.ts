// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, multipart, png } from './account-helpers';
import { makeWorld, newGuest, type Json, type TestWorld } from './helpers';

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const WEIRD: unknown[] = [
  null,
  [],
  {},
  'x',
  -1,
  1e308,
  '1e400',
  true,
  [1, 2],
  { a: 1 },
  '[',
  '[{"name":1}]',
  ' ',
  '__proto__',
];
const FIELDS = [
  'item_id',
  'quantity',
  'variation',
  'add_on_ids',
  'add_on_qtys',
  'cart_id',
  'guest_id',
  'store_id',
  'latitude',
  'longitude',
  'dm_tips',
  'payment_method',
  'order_type',
  'contact_person_name',
  'contact_person_number',
  'address',
  'model',
  'order_id',
  'contact_number',
];
const CALLS = [
  ['POST', '/api/v1/customer/cart/add'],
  ['POST', '/api/v1/customer/cart/update'],
  ['POST', '/api/v1/customer/order/place'],
  ['DELETE', '/api/v1/customer/cart/remove-item'],
  ['GET', '/api/v1/customer/order/track'],
] as const;

describe('bad input', () => {
  it('never gets a 500, always the envelope or a normal answer', async () => {
    const g = await newGuest(w.app);
    const base = {
      guest_id: g,
      item_id: 1,
      quantity: 1,
      store_id: 1,
      payment_method: 'cash_on_delivery',
      contact_person_name: 'a',
      contact_person_number: '+8801711',
      address: 'x',
      latitude: 23.78,
      longitude: 90.41,
      cart_id: 1,
      order_id: 100001,
      contact_number: '1',
    };
    for (const [method, url] of CALLS) {
      for (const field of FIELDS) {
        for (const value of WEIRD) {
          const body = { ...base, [field]: value };
          const qs = new URLSearchParams(
            Object.entries(body).map(([k, x]) => [
              k,
              typeof x === 'string' ? x : JSON.stringify(x),
            ]),
          ).toString();
          for (const [zone, module] of [
            ['[3,1]', '2'],
            ['x', 'abc'],
          ]) {
            const res = await w.app.inject({
              method,
              url: method === 'POST' ? url : `${url}?${qs}`,
              headers: {
                zoneId: zone!,
                moduleId: module!,
                latitude: 'x',
                'content-type': 'application/json',
              },
              ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
            });
            expect(
              res.statusCode,
              `${method} ${url} ${field}=${JSON.stringify(value)}`,
            ).toBeLessThan(500);
            const json = res.json();
            if (res.statusCode >= 400)
              expect(json.errors[0]).toEqual({
                code: expect.any(String),
                message: expect.any(String),
              });
          }
        }
      }
    }
  });

  it('tolerates odd paging, paths and headers', async () => {
    for (const url of [
      '/api/v1/stores/get-stores/all?offset=1e9&limit=1e9',
      '/api/v1/stores/get-stores/zzz',
      '/api/v1/stores/get-stores/all?limit=1&limit=2',
      '/api/v1/items/latest?store_id=abc',
      '/api/v1/items/details/%00',
      `/api/v1/stores/details/${'a'.repeat(3000)}`,
      '/api/v1/config/distance-api?origin_lat=1',
      '/api/v1/items/latest?offset=99999999999',
    ]) {
      for (const zone of ['[3,1]', '"[3]"', '3', '[-1]', '[1e999]']) {
        const res = await w.app.inject({ url, headers: { zoneId: zone, moduleId: '1' } });
        expect(res.statusCode, `${url} ${zone}`).toBeLessThan(500);
      }
    }
  });
});

/** Account routes (issue 4): every field of every route, each odd value, never a 500. */
const SIGN_IN = [
  'phone',
  'email',
  'password',
  'email_or_phone',
  'field_type',
  'login_type',
  'guest_id',
];
const PROFILE = ['f_name', 'l_name', 'email', 'phone', 'password', 'confirm_password', 'image'];
const ADDRESS = [
  'address',
  'contact_person_name',
  'contact_person_number',
  'contact_person_email',
  'address_type',
  'address_label',
  'latitude',
  'longitude',
  'road',
  'house',
  'floor',
  'additional_information',
];
const WISH = ['item_id', 'store_id'];
/** Each route with the fields it reads. */
const ACCOUNT_CALLS: [string, string, string[]][] = [
  ['POST', '/api/v1/auth/sign-up', [...SIGN_IN, 'f_name', 'l_name', 'name', 'confirm_password']],
  ['POST', '/api/v1/auth/login', SIGN_IN],
  ['GET', '/api/v1/customer/info', ['id']],
  ['PUT', '/api/v1/customer/info', PROFILE],
  ['POST', '/api/v1/customer/update-profile', PROFILE],
  ['PUT', '/api/v1/customer/cm-firebase-token', ['cm_firebase_token']],
  ['GET', '/api/v1/customer/address/list', ['limit', 'offset']],
  ['POST', '/api/v1/customer/address/add', ADDRESS],
  ['PUT', '/api/v1/customer/address/update/1', ADDRESS],
  ['DELETE', '/api/v1/customer/address/delete', ['address_id']],
  ['GET', '/api/v1/customer/wish-list', ['limit']],
  ['POST', '/api/v1/customer/wish-list/add', WISH],
  ['DELETE', '/api/v1/customer/wish-list/remove', WISH],
];

describe('bad input on account routes', () => {
  it('never gets a 500 for a missing, wrong-typed or oversized field', async () => {
    const { token } = await customer(w.app, { phone: '+8801555000001' });
    const base: Record<string, unknown> = {
      phone: '+8801555000009',
      email: 'robust@example.com',
      password: 'secret123',
      f_name: 'Robust',
      l_name: 'Tester',
      address: 'Somewhere',
      contact_person_name: 'R',
      contact_person_number: '+8801711111111',
      address_type: 'home',
      latitude: 23.78,
      longitude: 90.41,
      item_id: 1,
      address_id: 1,
      cm_firebase_token: 'fcm',
    };
    const values = [...WEIRD, 'x'.repeat(70_000), undefined];
    for (const [method, url, fields] of ACCOUNT_CALLS) {
      for (const field of fields) {
        for (const value of values) {
          const body = { ...base, [field]: value };
          const qs = new URLSearchParams(
            Object.entries(body)
              .filter(([, x]) => x !== undefined)
              .map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x)]),
          ).toString();
          const withBody = method !== 'GET';
          const res = await w.app.inject({
            method: method as 'GET',
            url: withBody ? url : `${url}?${qs}`,
            headers: {
              authorization: `Bearer ${token}`,
              zoneId: '[3,1]',
              moduleId: '2',
              'content-type': 'application/json',
            },
            ...(withBody ? { payload: JSON.stringify(body) } : {}),
          });
          const label = `${method} ${url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(res.json().errors[0], label).toEqual({
              code: expect.any(String),
              message: expect.any(String),
            });
        }
      }
    }
  });

  it('never gets a 500 for odd multipart bodies, tokens or ids', async () => {
    const { token } = await customer(w.app, { phone: '+8801555000002' });
    const many = Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const bodies = [
      multipart(many),
      multipart([{ name: 'f_name', value: 'x'.repeat(70_000) }]),
      multipart([{ name: '__proto__', value: 'x' }]),
      multipart([{ name: 'constructor', value: 'x' }]),
      multipart([
        { name: 'f_name[]', value: 'a' },
        { name: 'f_name[]', value: 'b' },
      ]),
      multipart([{ name: 'password', file: { filename: 'p.png', data: png(1, 1) } }]),
      multipart(
        [1, 2, 3].map((i) => ({ name: 'image', file: { filename: `${i}.png`, data: png(1, 1) } })),
      ),
      multipart([
        { name: 'image', file: { filename: 'x.png', data: Buffer.alloc(3 * 1024 * 1024) } },
      ]),
      { payload: Buffer.from('garbage'), contentType: 'multipart/form-data; boundary=zz' },
      { payload: Buffer.from('garbage'), contentType: 'multipart/form-data' },
    ];
    const urls = [
      ['POST', '/api/v1/customer/update-profile'],
      ['PUT', '/api/v1/customer/info'],
      ['POST', '/api/v1/auth/sign-up'],
      ['POST', '/api/v1/auth/login'],
      ['POST', '/api/v1/customer/address/add'],
      ['POST', '/api/v1/customer/cart/add'],
    ] as const;
    for (const [method, url] of urls) {
      for (const [i, { payload, contentType }] of bodies.entries()) {
        const res = await w.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}`, moduleId: '2', 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${method} ${url} body ${i}`).toBeLessThan(500);
        expect(res.json().errors?.[0]?.message ?? 'ok', `${method} ${url} body ${i}`).toBeTypeOf(
          'string',
        );
      }
    }
    const huge = await w.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0].code).toBe('body');
    for (const auth of [
      'Bearer',
      'Bearer ' + 'x'.repeat(5000),
      'Basic abc',
      'Bearer \u0000',
      'bearer null',
    ]) {
      const res = await w.app.inject({
        url: '/api/v1/customer/info',
        headers: { authorization: auth },
      });
      expect(res.statusCode, auth).toBe(401);
    }
    for (const id of ['abc', '-1', '1e999', '99999999999999999999', '%00', '1.5']) {
      const res = await w.app.inject({
        method: 'PUT',
        url: `/api/v1/customer/address/update/${id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(res.statusCode, id).toBe(404);
    }
  });
});

/** Catalogue calls (issue 3): odd query values and headers, never a 500. */
const CATALOGUE_CALLS = [
  '/api/v1/categories',
  '/api/v1/categories/1',
  '/api/v1/categories/childes/1',
  '/api/v1/categories/items/1',
  '/api/v1/categories/stores/1',
  '/api/v1/brand',
  '/api/v1/brand/items/1',
  '/api/v1/banners',
  '/api/v1/other-banners',
  '/api/v1/campaigns/basic',
  '/api/v1/campaigns/item',
  '/api/v1/campaigns/basic-campaign-details',
  '/api/v1/flash-sales',
  '/api/v1/flash-sales/items',
  '/api/v1/coupon/list',
  '/api/v1/cashback/list',
  '/api/v1/common-condition/items/1',
  '/api/v1/parcel-category',
  '/api/v1/stores/latest',
  '/api/v1/stores/search',
  '/api/v1/items/popular',
  '/api/v1/items/new-arrival',
  '/api/v1/items/recommended',
  '/api/v1/items/search',
  '/api/v1/items/search-suggestion',
];
const CATALOGUE_PARAMS = [
  'name',
  'limit',
  'offset',
  'type',
  'filter',
  'category_ids',
  'brand_ids',
  'category_id',
  'rating_count',
  'min_price',
  'max_price',
  'sort_by',
  'data_type',
  'flash_sale_id',
  'basic_campaign_id',
  'featured',
  'store_id',
];

describe('bad input on catalogue calls', () => {
  it('never gets a 500 for an odd parameter or header', async () => {
    const values = ['[null', '1e999', 'x'.repeat(300)];
    for (const url of CATALOGUE_CALLS) {
      for (const param of CATALOGUE_PARAMS) {
        for (const value of values) {
          const res = await w.app.inject({
            url: `${url}?${param}=${encodeURIComponent(value)}`,
            headers: { zoneId: '[3,1]', moduleId: '2', latitude: '"x"', longitude: '1e999' },
          });
          expect(res.statusCode, `${url} ${param}=${value.slice(0, 20)}`).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(res.json().errors[0]).toEqual({
              code: expect.any(String),
              message: expect.any(String),
            });
        }
      }
      for (const [zone, module] of [
        ['[1e999]', '2'],
        ['[3,1]', '1.5'],
        ['"[2]"', '99999999999999999999'],
        ['[1]; drop table items', '2'],
      ]) {
        const res = await w.app.inject({ url, headers: { zoneId: zone!, moduleId: module! } });
        expect(res.statusCode, `${url} ${zone} ${module}`).toBeLessThan(500);
      }
    }
    const items = await w.db.selectFrom('items').select('id').limit(1).execute();
    expect(items).toHaveLength(1);
  });
});

/** Order, payment, wallet, review, chat and notification routes (issue 5): never a 500. */
const ORDER_CALLS: [string, string, string[]][] = [
  [
    'POST',
    '/api/v1/customer/order/place',
    [
      'order_type',
      'payment_method',
      'coupon_code',
      'schedule_at',
      'order_note',
      'delivery_instruction',
      'parcel_category_id',
      'receiver_details',
      'charge_payer',
      'is_buy_now',
      'cart',
      'dm_tips',
      'store_id',
    ],
  ],
  ['GET', '/api/v1/customer/order/list', ['limit', 'offset', 'guest_id']],
  ['GET', '/api/v1/customer/order/running-orders', ['limit', 'offset']],
  ['GET', '/api/v1/customer/order/details', ['order_id']],
  ['GET', '/api/v1/customer/order/track', ['order_id']],
  ['PUT', '/api/v1/customer/order/cancel', ['order_id', 'reason', 'guest_id']],
  ['POST', '/api/v1/customer/order/payment-method', ['order_id', 'guest_id']],
  ['GET', '/api/v1/customer/order/cancellation-reasons', ['limit', 'offset', 'type']],
  ['GET', '/api/v1/customer/order/parcel-instructions', ['limit', 'offset']],
  ['GET', '/api/v1/customer/wallet/transactions', ['limit', 'offset', 'type']],
  ['GET', '/api/v1/customer/loyalty-point/transactions', ['limit', 'offset']],
  ['POST', '/api/v1/customer/loyalty-point/point-transfer', ['point']],
  ['POST', '/api/v1/items/reviews/submit', ['item_id', 'order_id', 'rating', 'comment']],
  ['POST', '/api/v1/delivery-man/reviews/submit', ['delivery_man_id', 'order_id', 'rating']],
  ['GET', '/api/v1/customer/review-reminder-cancel', ['order_id']],
  ['GET', '/api/v1/customer/message/list', ['type', 'limit', 'offset']],
  [
    'GET',
    '/api/v1/customer/message/details',
    ['conversation_id', 'store_id', 'delivery_man_id', 'receiver_type', 'receiver_id', 'offset'],
  ],
  [
    'POST',
    '/api/v1/customer/message/send',
    ['receiver_type', 'receiver_id', 'message', 'conversation_id', 'order_id'],
  ],
  ['GET', '/api/v1/customer/notifications', ['limit', 'guest_id']],
  ['GET', '/payment-mobile', ['order_id', 'customer_id', 'callback', 'payment_method']],
  ['POST', '/payment-mobile', ['request', 'action']],
];

describe('bad input on order, payment and account-extra routes', () => {
  it('never gets a 500 for a missing, wrong-typed or oversized field', async () => {
    const { token } = await customer(w.app, { phone: '+8801555000003' });
    const g = await newGuest(w.app);
    const base: Record<string, unknown> = {
      store_id: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      contact_person_name: 'a',
      contact_person_number: '+8801711111111',
      address: 'x',
      latitude: 23.78,
      longitude: 90.41,
      order_id: 100001,
      reason: 'x',
      item_id: 1,
      rating: 5,
      delivery_man_id: 1,
      receiver_type: 'vendor',
      receiver_id: 1,
      message: 'hi',
      point: 20,
      callback: '/',
      action: 'pay',
      request: 'x',
    };
    const values = [...WEIRD, 'x'.repeat(70_000), undefined];
    for (const auth of [{ authorization: `Bearer ${token}` }, {}]) {
      for (const [method, url, fields] of ORDER_CALLS) {
        for (const field of fields) {
          for (const value of values) {
            const body = {
              ...base,
              ...(Object.keys(auth).length ? {} : { guest_id: g }),
              [field]: value,
            };
            const qs = new URLSearchParams(
              Object.entries(body)
                .filter(([, x]) => x !== undefined)
                .map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x)]),
            ).toString();
            const withBody = method !== 'GET';
            const res = await w.app.inject({
              method: method as 'GET',
              url: withBody ? url : `${url}?${qs}`,
              headers: {
                ...auth,
                zoneId: '[3,1]',
                moduleId: '2',
                'content-type': 'application/json',
              },
              ...(withBody ? { payload: JSON.stringify(body) } : {}),
            });
            const label = `${method} ${url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
            expect(res.statusCode, label).toBeLessThan(500);
            if (res.statusCode >= 400 && !url.startsWith('/payment-mobile'))
              expect(res.json().errors[0], label).toEqual({
                code: expect.any(String),
                message: expect.any(String),
              });
          }
        }
      }
    }
    for (const stream of [
      '/api/v1/customer/notifications/stream?ticket=x',
      '/api/v1/customer/notifications/stream?token=x',
      '/api/v1/customer/notifications/stream?guest_id=abc',
      '/api/v1/customer/notifications/stream',
    ]) {
      const res = await w.app.inject({ url: stream });
      expect(res.statusCode, stream).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, stream).toBeLessThan(500);
    }
    const bodies = [
      multipart(
        Array.from({ length: 10 }, (_, i) => ({
          name: 'image[]',
          file: { filename: `${i}.png`, data: png(1, 1) },
        })),
      ),
      multipart([
        {
          name: 'order_attachment[]',
          file: { filename: 'x.png', data: Buffer.alloc(3 * 1024 * 1024) },
        },
      ]),
      multipart([{ name: 'message', value: 'x'.repeat(70_000) }]),
      { payload: Buffer.from('garbage'), contentType: 'multipart/form-data; boundary=zz' },
    ];
    for (const url of [
      '/api/v1/customer/message/send',
      '/api/v1/customer/order/prescription/place',
    ]) {
      for (const [i, { payload, contentType }] of bodies.entries()) {
        const res = await w.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, moduleId: '3', 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${url} body ${i}`).toBeLessThan(500);
        expect(res.json().errors[0].message, `${url} body ${i}`).toBeTypeOf('string');
      }
    }
  });
});

/** Campaign lines (0005_campaign_cart): odd values around model "ItemCampaign", never a 500. */
describe('bad input around campaign items', () => {
  it('never gets a 500 on cart add/update, buy-now and details with campaign lines', async () => {
    const { token } = await customer(w.app, { phone: '+8801555000004' });
    const campaign = await w.db
      .selectFrom('item_campaigns')
      .select('id')
      .where('module_id', '=', 2)
      .where('start_date', '<=', '2026-06-01')
      .where('end_date', '>=', '2026-06-01')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const h = {
      authorization: `Bearer ${token}`,
      zoneId: '[3,1]',
      moduleId: '2',
      'content-type': 'application/json',
    };
    const send = (method: 'POST' | 'GET' | 'DELETE', url: string, body?: unknown) =>
      w.app.inject({
        method,
        url,
        headers: h,
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const added = await send('POST', '/api/v1/customer/cart/add', {
      item_id: campaign.id,
      model: 'ItemCampaign',
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    const cartId = added.json()[0].id as number;
    const base = { item_id: campaign.id, model: 'ItemCampaign', quantity: 1, cart_id: cartId };
    const fields = ['item_id', 'model', 'quantity', 'variation', 'add_on_ids', 'add_on_qtys'];
    const check = (res: { statusCode: number; json(): Json }, label: string) => {
      expect(res.statusCode, label).toBeLessThan(500);
      if (res.statusCode >= 400)
        expect(res.json().errors[0], label).toEqual({
          code: expect.any(String),
          message: expect.any(String),
        });
    };
    for (const field of fields) {
      for (const value of [...WEIRD, 'App\\Models\\ItemCampaign', 'ItemCampaign', 0]) {
        const body = { ...base, [field]: value };
        const label = `${field}=${JSON.stringify(value)}`;
        check(await send('POST', '/api/v1/customer/cart/add', body), `add ${label}`);
        check(await send('POST', '/api/v1/customer/cart/update', body), `update ${label}`);
        check(
          await send('POST', '/api/v1/customer/order/place', {
            store_id: 1,
            payment_method: 'cash_on_delivery',
            order_type: 'take_away',
            contact_person_name: 'a',
            contact_person_number: '+8801711111111',
            is_buy_now: 1,
            cart: JSON.stringify([body]),
          }),
          `buy-now ${label}`,
        );
      }
    }
    check(await send('GET', '/api/v1/customer/cart/list'), 'list');
    check(await send('GET', '/api/v1/customer/order/details?order_id=100001'), 'details');
    check(
      await send('DELETE', `/api/v1/customer/cart/remove-item?cart_id=${cartId}`),
      'remove-item',
    );
  });
});
