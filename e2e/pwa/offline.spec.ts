import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { expectAccessible, switchColorScheme } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { tokenOf } from '../fixtures/delivered-order';
import { tr } from '../fixtures/i18n';
import { MESSAGES } from '../../server/http/messages';
import { placeOrderOf } from '../fixtures/orders';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld, type SimpleItem } from '../fixtures/world';
import { connectivityBanner, controlledByWorker } from './support';
import { apiSettled, picturesLoaded } from '../fixtures/api-settled';
import { listenAsScreenReader, timesReadOut } from '../fixtures/read-out';

// These specs run with the app's service worker (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const headersOf = (world: JourneyWorld) => ({
  zoneId: JSON.stringify(world.zoneIds),
  moduleId: String(world.module.id),
});

/** Another item of the first store that can be added without options. */
async function secondItemOfFirstStore(request: APIRequestContext, world: JourneyWorld) {
  const answer = await request.get(
    `/api/v1/items/latest?store_id=${world.first.store.id}&offset=1&limit=20`,
    { headers: headersOf(world) },
  );
  const items = (await answer.json()).products as Array<SimpleItem & Record<string, unknown>>;
  const simple = items.find(
    (item) =>
      item.id !== world.first.item.id &&
      [item.variations, item.food_variations, item.add_ons].every(
        (list) => !Array.isArray(list) || list.length === 0,
      ) &&
      (item.stock == null || Number(item.stock) > 5),
  );
  if (!simple) throw new Error('the first store sells one simple item only');
  return { id: Number(simple.id), name: String(simple.name), store_id: Number(simple.store_id) };
}

/** Opens a page online once the worker controls the tab, so what it reads is kept. */
async function openWithWorker(page: Page, path: string) {
  await page.goto('/home');
  await controlledByWorker(page);
  await page.goto(path);
}

