// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import { makeWorld, MODULE, ZONE, call, type TestWorld } from './helpers';

/*
 * Found and shared (issue 41): what a crawler and a link preview read in a server-rendered
 * page's head, through HTTP with no script run: its own title and description, its addresses
 * (canonical, one per language), its preview and its structured data.
 */

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Storefront</title></head><body>' +
  '<div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const ORIGIN = 'https://shop.example';

const cookieOf = (moduleId: number, type: string) =>
  [
    `sf.zoneid=${encodeURIComponent(`[${ZONE.central}]`)}`,
    `sf.currentLatLng=${encodeURIComponent(JSON.stringify({ lat: 23.7806, lng: 90.4163 }))}`,
    `sf.module=${encodeURIComponent(JSON.stringify({ id: moduleId, module_name: type, module_type: type }))}`,
  ].join('; ');
const FOOD = cookieOf(MODULE.food, 'food');

let world: TestWorld;
const staticDir = mkdtempSync(join(tmpdir(), 'ssr-head-'));

beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  world = await makeWorld({
    staticDir,
    deployment: {
      ...LOCAL_DEPLOYMENT,
      publicUrl: ORIGIN,
    },
    ssr: {
      entry: resolve('src/app/ssr/entry-server.tsx'),
      maxRenders: 4,
      maxLagMs: 60_000,
      renderShare: 1,
    },
  });
});
afterAll(() => world.close());

type Head = {
  status: number;
  lang: string | undefined;
  dir: string | undefined;
  title: string | undefined;
  meta: Map<string, string>;
  links: { rel: string; hreflang?: string; href: string }[];
  structured: Record<string, unknown>[];
};

const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

async function headOf(
  url: string,
  cookie = FOOD,
  headers: Record<string, string> = {},
): Promise<Head> {
  const res = await world.app.inject({ method: 'GET', url, headers: { ...headers, cookie } });
  const html = res.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [, key, content] of head.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)"/g,
  ))
    meta.set(key!, unescape(content!));
  const links = [
    ...head.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]*)"/g),
  ].map(([, rel, hreflang, href]) => ({
    rel: rel!,
    ...(hreflang ? { hreflang } : {}),
    href: unescape(href!),
  }));
  const structured = [
    ...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
  ].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
  return {
    status: res.statusCode,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    dir: /<html lang="[^"]+" dir="([^"]+)"/.exec(html)?.[1],
    title:
      /<title>([^<]*)<\/title>/.exec(head)?.[1] &&
      unescape(/<title>([^<]*)<\/title>/.exec(head)![1]!),
    meta,
    links,
    structured,
  };
}

/**
 * A link preview's picture: an absolute URL of a PNG (chat apps show no SVG) of the size the
 * head says, 1200x630, made by the provider from the page's own picture.
 */
async function expectPreviewPicture(head: Head) {
  const image = head.meta.get('og:image')!;
  expect(image).toMatch(new RegExp(`^${ORIGIN}/api/v1/images/previews/`));
  expect(head.meta.get('twitter:image')).toBe(image);
  expect([head.meta.get('og:image:width'), head.meta.get('og:image:height')]).toEqual([
    '1200',
    '630',
  ]);
  const picture = await world.app.inject({ method: 'GET', url: new URL(image).pathname });
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toBe('image/png');
  // The PNG's own header: its signature, then its width and height.
  expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  expect([picture.rawPayload.readUInt32BE(16), picture.rawPayload.readUInt32BE(20)]).toEqual([
    1200, 630,
  ]);
}

const ofType = (head: Head, type: string) =>
  head.structured.find((thing) => thing['@type'] === type);

