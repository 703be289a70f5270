// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import { makeWorld, MODULE, ZONE, type TestWorld } from './helpers';

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

let world: TestWorld;
const staticDir = mkdtempSync(join(tmpdir(), 'ssr-answers-'));

beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  world = await makeWorld({
    staticDir,
    // The entry's source: vitest compiles it as the SSR build would.
    // Compiling it lags the event loop: only the render limit is tried here.
    ssr: { entry: resolve('src/app/ssr/entry-server.tsx'), maxRenders: 1, maxLagMs: 60_000 },
  });
});
afterAll(() => world.close());

const get = (url: string, cookie = VISITOR) =>
  world.app.inject({ method: 'GET', url, headers: { cookie } });

describe('a server-rendered page answers what it is', () => {
  it('a store that exists: 200, which a shared cache may keep', async () => {
    const res = await get('/store/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, /);
    expect(res.headers['server-timing']).toContain('page;desc="rendered"');
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

  it('a page whose data failed (its API answers nothing): never shared', async () => {
    const cut = await makeWorld({
      staticDir,
      deployment: { ...LOCAL_DEPLOYMENT, apiOrigin: 'http://127.0.0.1:9' },
      ssr: { entry: resolve('src/app/ssr/entry-server.tsx'), maxLagMs: 60_000 },
    });
    try {
      const res = await cut.app.inject({
        method: 'GET',
        url: '/store/1',
        headers: { cookie: VISITOR },
      });
      expect(res.headers['server-timing']).toContain('page;desc="rendered"');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await cut.close();
    }
  });

  it.each(['/assets/missing.js', '/assets/..%2f..%2fpackage.json', '/robots.txt', '/logo.png'])(
    '%s, a file that is not there: 404, not the app',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    },
  );
});

describe('a process rendering as many pages as it may', () => {
  it('answers the next visitors the static SPA at once, and renders again after', async () => {
    const urls = ['/store/1', '/store/2', '/category/1', '/product/1', '/home'];
    const answers = await Promise.all(urls.map((url) => get(url)));
    const paths = answers.map(
      (res) => /page;desc="(\w+)"/.exec(String(res.headers['server-timing']))?.[1],
    );
    expect(paths).toContain('rendered');
    expect(paths).toContain('shell');
    for (const res of answers) expect(res.statusCode).toBe(200);
    const shell = answers[paths.indexOf('shell')]!;
    expect(shell.body).toBe(TEMPLATE);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect((await get('/store/2')).headers['server-timing']).toContain('page;desc="rendered"');
  });
});
