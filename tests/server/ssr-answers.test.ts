// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import { OPS_TOKEN_HEADER } from '../../server/http/internal-headers';
import { buildApp } from '../../server/app';
import { FIXTURE_RATE_LIMITS, makeWorld, MODULE, ZONE, type TestWorld } from './helpers';

/*
 * What the provider answers for a server-rendered page (issue 39), through HTTP as a browser, a
 * crawler or a CDN sees it: the status, whether a shared cache may keep it, and the shell when
 * the process renders as many pages as it may.
 */

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

const VISITOR = [
  `sf.zoneid=${encodeURIComponent(`[${ZONE.central}]`)}`,
  `sf.currentLatLng=${encodeURIComponent(JSON.stringify({ lat: 23.7806, lng: 90.4163 }))}`,
  `sf.location=${encodeURIComponent('Road 1')}`,
  `sf.module=${encodeURIComponent(JSON.stringify({ id: MODULE.food, module_name: 'Food', module_type: 'food' }))}`,
  'sf.language-setting=en',
].join('; ');

/** Asked as the operator: told how each page went (`Server-Timing`). */
const OPS_TOKEN = 'ssr-answers-operator';
const OPERATOR = { [OPS_TOKEN_HEADER]: OPS_TOKEN };
const OPERATED = { ...LOCAL_DEPLOYMENT, opsToken: OPS_TOKEN };

let world: TestWorld;
const staticDir = mkdtempSync(join(tmpdir(), 'ssr-answers-'));

beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  world = await makeWorld({
    staticDir,
    deployment: OPERATED,
    // The entry's source: vitest compiles it as the SSR build would.
    // Compiling it lags the event loop: only the render limit is tried here.
    ssr: {
      entry: resolve('src/app/ssr/entry-server.tsx'),
      maxRenders: 1,
      maxLagMs: 60_000,
      renderShare: 1,
    },
  });
});
afterAll(() => world.close());

const get = (url: string, cookie = VISITOR) =>
  world.app.inject({ method: 'GET', url, headers: { cookie, ...OPERATOR } });