describe("a public page's head: its own title, description, addresses and preview", () => {
  it.each([
    ['/home', FOOD],
    ['/home', cookieOf(MODULE.grocery, 'grocery')],
    // a store names its zone and module in its address (a visitor with no place sees it there)
    [`/store/1?module_id=${MODULE.food}&store_zone_id=${ZONE.central}`, FOOD],
    ['/product/5', FOOD],
    ['/category/1', FOOD],
    ['/categories', FOOD],
    ['/all-brands', cookieOf(MODULE.shop, 'ecommerce')],
    ['/home?data_type=searched&search=Beef', FOOD],
    ['/campaigns/1', FOOD],
  ])('%s', async (url, cookie) => {
    const head = await headOf(url, cookie);
    expect(head.status).toBe(200);
    expect(head.title).toMatch(/ \| /);
    expect(head.title).not.toMatch(/^Storefront/);
    expect(head.meta.get('description')?.length).toBeGreaterThan(20);
    expect(head.meta.get('og:title')).toBeTruthy();
    expect(head.meta.has('robots')).toBe(false);
    const canonical = head.links.find((link) => link.rel === 'canonical')?.href;
    const expected = new URL(url, ORIGIN);
    expected.searchParams.sort();
    expect(canonical).toBe(expected.href);
    const alternates = head.links.filter((link) => link.rel === 'alternate');
    expect(alternates.map((link) => link.hreflang).sort()).toEqual(['ar', 'bn', 'en', 'x-default']);
    expect(alternates.find((link) => link.hreflang === 'bn')?.href).toMatch(/[?&]lang=bn$/);
  });

  it('an item: its name, price and picture for a link preview, a Product with its offer and trail', async () => {
    const item = (
      await call(world.app, 'GET', '/api/v1/items/details/5', {
        headers: { zoneId: `[${ZONE.central}]`, moduleId: String(MODULE.food) },
      })
    ).body as { name: string; price: number; store_name: string };
    // As a chat app's preview bot asks: no cookie, its own user agent.
    const head = await headOf('/product/5', '', { 'user-agent': 'WhatsApp/2.24.6.77 A' });
    expect(head.status).toBe(200);
    expect(head.title).toContain(item.name);
    await expectPreviewPicture(head);
    expect(head.meta.get('product:price:amount')).toBe(String(item.price));
    expect(head.meta.get('product:price:currency')).toBe('BDT');
    const product = ofType(head, 'Product') as { name: string; offers: Record<string, unknown> };
    expect(product['@context' as 'name']).toBe('https://schema.org');
    expect(product.name).toBe(item.name);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: item.price,
      priceCurrency: 'BDT',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
    });
    const trail = ofType(head, 'BreadcrumbList') as {
      itemListElement: { position: number; item: string }[];
    };
    expect(trail.itemListElement.map((step) => step.position)).toEqual([1, 2, 3]);
    for (const step of trail.itemListElement) expect(step.item.startsWith(ORIGIN)).toBe(true);
  });

  it('a store: a Restaurant (its module) with its address, and its trail', async () => {
    const head = await headOf('/store/1');
    const business = ofType(head, 'Restaurant') as Record<string, unknown>;
    expect(business.name).toBeTruthy();
    expect(business.address).toBeTruthy();
    expect(ofType(head, 'BreadcrumbList')).toBeTruthy();
    await expectPreviewPicture(head);
  });

  it('a store, as a crawler asks (no cookie): seen in the zone and module its address names', async () => {
    const address = `/store/1?module_id=${MODULE.food}&store_zone_id=${ZONE.central}`;
    const withPlace = await headOf('/store/1');
    const head = await headOf(address, '');
    expect(head.status).toBe(200);
    expect(head.title).toBe(withPlace.title);
    expect(ofType(head, 'Restaurant')).toBeTruthy();
    // One address whoever asks: the visitor with a place of their own is told the same.
    const canonical = (h: Head) => h.links.find((link) => link.rel === 'canonical')?.href;
    expect(canonical(head)).toBe(`${ORIGIN}${address}`);
    expect(canonical(withPlace)).toBe(`${ORIGIN}${address}`);
    // With no place at all (none stored, none in the address), the app asks for one first.
    const placeless = await headOf('/store/1', '');
    expect(placeless.title).toBe('Storefront');
    expect(ofType(placeless, 'Restaurant')).toBeUndefined();
  });

  it('a category: its trail and the items it lists', async () => {
    const head = await headOf('/category/1');
    expect(ofType(head, 'BreadcrumbList')).toBeTruthy();
    const list = ofType(head, 'ItemList') as { itemListElement: { url: string }[] };
    expect(list.itemListElement.length).toBeGreaterThan(0);
  });

  it('filtered or sorted search results are for no search engine', async () => {
    const head = await headOf('/home?data_type=searched&search=Beef&sort=low2High');
    expect(head.meta.get('robots')).toBe('noindex');
  });
});

