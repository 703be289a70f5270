import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { holdAppCode } from '../fixtures/held-code';
import { tr as t } from '../fixtures/i18n';
import { customerWithCart } from '../fixtures/customer-cart';
import { placeOrderOf } from '../fixtures/orders';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { homeSectionsOf, onFirstScreen, type HomeSection } from '../../src/domain/home-layout';
import { apiSettled } from '../fixtures/api-settled';

/** What a home section's data is asked from (the sections the test looks for). */
const SECTION_CALLS: Partial<Record<HomeSection, RegExp>> = {
  banners: /\/banners/,
  categories: /\/categories(\?|$)/,
  popularItems: /\/items\/popular/,
  bestReviewed: /\/items\/most-reviewed/,
};

/**
 * Issue 28's guard: each shopping page arrives rendered by the server (its heading and first
 * products in the HTML, before any script), and hydration neither mismatches nor asks the
 * provider again for what the server already answered. Runs against the server-rendered app
 * (`SSR=1`, what `npm start` serves); the static SPA renders in the browser, so it is skipped there.
 */
test.skip(process.env.SSR === '0', 'the static SPA renders every page in the browser');

/** The server's page is hydrated and its early taps replayed (main.tsx, early-taps.ts). */
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated');

test('shopping pages come from the server and hydrate without asking again', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  // The first visit stores the place; the app writes its cookie copy for the server.
  await page.goto('/home');
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .toEqual(expect.arrayContaining(['sf.zoneid', 'sf.module', 'sf.language-setting']));

  const item = world.first.item;
  // The home's first screen comes from the server; its later sections, from the browser.
  const type = world.module.module_type;
  const firstScreen = homeSectionsOf(type).filter((_, index) => onFirstScreen(type, index));
  const pages = [
    {
      path: '/home',
      shows: [t(`home.hero.${type}.title`)],
      code: /\/assets\/HomePage-/,
      answered: firstScreen.flatMap((section) => SECTION_CALLS[section] ?? []),
    },
    {
      path: `/store/${world.first.store.id}`,
      shows: [world.first.store.name, item.name],
      code: /\/assets\/StorePage-/,
      answered: [/\/stores\/details\//, /\/items\/latest/],
    },
    {
      path: `/product/${item.id}`,
      shows: [item.name],
      code: /\/assets\/ItemPage-/,
      answered: [/\/items\/details\//],
    },
    {
      path: `/home?data_type=searched&search=${encodeURIComponent(item.name)}`,
      shows: [t('search.resultsFor', { search: item.name }), item.name],
      code: /\/assets\/HomePage-/,
      answered: [/\/items\/search\?/],
    },
  ];

  // That first page (rendered in the browser: no copy yet) is done asking.
  await apiSettled(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let asked: string[] = [];
  page.on('request', (call) => asked.push(call.url()));
  // What the page asks from when its document arrives: the page before it may still be asking.
  page.on('response', (answer) => {
    if (answer.request().isNavigationRequest() && answer.frame() === page.mainFrame()) asked = [];
  });

  for (const { path, shows, code, answered } of pages) {
    const response = await page.goto(path);
    const html = (await response!.text()).replaceAll('&amp;', '&');
    for (const text of shows) expect(html, `${path}: server HTML shows ${text}`).toContain(text);
    expect(html, `${path}: carries its data`).toContain('id="ssr-data"');
    // It names the code of its views (its page's, the bar's cart button), asked for beside the
    // entry (server/http/page-modules.ts).
    const listed = JSON.parse(/id="page-modules">([^<]*)</.exec(html)?.[1] ?? '[]') as unknown;
    expect(listed, `${path}: lists its views' code`).toEqual(
      expect.arrayContaining([expect.stringMatching(code), expect.stringMatching(/CartButton-/)]),
    );
    // Public, per cookie copy: a CDN may keep it briefly (no customer's data is in it).
    expect(response!.headers()['cache-control']).toContain('s-maxage=');
    expect(response!.headers()['vary']).toContain('cookie');

    await hydrated(page);
    await apiSettled(page);
    const again = asked.filter((url) => answered.some((endpoint) => endpoint.test(url)));
    expect(again, `${path}: asked again after the server answered`).toEqual([]);
    expect(
      errors.filter((text) => text.includes('hydration')),
      `${path}: hydration`,
    ).toEqual([]);
  }
});

test("a store's shared link opens for a visitor with no place: in the zone its address names", async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { store } = world.first;
  const details = (await request
    .get(`/api/v1/stores/details/${store.id}`, {
      headers: { zoneId: JSON.stringify(world.zoneIds), moduleId: String(world.module.id) },
    })
    .then((answer) => answer.json())) as { zone_id: number; module_id: number };
  // As a chat app's link or a search engine's result gives it: nothing stored in the browser.
  const address = `/store/${store.id}?module_id=${details.module_id}&store_zone_id=${details.zone_id}`;
  const response = await page.goto(address);
  const html = (await response!.text()).replaceAll('&amp;', '&');
  expect(html).toContain(`<link rel="canonical" href="${new URL(address, page.url()).href}"`);
  expect(html).toContain(world.first.item.name);
  await hydrated(page);
  // The page stays (no place chosen yet), with the store's items to browse.
  await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(page.getByText(world.first.item.name).first()).toBeVisible();
  await expect(page).toHaveURL(address);
});

test('a tap or a search before the page is hydrated is not lost; a tap meets the one-store rule', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  await page.goto('/home');
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .toContain('sf.module');

  /** The store page from the server, its Add tapped while the app's code is slow to arrive. */
  async function tapBeforeHydration(store: { id: number }, item: { name: string }) {
    const letCodeThrough = await holdAppCode(page);
    await page.goto(`/store/${store.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: t('item.addNamed', { name: item.name }) }).click();
    expect(
      await page.evaluate(
        () => (window as { __sfEarlyTaps?: { taps: unknown[] } }).__sfEarlyTaps?.taps.length,
      ),
    ).toBe(1);
    await letCodeThrough();
  }

  await tapBeforeHydration(world.first.store, world.first.item);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  // The replayed tap comes before the page has fetched the cart: the rule is checked on the
  // provider's cart all the same.
  await tapBeforeHydration(world.second.store, world.second.item);
  const clearDialog = page.getByRole('alertdialog', { name: t('cart.clearTitle') });
  await expect(clearDialog).toBeVisible();
  await clearDialog.getByRole('button', { name: t('cart.clearCart') }).click();
  await expect(page.getByText(t('cart.clearedAndAdded'))).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Words typed into the search box and sent before hydration are searched once it is done (the
  // box showed them, but the app's own text was empty: an empty search went home).
  const letCodeThrough = await holdAppCode(page);
  await page.goto(`/store/${world.first.store.id}`, { waitUntil: 'commit' });
  const search = page.getByRole('banner').getByRole('searchbox', { name: t('search.label') });
  await search.fill(world.first.item.name);
  await search.press('Enter');
  await letCodeThrough();
  await expect
    .poll(() => new URL(page.url()).searchParams.get('search'))
    .toBe(world.first.item.name);
  await expect(search).toHaveValue(world.first.item.name);
});

test("a signed-in customer's own pages come from the server with their data, for no cache", async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { token } = await customerWithCart(page, request, world, [
    { itemId: world.first.item.id, quantity: 1 },
  ]);
  // The first visit (rendered in the browser: no cookie copy yet) writes the copy and who the
  // visitor is (the token; the guest id, sent to the checkout only).
  await page.goto('/home');
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .toEqual(expect.arrayContaining(['sf.zoneid', 'sf.token', 'sf.guest_id']));
  // That first page (rendered in the browser) is done asking: its calls are not the next page's.
  await apiSettled(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  let asked: string[] = [];
  page.on('request', (call) => asked.push(call.url()));
  // What the page asks from when its document arrives: the page before it may still be asking.
  page.on('response', (answer) => {
    if (answer.request().isNavigationRequest() && answer.frame() === page.mainFrame()) asked = [];
  });

  /**
   * The page from the server, with what it `shows`; hydrated, it shows `then` with no mismatch,
   * and asks for none of what the server `answered` again.
   */
  async function fromTheServer(path: string, shows: string[], then: Locator, answered: RegExp[]) {
    const response = await page.goto(path);
    const html = (await response!.text()).replaceAll('&amp;', '&');
    for (const text of shows) expect(html, `${path}: server HTML shows ${text}`).toContain(text);
    // The account menu, not Sign in: the page is the customer's from its first paint.
    expect(html, `${path}: a signed-in customer's header`).not.toContain('href="/auth/sign-in');
    expect(response!.headers()['cache-control'], `${path}: no cache keeps it`).toBe('no-store');
    await hydrated(page);
    await expect(then).toBeVisible();
    expect(
      errors.filter((text) => text.includes('hydration')),
      `${path}: hydration`,
    ).toEqual([]);
    await apiSettled(page);
    const again = asked.filter((url) => answered.some((endpoint) => endpoint.test(url)));
    expect(again, `${path}: asked again after the server answered`).toEqual([]);
  }

  // Their cart.
  await fromTheServer(
    '/checkout?page=cart',
    [t('checkout.title'), world.first.item.name],
    page.getByRole('button', { name: t('checkout.placeOrder') }),
    [/\/customer\/cart\/list/],
  );
  // A new customer has no running order.
  await fromTheServer(
    '/my-orders',
    [t('myOrders.title'), t('myOrders.empty.running')],
    page.getByText(t('myOrders.empty.running')),
    [/\/customer\/order\/running-orders/],
  );
  // Then one, and its page.
  const orderId = await placeOrderOf(request, world, { token }, 'digital_payment');
  await fromTheServer(
    `/profile?page=my-orders&orderId=${orderId}`,
    [t('tracking.title', { id: orderId }), world.first.item.name],
    page.getByRole('button', { name: t('myOrders.cancelOrder') }),
    [/\/customer\/order\/details/],
  );
});