/** Every URL the worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

test('a visited store and item open offline with what was last seen; an unseen page needs a connection', async ({
  page,
  context,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  await openWithWorker(page, `/store/${world.first.store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: world.first.store.name })).toBeVisible();
  // Its pictures are in before the page is left.
  await picturesLoaded(page);
  await page.goto(`/product/${world.first.item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: world.first.item.name })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: world.first.item.name })).toBeVisible();
  await expect(connectivityBanner(page)).toHaveText(tr('pwa.offline'));
  await page.goto(`/store/${world.first.store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: world.first.store.name })).toBeVisible();
  await expect(
    page.getByRole('button', { name: tr('item.addNamed', { name: world.first.item.name }) }),
  ).toBeVisible();
  await expect(connectivityBanner(page)).toHaveText(tr('pwa.offline'));
  await page.screenshot({ path: 'test-results/screens/pwa-offline-store.png' });
  await expectAccessible(page, 'an offline store page');
  await switchColorScheme(page, 'dark');
  await expectAccessible(page, 'an offline store page, dark', { coloursOnly: true });
  await switchColorScheme(page, 'light');

  // Never opened here, reached inside the app (the router) and by a fresh load (the worker
  // answers with the app shell): it needs a connection, with Try again.
  await page.evaluate(
    (path) => history.pushState(null, '', path),
    `/store/${world.second.store.id}`,
  );
  await expect(connectivityBanner(page)).toContainText(tr('pwa.needsConnection'));
  await page.goto(`/store/${world.second.store.id}`);
  await expect(connectivityBanner(page)).toContainText(tr('pwa.needsConnection'));
  const tryAgain = connectivityBanner(page).getByRole('button', { name: tr('pwa.tryAgain') });
  await tryAgain.click();
  await expect(connectivityBanner(page)).toContainText(tr('pwa.needsConnection'));
  // Back online, Try again loads it (the banner goes; the page's own Try again stays).
  await context.setOffline(false);
  await expect(connectivityBanner(page)).toBeHidden();
  const stillFailed = page.getByRole('alert').getByRole('button', { name: tr('common.retry') });
  if (await stillFailed.isVisible()) await stillFailed.click();
  await expect(
    page.getByRole('heading', { level: 1, name: world.second.store.name }),
  ).toBeVisible();
  await expect(connectivityBanner(page)).toBeHidden();

  // The pictures seen are kept; nothing of a customer is.
  expect((await cachedUrls(page)).some((url) => url.includes('/api/v1/images/'))).toBe(true);
  expect(
    (await cachedUrls(page)).filter((url) => /\/api\/v1\/(customer|auth)\//.test(url)),
  ).toEqual([]);
});

test("a customer's orders are never answered from the worker's cache", async ({
  page,
  context,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  const token = await tokenOf(request, customer);
  const orderId = await placeOrderOf(request, world, { token }, 'digital_payment');
  await returningVisitor(page, world);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('signed-out')) localStorage.setItem('token', value);
  }, token);

  await openWithWorker(page, '/my-orders');
  await expect(page.getByText(String(orderId)).first()).toBeVisible();
  // Signed out (as the menu's Sign out leaves storage), then offline.
  await page.evaluate(() => {
    sessionStorage.setItem('signed-out', '1');
    localStorage.removeItem('token');
  });
  await context.setOffline(true);
  await page.goto('/my-orders');
  await expect(connectivityBanner(page)).toBeVisible();
  await expect(page.getByText(String(orderId))).toHaveCount(0);
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  expect(
    urls.filter((url) => /\/api\/v1\/(customer|auth|order|wallet|payment|message)/.test(url)),
  ).toEqual([]);
  // Nor a customer's page (server-rendered pages are kept only for the public ones).
  expect(
    urls.filter((url) =>
      /^\/(my-orders|profile|wallet|checkout|chatting|track-order)/.test(new URL(url).pathname),
    ),
  ).toEqual([]);
});

test('cart changes made offline wait on their lines and reach the provider once, in order', async ({
  page,
  context,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const other = await secondItemOfFirstStore(request, world);
  await returningVisitor(page, world);
  await listenAsScreenReader(page);
  await openWithWorker(page, `/store/${world.first.store.id}`);
  const add = (name: string) =>
    page.getByRole('button', { name: tr('item.addNamed', { name }) }).first();
  await expect(add(world.first.item.name)).toBeVisible();
  const guestId = await expect
    .poll(() => page.evaluate(() => localStorage.getItem('guest_id')))
    .not.toBeNull()
    .then(() => page.evaluate(() => localStorage.getItem('guest_id')!));

  await context.setOffline(true);
  await expect(connectivityBanner(page)).toHaveAttribute('data-state', 'offline');
  await add(world.first.item.name).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByText(tr('pwa.savedOffline')).first()).toBeVisible();
  await add(other.name).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  // The banner was read out as the network went, once: not again as the page changed under it.
  expect(await timesReadOut(page, tr('pwa.offline'))).toBe(1);

  await page.getByRole('button', { name: new RegExp(`^${tr('cart.button')}`) }).click();
  const drawer = page.getByRole('dialog', { name: tr('cart.title') });
  await expect(drawer.getByTestId('line-waiting')).toHaveCount(2);
  await drawer.getByRole('button', { name: tr('item.increase', { name: other.name }) }).click();
  await expect(
    drawer.getByRole('group', { name: tr('item.quantityOf', { name: other.name }) }),
  ).toContainText('02');
  await page.screenshot({ path: 'test-results/screens/pwa-offline-cart.png' });

  // A change the provider will refuse (an item it does not sell), queued behind the others.
  await page.evaluate(
    ({ guestId, moduleId, storeId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('storefront-outbox', 1);
        open.onsuccess = () => {
          const tx = open.result.transaction('changes', 'readwrite');
          tx.objectStore('changes').add({
            kind: 'add',
            itemId: 999_999,
            storeId,
            itemPath: '999999',
            quantity: 1,
            price: 1,
            key: 'refused-line',
            guestId,
            moduleId,
          });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { guestId, moduleId: world.module.id, storeId: world.first.store.id },
  );

  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.item_not_found.en)).toBeVisible();
  await expect(connectivityBanner(page)).toBeHidden();
  await expect(drawer.getByTestId('line-waiting')).toHaveCount(0);

  const cart = (await (
    await request.get(`/api/v1/customer/cart/list?guest_id=${guestId}`, {
      headers: headersOf(world),
    })
  ).json()) as Array<{ item_id: number; quantity: number }>;
  expect(cart.map((line) => [line.item_id, line.quantity]).sort()).toEqual(
    [
      [world.first.item.id, 1],
      [other.id, 2],
    ].sort(),
  );

  // Sent again with the same key (a replay whose answer was lost): nothing doubles.
  const again = await request.post('/api/v1/customer/cart/add', {
    headers: { ...headersOf(world), 'Idempotency-Key': 'once-only' },
    data: { guest_id: guestId, item_id: world.first.item.id, model: 'Item', quantity: 1, price: 1 },
  });
  expect(again.ok()).toBe(true);
  const twice = await request.post('/api/v1/customer/cart/add', {
    headers: { ...headersOf(world), 'Idempotency-Key': 'once-only' },
    data: { guest_id: guestId, item_id: world.first.item.id, model: 'Item', quantity: 1, price: 1 },
  });
  const lines = (await twice.json()) as Array<{ item_id: number; quantity: number }>;
  expect(lines.find((line) => line.item_id === world.first.item.id)?.quantity).toBe(2);
});

test("offline, the cart's Checkout and Place order are disabled with the reason; online again the order is placed", async ({
  page,
  context,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  const token = await tokenOf(request, customer);
  await returningVisitor(page, world);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await openWithWorker(page, `/store/${world.first.store.id}`);
  await page
    .getByRole('button', { name: tr('item.addNamed', { name: world.first.item.name }) })
    .first()
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // The cart drawer's Checkout is off too, with the same reason.
  await context.setOffline(true);
  await page.getByRole('button', { name: new RegExp(`^${tr('cart.button')}`) }).click();
  const drawer = page.getByRole('dialog', { name: tr('cart.title') });
  const toCheckout = drawer.getByRole('button', { name: tr('cart.checkout') });
  await expect(toCheckout).toBeDisabled();
  await expect(toCheckout).toHaveAccessibleDescription(tr('pwa.checkoutOffline'));
  await context.setOffline(false);
  await expect(toCheckout).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/checkout?page=cart');
  await page.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Tahmid Test');
  await page.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801711111111');
  await page.getByRole('textbox', { name: tr('checkout.house') }).fill('7');

  await context.setOffline(true);
  const place = page.getByRole('button', { name: tr('checkout.placeOrder') });
  await expect(place).toBeDisabled();
  await expect(page.getByTestId('checkout-offline')).toHaveText(tr('pwa.checkoutOffline'));
  await page.screenshot({ path: 'test-results/screens/pwa-checkout-offline.png' });

  await context.setOffline(false);
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout$/);
});

for (const locale of ['ar', 'bn'] as const) {
  test(`the offline banner in ${locale} at 390 px, light and dark`, async ({
    page,
    context,
    request,
  }) => {
    const world = await findJourneyWorld(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await returningVisitor(page, world, locale);
    await openWithWorker(page, `/store/${world.first.store.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: world.first.store.name }),
    ).toBeVisible();
    // What the page shows is in (and so kept by the worker) before the network goes.
    await picturesLoaded(page);
    await apiSettled(page);
    await context.setOffline(true);
    await page.reload();
    const banner = connectivityBanner(page);
    await expect(banner).toHaveText(tr('pwa.offline', {}, locale));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(
      locale === 'ar' ? 'rtl' : 'ltr',
    );
    const box = (await banner.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    await expectAccessible(page, `offline banner ${locale}`);
    await page.screenshot({ path: `test-results/screens/pwa-offline-${locale}-390.png` });
    await switchColorScheme(page, 'dark');
    await expectAccessible(page, `offline banner ${locale}, dark`, { coloursOnly: true });
    await page.screenshot({ path: `test-results/screens/pwa-offline-${locale}-390-dark.png` });
  });
}

test.describe('a dead network the browser does not know of', () => {
  // No worker here: every request the page makes meets the test's dead network.
  test.use({ serviceWorkers: 'block' });

  test('the browser says online while nothing gets through: the banner shows, an add waits in the outbox and is sent once when the network is back', async ({
    page,
    context,
    request,
  }) => {
    const world = await findJourneyWorld(request);
    await returningVisitor(page, world);
    await page.goto(`/store/${world.first.store.id}`);
    const add = page
      .getByRole('button', { name: tr('item.addNamed', { name: world.first.item.name }) })
      .first();
    await expect(add).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).not.toBeNull();
    const guestId = (await page.evaluate(() => localStorage.getItem('guest_id')))!;

    // Mobile data with no signal: the interface is up, nothing reaches the provider (the app's
    // code, the cart drawer's among it, comes from the browser's cache, as on a phone).
    const provider = /\/(api\/v1\/|healthz)/;
    const dead = (route: Route) => route.abort('internetdisconnected');
    await context.route(provider, dead);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    // The add meets no network: it waits in the outbox, and the probe confirms the banner.
    await add.click();
    await expect(connectivityBanner(page)).toHaveText(tr('pwa.offline'));
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.getByRole('button', { name: new RegExp(`^${tr('cart.button')}`) }).click();
    const drawer = page.getByRole('dialog', { name: tr('cart.title') });
    await expect(drawer.getByTestId('line-waiting')).toHaveCount(1);
    await expect(drawer.getByRole('button', { name: tr('cart.checkout') })).toBeDisabled();

    // The network comes back: the next probe finds the provider, the add is sent, once.
    await context.unroute(provider, dead);
    await expect(connectivityBanner(page)).toBeHidden({ timeout: 30_000 });
    await expect(drawer.getByTestId('line-waiting')).toHaveCount(0);
    const cart = (await (
      await request.get(`/api/v1/customer/cart/list?guest_id=${guestId}`, {
        headers: headersOf(world),
      })
    ).json()) as Array<{ item_id: number; quantity: number }>;
    expect(cart.map((line) => [line.item_id, line.quantity])).toEqual([[world.first.item.id, 1]]);
  });
});
