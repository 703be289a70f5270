// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorld, newGuest, type TestWorld } from './helpers';

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
