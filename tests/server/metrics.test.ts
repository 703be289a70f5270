// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import { headers, makeWorld, MODULE, type TestWorld } from './helpers';
import { fillCart, guest, orderBody, placeOrder, setupShop } from './order-helpers';

/*
 * What an operator's Prometheus reads (issue 43, part 1): `GET /metrics` behind OPS_TOKEN, the
 * requests counted as sent, orders by outcome, open streams, the response cache, the simulator's
 * lag, the PostgreSQL pool, and the readiness check beside /healthz.
 */

const OPS_TOKEN = 'metrics-test-operator-token';
const SCRAPE = { authorization: `Bearer ${OPS_TOKEN}` };

const OPERATED = { deployment: { ...LOCAL_DEPLOYMENT, opsToken: OPS_TOKEN } };
// The response cache runs on SQLite only; the pool is PostgreSQL's.
const onPostgres = Boolean(process.env.TEST_PG_URL);

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld(OPERATED);
});
afterAll(() => w.close());

const scrape = async (world = w) => {
  const res = await world.app.inject({ method: 'GET', url: '/metrics', headers: SCRAPE });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

/** The value of one series (`name{labels} value` or `name value`), 0 when it is not there yet. */
const seriesValue = (text: string, name: string, labels: Record<string, string> = {}) => {
  const line = text
    .split('\n')
    .find(
      (row) =>
        (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) &&
        Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`)),
    );
  return line === undefined ? 0 : Number(line.split(' ').pop());
};

const hasSeries = (text: string, prefix: string) =>
  text.split('\n').some((row) => row.startsWith(prefix));

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

describe.skipIf(onPostgres)('the response cache (SQLite)', () => {
  const RICE = '/api/v1/items/search?name=rice&limit=5&offset=1';
  const FISH = '/api/v1/items/search?name=fish&limit=5&offset=1';
  const ask = (world: TestWorld, url: string) =>
    world.app.inject({ url, headers: headers({ module: MODULE.grocery }) });
  const figures = (text: string) => ({
    hits: seriesValue(text, 'storefront_response_cache_requests_total', { outcome: 'hit' }),
    misses: seriesValue(text, 'storefront_response_cache_requests_total', { outcome: 'miss' }),
    evictions: seriesValue(text, 'storefront_response_cache_evictions_total'),
    entries: seriesValue(text, 'storefront_response_cache_entries'),
    bytes: seriesValue(text, 'storefront_response_cache_bytes'),
  });

  it('counts its hits and misses, and what it keeps in bytes', async () => {
    const before = figures(await scrape());
    const answers = [await ask(w, RICE), await ask(w, RICE), await ask(w, RICE)];
    // asked once: run, not kept; again: run and kept; a third time: from memory
    expect(answers.map((res) => res.headers['x-cache'])).toEqual([undefined, 'miss', 'hit']);
    const after = figures(await scrape());
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(2);
    expect(after.entries - before.entries).toBe(1);
    expect(after.bytes - before.bytes).toBe(Buffer.byteLength(answers[2]!.body));
    expect(after.evictions).toBe(0);
  });

  it('counts the answers it lets go to stay within its budget', async () => {
    const probe = await makeWorld();
    const sizes = [(await ask(probe, RICE)).body.length, (await ask(probe, FISH)).body.length];
    await probe.close();
    // room for either answer, not both
    const small = await makeWorld({ ...OPERATED, responseCacheChars: Math.max(...sizes) });
    try {
      for (const url of [RICE, RICE, FISH]) await ask(small, url);
      const fish = await ask(small, FISH);
      expect(fish.headers['x-cache']).toBe('miss');
      expect(figures(await scrape(small))).toEqual({
        hits: 0,
        misses: 4,
        evictions: 1,
        entries: 1,
        bytes: Buffer.byteLength(fish.body),
      });
    } finally {
      await small.close();
    }
  });
});

describe.runIf(onPostgres)('the response cache (PostgreSQL)', () => {
  it('has no series: nothing is cached', async () => {
    expect(hasSeries(await scrape(), 'storefront_response_cache_')).toBe(false);
  });
});

describe('the simulator', () => {
  it('tells how far behind its schedule each tick ran, from the first tick on', async () => {
    const sim = await makeWorld(OPERATED);
    try {
      expect(hasSeries(await scrape(sim), 'storefront_simulator_lag_seconds')).toBe(false);
      const shop = await setupShop(sim);
      const who = await guest(sim);
      await fillCart(sim, who, shop);
      expect((await placeOrder(sim, who, orderBody(who, shop))).status).toBe(200);
      // Five steps' time passes with no tick: the first step (due after one) is four late, and
      // each tick takes one step, so the order catches up a step at a time (delivered at the fifth).
      sim.clock.advance(5 * sim.stepMs);
      const lags: number[] = [];
      for (let tick = 0; tick < 6; tick++) {
        await sim.app.simulator.tick();
        lags.push(seriesValue(await scrape(sim), 'storefront_simulator_lag_seconds'));
      }
      const step = sim.stepMs / 1000;
      expect(lags).toEqual([4 * step, 3 * step, 2 * step, step, 0, 0]);
    } finally {
      await sim.close();
    }
  });
});

describe('the database pool', () => {
  it.skipIf(onPostgres)('has no series on SQLite (one connection, no pool)', async () => {
    expect(hasSeries(await scrape(), 'storefront_db_pool_')).toBe(false);
  });

  it.runIf(onPostgres)('counts its connections and a query waiting for one', async () => {
    const text = await scrape();
    const max = seriesValue(text, 'storefront_db_pool_max');
    expect(max).toBe(4); // test-db.ts
    const waitedBefore = {
      count: seriesValue(text, 'storefront_db_pool_wait_seconds_count'),
      sum: seriesValue(text, 'storefront_db_pool_wait_seconds_sum'),
    };
    expect(waitedBefore.count).toBeGreaterThan(0);

    // Every connection held by a transaction: the next request's query waits.
    const releases: Array<() => void> = [];
    const held = Array.from({ length: max }, () =>
      w.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await new Promise<void>((release) => releases.push(release));
      }),
    );
    const pool = async () => {
      const now = await scrape();
      return {
        inUse: seriesValue(now, 'storefront_db_pool_connections', { state: 'in_use' }),
        waiting: seriesValue(now, 'storefront_db_pool_waiting'),
      };
    };
    const until = async (done: () => Promise<boolean>) => {
      for (let waited = 0; !(await done()) && waited < 5_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await until(async () => releases.length === max);
    const asking = w.app.inject({ url: '/healthz' });
    await until(async () => (await pool()).waiting >= 1);
    expect(await pool()).toEqual({ inUse: max, waiting: 1 });
    const heldMs = 200;
    await new Promise((resolve) => setTimeout(resolve, heldMs));
    for (const release of releases) release();
    expect((await asking).statusCode).toBe(200);
    await Promise.all(held);

    const after = await scrape();
    expect(seriesValue(after, 'storefront_db_pool_waiting')).toBe(0);
    expect(seriesValue(after, 'storefront_db_pool_wait_seconds_count')).toBeGreaterThan(
      waitedBefore.count,
    );
    expect(
      seriesValue(after, 'storefront_db_pool_wait_seconds_sum') - waitedBefore.sum,
    ).toBeGreaterThanOrEqual(heldMs / 1000);
    const open =
      seriesValue(after, 'storefront_db_pool_connections', { state: 'in_use' }) +
      seriesValue(after, 'storefront_db_pool_connections', { state: 'idle' });
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThanOrEqual(max);
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