describe('the landing: the storefront, its search and the business behind it', () => {
  it.each([
    ['', 'en', 'ltr'],
    ['?lang=bn', 'bn', 'ltr'],
    ['?lang=ar', 'ar', 'rtl'],
  ])('/%s, as a crawler asks (no cookie)', async (query, lang, dir) => {
    const head = await headOf(`/${query}`, '');
    expect(head.status).toBe(200);
    expect([head.lang, head.dir]).toEqual([lang, dir]);
    expect(head.title).toBe('Storefront');
    const english = await headOf('/', '');
    expect(head.meta.get('description')?.length).toBeGreaterThan(20);
    if (lang !== 'en')
      expect(head.meta.get('description')).not.toBe(english.meta.get('description'));
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(`${ORIGIN}/${query}`);
    expect(head.links.filter((link) => link.rel === 'alternate').map((link) => link.href)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/?lang=bn`,
      `${ORIGIN}/?lang=ar`,
      `${ORIGIN}/`,
    ]);
    expect(head.meta.get('og:image')).toMatch(new RegExp(`^${ORIGIN}/`));
    const site = ofType(head, 'WebSite') as {
      url: string;
      potentialAction: { target: { urlTemplate: string }; 'query-input': string };
    };
    expect(site.url).toBe(`${ORIGIN}/${query}`);
    // The template a search engine fills in is our results page, which answers it.
    const template = site.potentialAction.target.urlTemplate;
    expect(template).toContain('search={search_term_string}');
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    const results = await headOf(
      new URL(template.replace('{search_term_string}', 'Beef')).pathname +
        new URL(template.replace('{search_term_string}', 'Beef')).search,
    );
    expect(results.status).toBe(200);
    expect(results.title).toMatch(/Beef/);
    const business = ofType(head, 'Organization') as Record<string, string>;
    expect(business).toMatchObject({ name: 'Storefront', url: `${ORIGIN}/${query}` });
    expect(business.logo).toMatch(new RegExp(`^${ORIGIN}/`));
  });

  it("is the build's page: its markup and scripts as built, its head the landing's", async () => {
    const res = await world.app.inject({ method: 'GET', url: '/?lang=ar' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<div id="root"></div><script type="module" src="/assets/index.js">',
    );
    expect(res.body).toMatch(
      /^<!doctype html><html lang="ar" dir="rtl"><head><title>Storefront<\/title><meta name="description"/,
    );
  });
});

describe('an address per language', () => {
  it.each([
    ['bn', 'ltr'],
    ['ar', 'rtl'],
  ])('?lang=%s renders in that language, with no cookie naming it', async (lang, dir) => {
    const english = await headOf('/product/5');
    const head = await headOf(`/product/5?lang=${lang}`);
    expect(head.lang).toBe(lang);
    expect(head.dir).toBe(dir);
    expect(head.meta.get('description')).not.toBe(english.meta.get('description'));
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(
      `${ORIGIN}/product/5?lang=${lang}`,
    );
  });
});

describe('robots and sitemaps', () => {
  it('/robots.txt allows the shop, keeps customer pages and filtered results out, names the sitemap', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/checkout', '/profile', '/my-orders', '/api/', '/*sort='])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("/sitemap.xml: each module's items and stores, each URL a page that names itself canonical", async () => {
    const index = await world.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const sitemaps = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    const kinds = sitemaps.map((sitemap) => /\/sitemaps\/(items|stores)-/.exec(sitemap)?.[1]);
    expect(new Set(kinds)).toEqual(new Set(['items', 'stores']));
    for (const kind of ['items', 'stores']) {
      const sitemap = await world.app.inject({
        method: 'GET',
        url: new URL(sitemaps[kinds.indexOf(kind)]!).pathname,
      });
      expect(sitemap.statusCode).toBe(200);
      const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
        unescape(loc!),
      );
      expect(urls.length).toBeGreaterThan(0);
      // A sample, as a crawler asks: no cookie. Its alternates are those the sitemap lists.
      for (const url of [urls[0]!, urls[urls.length - 1]!]) {
        const { pathname, search } = new URL(url);
        const head = await headOf(pathname + search, '');
        expect(head.status, url).toBe(200);
        expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(url);
        const bengali = head.links.find((link) => link.hreflang === 'bn')!.href;
        expect(sitemap.body).toContain(`hreflang="bn" href="${bengali.replaceAll('&', '&amp;')}"`);
      }
    }
  });

  it('gives each URL its lastmod: when it last changed (an update now), else when it was made', async () => {
    const sitemapOf = async () => {
      const index = await world.app.inject({ method: 'GET', url: '/sitemap.xml' });
      const first = /<loc>([^<]+\/sitemaps\/items-[^<]+)<\/loc>/.exec(index.body)![1]!;
      const sitemap = await world.app.inject({ method: 'GET', url: new URL(first).pathname });
      return new Map(
        [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map(
          ([, loc, lastmod]) => [new URL(loc!).pathname, lastmod!],
        ),
      );
    };
    const before = await sitemapOf();
    for (const lastmod of before.values()) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [path, made] = [...before][0]!;
    const id = Number(path.split('/').pop());
    const { created_at: createdAt } = await world.db
      .selectFrom('items')
      .select('created_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(made).toBe(createdAt.slice(0, 10));
    // Changed today (whoever writes: a trigger keeps the time): the sitemap is made again.
    await world.db
      .updateTable('items')
      .set({ name: 'Renamed for the sitemap' })
      .where('id', '=', id)
      .execute();
    const after = await sitemapOf();
    expect(after.get(path)).toBe(new Date().toISOString().slice(0, 10));
    const [otherPath, otherMade] = [...before][1]!;
    expect(after.get(otherPath)).toBe(otherMade);
  });
});
