// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, type RenderedPage } from '@/app/ssr/entry-server';
import { customer } from './account-helpers';
import { call, makeWorld, MODULE, newGuest, ZONE, type TestWorld } from './helpers';

/*
 * Server rendering (issue 28) through the SSR entry itself, against a provider of the demo
 * world: what a page's HTML holds before any script runs, and that two customers rendered at the
 * same time never see each other's place, module or language.
 */

type Stored = Record<string, string>;
type Dehydrated = { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
type Page = {
  html: string;
  head: string;
  lang: string;
  dir: string;
  data: { storage: Stored; queries: Dehydrated };
};

const cookieOf = (stored: Stored) =>
  Object.entries(stored)
    .map(([key, value]) => `sf.${key}=${encodeURIComponent(value)}`)
    .join('; ');

const place = (address: string, moduleId: number, moduleName: string, language: string) => ({
  zoneid: `[${ZONE.central}]`,
  currentLatLng: JSON.stringify({ lat: 23.7806, lng: 90.4163 }),
  location: address,
  module: JSON.stringify({ id: moduleId, module_name: moduleName, module_type: moduleName }),
  'language-setting': language,
});
const ALICE = place('Alice Street 1', MODULE.food, 'food', 'en');
const BOB = place('Bob Road 2', MODULE.grocery, 'grocery', 'ar');

let world: TestWorld;
let apiOrigin: string;
/** where the pages are: their canonical addresses */
const ORIGIN = 'https://shop.example';

beforeAll(async () => {
  world = await makeWorld();
  await world.app.listen({ port: 0, host: '127.0.0.1' });
  apiOrigin = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
});
afterAll(() => world.close());

async function render(url: string, stored: Stored, visitor = ''): Promise<Page> {
  const page: RenderedPage = await renderPage({
    url,
    cookie: [cookieOf(stored), visitor].filter(Boolean).join('; '),
    apiOrigin,
    origin: ORIGIN,
    globalStylesInPage: true,
  });
  if (page.kind !== 'page') throw new Error(`${url} was not rendered: ${JSON.stringify(page)}`);
  let html = '';
  for await (const chunk of page.body) html += String(chunk);
  return {
    html: unescapeHtml(html),
    head: page.head,
    lang: page.lang,
    dir: page.dir,
    data: JSON.parse(page.data()),
  };
}

function unescapeHtml(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page's first heading's text. */
const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

/** The dehydrated answer under the query key starting with `first` (and `second`). */
function answer<T>(page: Page, first: string, second?: string): T {
  const query = page.data.queries.queries.find(
    ({ queryKey }) => queryKey[0] === first && (second === undefined || queryKey[1] === second),
  );
  if (!query) throw new Error(`no ${first} ${second ?? ''} query in the page`);
  return query.state.data as T;
}

const names = (list: { name: string }[], count = 3) => list.slice(0, count).map((x) => x.name);

describe('a server-rendered page holds its heading and first products before any script', () => {
  it("the module home: its first screen's sections; the later ones come in the browser", async () => {
    const page = await render('/home', ALICE);
    expect(heading(page.html)).toBeTruthy();
    // food: banners, visited stores (the visitor's own), best reviewed; then the rest
    const items = answer<{ products: { name: string }[] }>(page, 'home', 'items-most-reviewed');
    for (const name of names(items.products)) expect(page.html).toContain(name);
    expect(() => answer(page, 'stores'), 'the stores section: fetched by the browser').toThrow();
  });

  it.each([
    ['grocery', MODULE.grocery],
    ['pharmacy', MODULE.pharmacy],
    ['ecommerce', MODULE.shop],
    ['parcel', MODULE.parcel],
  ] as const)('the %s home: its heading and its first sections', async (type, id) => {
    const page = await render('/home', {
      ...ALICE,
      module: JSON.stringify({ id, module_name: type, module_type: type }),
    });
    expect(heading(page.html)).toBeTruthy();
    const sections = [...page.html.matchAll(/<h2[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(sections.length, `${type}: sections in the server's HTML`).toBeGreaterThan(1);
    if (type !== 'parcel') {
      const categories = answer<{ name: string }[]>(page, 'home', 'categories');
      for (const name of names(categories, 2)) expect(page.html).toContain(name);
      expect(() => answer(page, 'stores'), 'below the first screen').toThrow();
    }
  });

  it('a category: its first items', async () => {
    const page = await render('/category/1', ALICE);
    expect(heading(page.html)).toBeTruthy();
    const items = answer<{ pages: { products: { name: string }[] }[] }>(page, 'category-items');
    expect(items.pages[0]!.products.length).toBeGreaterThan(0);
    for (const name of names(items.pages[0]!.products, 2)) expect(page.html).toContain(name);
  });

  it('a store: its name and first items', async () => {
    const page = await render('/store/1', ALICE);
    expect(heading(page.html)).toBe(answer<{ name: string }>(page, 'store').name);
    const items = answer<{ pages: { products: { name: string }[] }[] }>(page, 'store-items');
    expect(items.pages[0]!.products.length).toBeGreaterThan(0);
    for (const name of names(items.pages[0]!.products)) expect(page.html).toContain(name);
    // The business zone's clock for the browser ("today's hours" without Intl while it hydrates).
    const zone = answer<{ timeZone: string; offsetMinutes: number; from: number; to: number }>(
      page,
      'zone-span',
    );
    expect(zone).toMatchObject({ timeZone: 'Asia/Dhaka', offsetMinutes: 360 });
    expect(zone.to - zone.from).toBe(2 * 24 * 60 * 60 * 1000);
  });

  it("a store's styles: every class its markup uses in one tag of the head, none in the body", async () => {
    const page = await render('/store/1', ALICE);
    expect(page.html).not.toContain('<style');
    const tag = /^<style data-emotion="css ([^"]+)" data-s="">([\s\S]*)<\/style>$/.exec(page.head);
    expect(tag, page.head.slice(0, 200)).not.toBeNull();
    const [, names, css] = tag!;
    const used = new Set([...page.html.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) {
      expect(names!.split(' ')).toContain(name);
      expect(css).toContain(`.css-${name}`);
    }
  });

  it('leaves the forms typed into at once to the browser', async () => {
    for (const url of ['/payment-status?status=fail', '/auth/sign-in', '/chatting'])
      expect(
        await renderPage({
          url,
          cookie: cookieOf(ALICE),
          apiOrigin,
          origin: ORIGIN,
          globalStylesInPage: true,
        }),
      ).toEqual({ kind: 'browser' });
  });

  it("a signed-in customer's own pages: with their data, kept by no shared cache", async () => {
    const { token } = await customer(world.app);
    const signedIn = `${cookieOf(ALICE)}; sf.token=${token}`;
    for (const [url, title] of [
      ['/checkout?page=cart', 'Checkout'],
      ['/my-orders', 'My Orders'],
    ] as const) {
      const page = await renderPage({
        url,
        cookie: signedIn,
        apiOrigin,
        origin: ORIGIN,
        globalStylesInPage: true,
      });
      if (page.kind !== 'page') throw new Error(`${url}: ${page.kind}`);
      expect(page.shared).toBe(false);
      let html = '';
      for await (const chunk of page.body) html += String(chunk);
      expect(unescapeHtml(html)).toContain(title);
      const data = page.data();
      const parsed = JSON.parse(data) as Page['data'] & { signedIn: boolean };
      expect(parsed.signedIn).toBe(true);
      const areas = parsed.queries.queries.map(({ queryKey }) => String(queryKey[0]));
      // Theirs, answered with their token.
      if (url === '/my-orders') expect(areas).toContain('orders');
      // Who the customer is never goes into the page.
      expect(data).not.toContain(token);
      expect(html).not.toContain(token);
    }
  });

  it("a guest's checkout: their cart, by the guest id sent to the checkout alone", async () => {
    const guestId = await newGuest(world.app);
    const added = await call(world.app, 'POST', '/api/v1/customer/cart/add', {
      headers: { zoneId: `[${ZONE.central}]`, moduleId: String(MODULE.food) },
      body: { guest_id: guestId, item_id: 5, quantity: 1 },
    });
    expect(added.status).toBe(200);
    const item = (await call(world.app, 'GET', '/api/v1/items/details/5')).body as { name: string };
    const page = await render('/checkout?page=cart', { ...ALICE }, `sf.guest_id=${guestId}`);
    expect(page.html).toContain(item.name);
    expect(heading(page.html)).toBe('Checkout');
  });

  it("a signed-in customer's public page: theirs (the account menu), for no shared cache", async () => {
    const { token } = await customer(world.app);
    const cookie = `${cookieOf(ALICE)}; sf.token=${token}`;
    const page = await renderPage({
      url: '/store/1',
      cookie,
      apiOrigin,
      origin: ORIGIN,
      globalStylesInPage: true,
    });
    if (page.kind !== 'page') throw new Error(page.kind);
    expect(page.shared).toBe(false);
    const guest = await renderPage({
      url: '/store/1',
      cookie: cookieOf(ALICE),
      apiOrigin,
      origin: ORIGIN,
      globalStylesInPage: true,
    });
    expect(guest.kind === 'page' && guest.shared).toBe(true);
    let html = '';
    for await (const chunk of page.body) html += String(chunk);
    expect(html).not.toMatch(/href="\/auth\/sign-in/);
  });

  it('an item: its name', async () => {
    const page = await render('/product/5', ALICE);
    expect(heading(page.html)).toBe(answer<{ name: string }>(page, 'item').name);
  });

  it('search results: the heading, the count found and the first items, not asked again', async () => {
    const store = await render('/store/1', ALICE);
    const storeItems = answer<{ pages: { products: { name: string }[] }[] }>(store, 'store-items');
    const word = storeItems.pages[0]!.products[0]!.name.split(' ')[0]!;
    const page = await render(`/home?data_type=searched&search=${encodeURIComponent(word)}`, ALICE);
    const first = answer<{ items: { name: string }[]; totalSize: number }>(
      page,
      'search-first-page',
    );
    expect(first.items.length).toBeGreaterThan(0);
    expect(heading(page.html)).toContain(word);
    expect(page.html).toMatch(new RegExp(`Found (<!-- -->)?${first.totalSize}(<!-- -->)? result`));
    for (const name of names(first.items)) expect(page.html).toContain(name);
    // The flow's own results are rebuilt from that first page in the browser, not sent twice.
    expect(page.data.queries.queries.map(({ queryKey }) => queryKey[0])).not.toContain(
      'search-results',
    );
  });

  it('the categories: the first ones', async () => {
    const page = await render('/categories', ALICE);
    expect(heading(page.html)).toBe('Categories');
    const categories = answer<{ name: string }[]>(page, 'home', 'categories');
    expect(categories.length).toBeGreaterThan(0);
    for (const name of names(categories)) expect(page.html).toContain(name);
  });

  it("asks for no customer's data: a guest's page with no guest id, no cart", async () => {
    const guests = () =>
      world.db
        .selectFrom('guests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then(({ n }) => Number(n));
    const before = await guests();
    for (const url of ['/store/1', '/home']) {
      const page = await render(url, ALICE);
      const areas = page.data.queries.queries.map(({ queryKey }) => queryKey[0]);
      expect(areas).not.toContain('cart');
      expect(areas).not.toContain('wishlist');
      expect(JSON.stringify(page.data)).not.toMatch(/"guest_?id"/i);
      expect(page.data).toMatchObject({ signedIn: false, withGuestId: false });
    }
    // The server's session asked the provider for no guest id.
    expect(await guests()).toBe(before);
  });
});

describe("each page's data is declared by its route", () => {
  const module = (id: number, type: string) => ({
    ...ALICE,
    module: JSON.stringify({ id, module_name: type, module_type: type }),
  });
  const search = `/home?data_type=searched&search=Beef`;
  it.each([
    ['/home', module(MODULE.food, 'food')],
    ['/home', module(MODULE.grocery, 'grocery')],
    ['/home', module(MODULE.pharmacy, 'pharmacy')],
    ['/home', module(MODULE.shop, 'ecommerce')],
    ['/home', module(MODULE.parcel, 'parcel')],
    ['/home?store_type=popular', ALICE],
    [search, ALICE],
    ['/categories', ALICE],
    ['/category/1', ALICE],
    ['/category/1?tab=stores', ALICE],
    ['/all-brands', module(MODULE.shop, 'ecommerce')],
    ['/store/latest', ALICE],
    ['/store/popular', ALICE],
    ['/store/1', ALICE],
    ['/store/1?category=1', ALICE],
    ['/store/1?search=rice', ALICE],
    ['/flash-sales', module(MODULE.grocery, 'grocery')],
    ['/campaigns/{first}', ALICE],
    ['/product/5', ALICE],
    ['/help-and-support', ALICE],
  ] as const)(
    '%s: rendered once, asking for nothing its route did not fetch',
    async (url, stored) => {
      const campaigns = await call(world.app, 'GET', '/api/v1/campaigns/basic', {
        headers: { zoneId: `[${ZONE.central}]`, moduleId: String(MODULE.food) },
      });
      const first = (campaigns.body as { id: number }[])[0]!.id;
      const page = await renderPage({
        url: url.replace('{first}', String(first)),
        cookie: cookieOf(stored),
        apiOrigin,
        origin: ORIGIN,
        globalStylesInPage: true,
      });
      if (page.kind !== 'page') throw new Error(`${url}: ${page.kind}`);
      for await (const chunk of page.body) void chunk;
      expect(page.timings.renders).toBe(1);
      expect(page.timings.undeclared, 'queries left to the browser').toBe(0);
      expect({ status: page.status, shared: page.shared }).toEqual({ status: 200, shared: true });
    },
  );
});

describe("a signed-in customer's pages: their data declared by the route", () => {
  it('renders each once, asking for nothing its route did not fetch', async () => {
    const { token } = await customer(world.app);
    const cookie = `${cookieOf(ALICE)}; sf.token=${token}`;
    for (const url of [
      '/profile',
      '/profile?page=my-orders&tab=history',
      '/profile?page=address',
      '/my-orders?orderId=100001',
      '/wallet',
      '/loyalty-points',
      '/referral-code',
      '/coupons',
      '/store/1',
    ]) {
      const page = await renderPage({
        url,
        cookie,
        apiOrigin,
        origin: ORIGIN,
        globalStylesInPage: true,
      });
      if (page.kind !== 'page') throw new Error(`${url}: ${page.kind}`);
      for await (const chunk of page.body) void chunk;
      expect(page.timings, url).toMatchObject({ renders: 1, undeclared: 0 });
      expect(page.shared, url).toBe(false);
    }
  });
});

describe('two customers rendered at the same time', () => {
  it("never see each other's place, module or language", async () => {
    const urls = ['/home', '/store/1', '/categories'];
    const pages = await Promise.all(
      [1, 2].flatMap(() =>
        urls.flatMap((url) => [
          render(url, ALICE).then((page) => ({ who: ALICE, other: BOB, url, page })),
          render(url, BOB).then((page) => ({ who: BOB, other: ALICE, url, page })),
        ]),
      ),
    );
    for (const { who, other, url, page } of pages) {
      const where = `${who.location} on ${url}`;
      const moduleId = (JSON.parse(who.module) as { id: number }).id;
      expect(page.data.storage, where).toEqual(who);
      expect(page.html, where).toContain(who.location);
      expect(page.html, where).not.toContain(other.location);
      expect(JSON.stringify(page.data), where).not.toContain(other.location);
      expect(page.lang, where).toBe(who['language-setting']);
      expect(page.dir, where).toBe(who['language-setting'] === 'ar' ? 'rtl' : 'ltr');
      const keys = JSON.stringify(page.data.queries.queries.map(({ queryKey }) => queryKey));
      for (const [, id] of keys.matchAll(/"moduleId":(\d+)/g))
        expect(Number(id), where).toBe(moduleId);
      for (const [, language] of keys.matchAll(/"language":"(\w+)"/g))
        expect(language, where).toBe(who['language-setting']);
    }
  });
});
