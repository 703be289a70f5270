// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorld, MODULE, ZONE, type TestWorld } from './helpers';
import { fillCart, orderBody, placeOrder, setupShop, signedIn } from './order-helpers';

/*
 * The provider's log (issue 43, part 2): one JSON line per request with its id, the id a page's
 * server-side fetches and an order placement carry, and nothing in any line that identifies or
 * authenticates someone.
 */

type Line = Record<string, unknown>;
const lines: Line[] = [];
const written: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n').filter(Boolean)) {
      written.push(text);
      lines.push(JSON.parse(text) as Line);
    }
    done();
  },
});

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';
const VISITOR = [
  `sf.zoneid=${encodeURIComponent(`[${ZONE.central}]`)}`,
  `sf.module=${encodeURIComponent(JSON.stringify({ id: MODULE.food, module_name: 'Food', module_type: 'food' }))}`,
  'sf.language-setting=en',
].join('; ');

let w: TestWorld;
beforeAll(async () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'request-log-'));
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  w = await makeWorld({
    logger: { level: 'info', stream },
    staticDir,
    // The entry's source: vitest compiles it as the SSR build would.
    ssr: { entry: resolve('src/app/ssr/entry-server.tsx'), maxLagMs: 60_000, renderShare: 1 },
  });
});
afterAll(() => w.close());

const answeredFor = (id: string) =>
  lines.filter((line) => line.request_id === id && line.msg === 'answered');

describe('a line per request', () => {
  it('says the method, path, route, status and time under the id the request came with', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/api/v1/categories?limit=5&offset=1',
      headers: { 'x-request-id': 'proxy-7f3a', zoneId: '[3,1]', moduleId: String(MODULE.food) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('proxy-7f3a');
    const [line, ...more] = answeredFor('proxy-7f3a');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      method: 'GET',
      path: '/api/v1/categories?limit=5&offset=1',
      route: '/api/v1/categories',
      status: 200,
    });
    expect(typeof line!.ms).toBe('number');
  });

  it('makes a new id for a request without one, or with one that is not plain', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b"}{\u0001' },
    });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answeredFor(id)).toHaveLength(1);
  });

  it("gives a page's server-side fetches the page's id", async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/product/6',
      headers: { cookie: VISITOR, 'x-request-id': 'page-item-6' },
    });
    expect(res.statusCode).toBe(200);
    const answered = answeredFor('page-item-6');
    const page = answered.filter((line) => line.path === '/product/6');
    const fetched = answered.filter((line) => String(line.path).startsWith('/api/v1/'));
    expect(page).toHaveLength(1);
    expect(fetched.map((line) => line.route)).toEqual(
      expect.arrayContaining(['/api/v1/items/details/:id']),
    );
  });
});

describe('nothing private in any line', () => {
  it('writes no token, ticket, guest id, phone number, email or password, and which order a placement made', async () => {
    const phone = '+8801799123456';
    const password = 'Secret-pass-4242';
    const who = await signedIn(w, { phone, password, email: 'private.person@example.com' });
    const token = who.kind === 'customer' ? who.token : '';
    await w.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phone, password },
    });
    await w.app.inject({
      method: 'GET',
      url: `/api/v1/customer/order/track?order_id=1&contact_number=${encodeURIComponent(phone)}&guest_id=990077`,
    });
    await w.app.inject({
      method: 'GET',
      url: `/api/v1/customer/notifications/stream?ticket=tkt-0099887766&token=${token}`,
    });
    const shop = await setupShop(w);
    await fillCart(w, who, shop);
    const placed = await placeOrder(w, who, orderBody(who, shop), {
      'x-request-id': 'placing-1',
    });
    expect(placed.status).toBe(200);
    expect(
      lines.find((line) => line.request_id === 'placing-1' && line.msg === 'order placed'),
    ).toMatchObject({ order_id: placed.body.order_id });

    const all = written.join('\n');
    for (const secret of [
      token,
      password,
      phone,
      encodeURIComponent(phone),
      '1799123456',
      'private.person',
      'tkt-0099887766',
      '990077',
      'Nusrat',
      '+8801711111111',
    ])
      expect(all, secret).not.toContain(secret);
    expect(lines.some((line) => String(line.path).includes('contact_number=%E2%80%A6'))).toBe(true);
  });
});
