// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import { headers, makeWorld, MODULE, type TestWorld } from './helpers';
import { fillCart, guest, orderBody, placeOrder, setupShop } from './order-helpers';

/*
 * What an operator's Prometheus reads (issue 43, part 1): `GET /metrics` behind OPS_TOKEN, the
 * requests counted as sent, orders by outcome, and the readiness check beside /healthz.
 */

const OPS_TOKEN = 'metrics-test-operator-token';
const SCRAPE = { authorization: `Bearer ${OPS_TOKEN}` };

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld({ deployment: { ...LOCAL_DEPLOYMENT, opsToken: OPS_TOKEN } });
});
afterAll(() => w.close());

const scrape = async () => {
  const res = await w.app.inject({ method: 'GET', url: '/metrics', headers: SCRAPE });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

/** The value of one series (`name{labels} value`), 0 when it is not there yet. */
const seriesValue = (text: string, name: string, labels: Record<string, string>) => {
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`)),
    );
  return line === undefined ? 0 : Number(line.split(' ').pop());
};

describe('the metrics endpoint', () => {
  it('answers only the operator: 401 without the token or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-operator', OPS_TOKEN]) {
      const res = await w.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('storefront_');
    }
  });

  it('is not there at all without OPS_TOKEN', async () => {
    const plain = await makeWorld();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: SCRAPE });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts every request by its route and status, and times it', async () => {
    const route = { method: 'GET', route: '/api/v1/categories', status: '200' };
    const before = seriesValue(await scrape(), 'storefront_http_requests_total', route);
    const sent = 25;
    for (let i = 0; i < sent; i++) {
      const res = await w.app.inject({
        method: 'GET',
        url: `/api/v1/categories?offset=1&limit=${10 + i}`,
        headers: headers({ module: MODULE.grocery }),
      });
      expect(res.statusCode).toBe(200);
    }
    await w.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    const text = await scrape();
    expect(seriesValue(text, 'storefront_http_requests_total', route) - before).toBe(sent);
    expect(
      seriesValue(text, 'storefront_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/v1/categories',
      }),
    ).toBeGreaterThanOrEqual(sent);
    expect(
      seriesValue(text, 'storefront_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // Node's own: the event loop's lag and the heap.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('counts orders placed and refused', async () => {
    const shop = await setupShop(w);
    const who = await guest(w);
    await fillCart(w, who, shop);
    const refused = await placeOrder(w, who, orderBody(who, shop, { payment_method: 'barter' }));
    expect(refused.status).not.toBe(200);
    const placed = await placeOrder(w, who, orderBody(who, shop));
    expect(placed.status).toBe(200);
    const text = await scrape();
    expect(seriesValue(text, 'storefront_orders_total', { outcome: 'placed' })).toBe(1);
    expect(seriesValue(text, 'storefront_orders_total', { outcome: 'refused' })).toBe(1);
    expect(text).toContain('storefront_event_streams_open{kind="orders"} 0');
  });

  it('counts an event stream open until its reader goes', async () => {
    await w.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = w.app.server.address() as AddressInfo;
    const who = await guest(w);
    const guestId = who.kind === 'guest' ? who.guestId : 0;
    const open = async () =>
      seriesValue(await scrape(), 'storefront_event_streams_open', { kind: 'notifications' });
    expect(await open()).toBe(0);
    const reader = new AbortController();
    const res = await fetch(
      `http://127.0.0.1:${port}/api/v1/customer/notifications/stream?guest_id=${guestId}`,
      { signal: reader.signal },
    );
    expect(res.status).toBe(200);
    expect(await open()).toBe(1);
    reader.abort();
    for (let waited = 0; (await open()) !== 0 && waited < 2_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await open()).toBe(0);
  });
});

describe('readiness', () => {
  it('says the database answers and the catalogue is in memory', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: true, catalogue: true, pages: 'off' },
    });
  });

  it('is not ready when the database does not answer', async () => {
    const broken = await makeWorld();
    await broken.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', checks: { database: false } });
    await broken.app.close();
  });
});