describe('a server-rendered page answers what it is', () => {
  it('a store that exists: 200, which a shared cache may keep', async () => {
    const res = await get('/store/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, /);
    expect(res.headers['server-timing']).toContain('page;desc="rendered"');
  });

  it('an item for a visitor with no place (a link opened from a chat, a crawler): whole, shared', async () => {
    const item = await world.db
      .selectFrom('items')
      .select(['id', 'name'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await get(`/product/${item.id}`, '');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${item.name}`);
    expect(res.headers['cache-control']).toMatch(/^public, /);
    expect(res.headers['server-timing']).toContain('0 undeclared');
  });

  it("tells a visitor nothing of the provider's internals, nor one who guesses the token", async () => {
    for (const shown of [{}, { [OPS_TOKEN_HEADER]: 'ssr-answers-operatoR' }]) {
      for (const url of ['/store/1', '/api/v1/config']) {
        const res = await world.app.inject({
          method: 'GET',
          url,
          headers: { cookie: VISITOR, ...shown },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['server-timing']).toBeUndefined();
      }
    }
    expect((await get('/store/1')).headers['server-timing']).toMatch(/page;desc="\w+"/);
  });

  it.each([
    '/product/999999',
    '/store/999999',
    '/category/999999',
    '/campaigns/999999',
    '/no-such-page',
  ])('%s: 404 with the not-found page, kept by no shared cache', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // React writes an apostrophe as &#x27;.
    const notFound = [en.notFound.title, en.errors.notFound.replace("'", '&#x27;')];
    expect(notFound.some((words) => res.body.includes(words))).toBe(true);
  });

  it.each(['/assets/missing.js', '/assets/..%2f..%2fpackage.json', '/humans.txt', '/logo.png'])(
    '%s, a file that is not there: 404, not the app',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    },
  );
});

describe('the page cache', () => {
  const pathOf = (res: { headers: Record<string, unknown> }) =>
    /page;desc="(\w+)"/.exec(String(res.headers['server-timing']))?.[1];

  it('answers two guests of one place, module and language the same bytes, whatever parameters no page reads', async () => {
    const first = await get('/product/3?utm_source=chat');
    const second = await get('/product/3?fbclid=abc&utm_medium=x');
    expect(pathOf(first)).toBe('rendered');
    expect(pathOf(second)).toBe('cache');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    // A parameter the page reads is another page.
    expect(pathOf(await get('/product/3?product_type=campaign'))).toBe('rendered');
    // Another language is another page.
    const bengali = VISITOR.replace('sf.language-setting=en', 'sf.language-setting=bn');
    expect(pathOf(await get('/product/3', bengali))).toBe('rendered');
  });

  it('answers neighbours with other address lines the same page, which names neither address', async () => {
    const neighbour = VISITOR.replace(
      encodeURIComponent('Road 1'),
      encodeURIComponent('House 7, Road 12'),
    ).replace(
      encodeURIComponent(JSON.stringify({ lat: 23.7806, lng: 90.4163 })),
      encodeURIComponent(JSON.stringify({ lat: 23.7812, lng: 90.4158 })),
    );
    const first = await get('/store/2');
    const second = await get('/store/2', neighbour);
    expect(pathOf(first)).toBe('rendered');
    expect(pathOf(second)).toBe('cache');
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain('Road 1');
    // A kilometre away: the stores' distances differ, another page.
    const away = VISITOR.replace(
      encodeURIComponent(JSON.stringify({ lat: 23.7806, lng: 90.4163 })),
      encodeURIComponent(JSON.stringify({ lat: 23.7906, lng: 90.4163 })),
    );
    expect(pathOf(await get('/store/2', away))).toBe('rendered');
  });

  it('keeps no page for a zone there is not (a made-up key)', async () => {
    const madeUp = VISITOR.replace(
      encodeURIComponent(`[${ZONE.central}]`),
      encodeURIComponent('[987654]'),
    );
    expect(pathOf(await get('/product/4', madeUp))).toBe('rendered');
    expect(pathOf(await get('/product/4', madeUp))).toBe('rendered');
    // the zone there is: kept
    await get('/product/4');
    expect(pathOf(await get('/product/4'))).toBe('cache');
  });

  it("never answers a signed-in customer's page from it, nor keeps theirs", async () => {
    await get('/store/5');
    const signedIn = `${VISITOR}; sf.token=some-token`;
    const theirs = await get('/store/5', signedIn);
    expect(pathOf(theirs)).toBe('rendered');
    expect(theirs.headers['cache-control']).toBe('no-store');
    expect(pathOf(await get('/store/5', signedIn))).toBe('rendered');
  });

  it("shows a catalogue change (an item's price) on the next page view of every process", async () => {
    const other = await buildApp({
      db: world.db,
      clock: world.clock,
      pace: { stepMs: world.stepMs },
      rateLimits: FIXTURE_RATE_LIMITS,
      staticDir,
      deployment: OPERATED,
      ssr: { entry: resolve('src/app/ssr/entry-server.tsx'), maxLagMs: 60_000, renderShare: 1 },
    });
    try {
      const item = await world.db
        .selectFrom('items')
        .select(['id', 'price'])
        .where('id', '=', 6)
        .executeTakeFirstOrThrow();
      const viewOn = (app: typeof other) =>
        app.inject({
          method: 'GET',
          url: `/product/${item.id}`,
          headers: { cookie: VISITOR, ...OPERATOR },
        });
      for (const app of [world.app, other]) await viewOn(app);
      for (const app of [world.app, other]) expect(pathOf(await viewOn(app))).toBe('cache');

      const price = item.price + 11;
      await world.db.updateTable('items').set({ price }).where('id', '=', item.id).execute();
      for (const app of [world.app, other]) {
        const res = await viewOn(app);
        expect(pathOf(res)).toBe('rendered');
        expect(res.body).toContain(price.toFixed(2));
      }
      // The operator's metrics of the other process (metrics.ts) say the same: rendered,
      // kept, rendered again; a page's data and render timed; the page kept counted.
      const scraped = await other.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      });
      expect(scraped.body).toContain('storefront_pages_total{path="rendered"} 2');
      expect(scraped.body).toContain('storefront_pages_total{path="cache"} 1');
      expect(scraped.body).toContain('storefront_page_render_seconds_count 2');
      expect(scraped.body).toContain('storefront_page_data_seconds_count 2');
      expect(scraped.body).toMatch(/storefront_page_cache_entries [1-9]/);
    } finally {
      await other.close();
    }
  });
});

describe('a process past its share of rendering', () => {
  it('answers the static SPA until its renders of the last second fall back within it', async () => {
    const busy = await makeWorld({
      staticDir,
      deployment: OPERATED,
      // 1 ms of each second: the first render spends it.
      ssr: { entry: resolve('src/app/ssr/entry-server.tsx'), maxLagMs: 60_000, renderShare: 0.001 },
    });
    try {
      const view = (url: string) =>
        busy.app.inject({ method: 'GET', url, headers: { cookie: VISITOR, ...OPERATOR } });
      expect((await view('/store/1')).headers['server-timing']).toContain('page;desc="rendered"');
      const next = await view('/store/2');
      expect(next.headers['server-timing']).toBe('page;desc="shell"');
      expect(next.body).toBe(TEMPLATE);
    } finally {
      await busy.close();
    }
  });
});

describe('a provider whose API answers nothing in time', () => {
  let silent: Server;
  let slow: TestWorld;
  /** Resolves when the next page's data request reaches the silent API. */
  let asked: Promise<void>;

  beforeAll(async () => {
    silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    slow = await makeWorld({
      staticDir,
      deployment: { ...OPERATED, apiOrigin: `http://127.0.0.1:${port}` },
      ssr: {
        entry: resolve('src/app/ssr/entry-server.tsx'),
        maxRenders: 1,
        maxLagMs: 60_000,
        renderShare: 1,
      },
    });
    asked = new Promise((done) => silent.once('connection', () => done()));
  });
  afterAll(async () => {
    await slow.close();
    silent.closeAllConnections();
    await new Promise((done) => silent.close(done));
  });

  it('renders as many pages as it may; the next visitors get the static SPA at once; a page whose data came late is never shared', async () => {
    const waiting = slow.app.inject({
      method: 'GET',
      url: '/store/1',
      headers: { cookie: VISITOR, ...OPERATOR },
    });
    await asked;
    const next = await slow.app.inject({
      method: 'GET',
      url: '/store/2',
      headers: { cookie: VISITOR, ...OPERATOR },
    });
    expect(next.headers['server-timing']).toBe('page;desc="shell"');
    expect(next.statusCode).toBe(200);
    expect(next.body).toBe(TEMPLATE);
    expect(next.headers['cache-control']).toBe('no-cache');

    // Its data left to the browser after the server's wait (2 s): spinners, for no one to keep.
    const late = await waiting;
    expect(late.headers['server-timing']).toContain('page;desc="rendered"');
    expect(late.headers['cache-control']).toBe('no-store');
  });
});
