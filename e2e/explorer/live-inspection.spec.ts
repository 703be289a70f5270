import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { machineRegistry } from '../../machines';
import { expectAccessible, expectAccessibleEverywhere } from '../fixtures/axe';
import { customerWithCart } from '../fixtures/customer-cart';
import { tr as t } from '../fixtures/i18n';
import { expectTabReachesEveryControl } from '../fixtures/keyboard';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

const addToCart = machineRegistry.find((entry) => entry.machine.id === 'addToCart')!;

test('the live explorer follows the store page opened with ?inspect, redacted', async ({
  context,
  request,
}) => {
  const world = await findJourneyWorld(request);
  // The explorer in one tab; a spy beside it keeps every message the app posts, as posted.
  const live = await context.newPage();
  await live.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { liveMessages: seen });
    new BroadcastChannel('storefront-flows-live').onmessage = (event) => seen.push(event.data);
  });
  await live.goto('/flows?live');
  await expect(live.getByRole('heading', { level: 1, name: t('flows.live.title') })).toBeVisible();

  // A signed-in customer with the first store's item in the cart adds the second store's.
  const store = await context.newPage();
  const { customer, token } = await customerWithCart(store, request, world, [
    { itemId: world.first.item.id, quantity: 1 },
  ]);
  const storePath = `/store/${world.second.store.id}`;
  await store.goto(`${storePath}?inspect`);
  await store
    .getByRole('button', { name: t('item.addNamed', { name: world.second.item.name }) })
    .first()
    .click();
  await expect(store.getByRole('alertdialog', { name: t('cart.clearTitle') })).toBeVisible();

  // The add-to-cart actor is in its store-conflict state, on its diagram and in the log.
  const actor = live.getByRole('button', {
    name: `${addToCart.title} · confirmingClear · ${storePath}`,
  });
  await actor.click();
  await expect(actor).toHaveAttribute('aria-pressed', 'true');
  await expect(live.locator('[data-state="addToCart.confirmingClear"]')).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(
    live.getByRole('row', { name: new RegExp(`${addToCart.title} ADD idle confirmingClear$`) }),
  ).toBeVisible();

  await expectAccessible(live, 'live explorer');

  // The customer goes on to the checkout (`?inspect` holds for the tab): its actor shows in the
  // panel, with the signed-in customer's contact filled in from their profile.
  await store.goto('/checkout?page=cart');
  const checkoutTitle = machineRegistry.find((entry) => entry.machine.id === 'checkout')!.title;
  await live.getByRole('button', { name: new RegExp(`^${checkoutTitle} · `) }).click();
  await expect(live.locator('[data-state="checkout.editing"]')).toHaveAttribute(
    'aria-current',
    'step',
  );

  // The session's token and the customer's phone never left the store page or the checkout.
  const posted = await live.evaluate(() =>
    JSON.stringify((window as unknown as { liveMessages: unknown[] }).liveMessages),
  );
  expect(posted).toContain('"machine":"session"');
  expect(posted).toContain('"token":"[redacted]"');
  expect(posted).toContain('"machine":"checkout"');
  for (const secret of [token, customer.phone, customer.phone.slice(1)]) {
    expect(posted).not.toContain(secret);
    expect(await live.content()).not.toContain(secret);
  }
});

/** What a guest types at the checkout: values the panel and its messages are searched for. */
const TYPED = {
  'checkout.contactName': 'Quillon Typedname',
  'checkout.contactPhone': '+8801719876543',
  'checkout.contactEmail': 'typed.known@example.org',
  'checkout.address': '17 Typedvalue Lane',
  'checkout.road': 'Typedroad 5',
  'checkout.house': 'Typedhouse 9',
} as const;

test('a guest’s checkout shows in the live explorer without what they typed; the panel is accessible and keyboard-reachable', async ({
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const world = await findJourneyWorld(request);
  const live = await context.newPage();
  // The same visitor in both tabs (they share this browser's storage): the live tab, opened
  // first, keeps the place and guest the shop uses. Without a place of its own it settled one
  // while the shop shopped, and the shop's next page read another cart, empty (one run in five).
  await returningVisitor(live, world);
  await live.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { liveMessages: seen });
    new BroadcastChannel('storefront-flows-live').onmessage = (event) => seen.push(event.data);
  });
  await live.goto('/flows?live');
  // Its guest id is stored before the shop opens.
  await expect.poll(() => live.evaluate(() => localStorage.getItem('guest_id'))).not.toBeNull();

  // A guest with the first store's item in the cart types their details at the checkout.
  const shop = await context.newPage();
  await returningVisitor(shop, world);
  await shop.goto(`/store/${world.first.store.id}?inspect`);
  // The provider has the line before the page is left (the badge may count it sooner).
  const added = shop.waitForResponse(
    (response) => response.url().includes('/customer/cart/add') && response.ok(),
  );
  await shop
    .getByRole('button', { name: t('item.addNamed', { name: world.first.item.name }) })
    .first()
    .click();
  await added;
  await expect(shop.getByTestId('cart-badge')).toHaveText('1');
  // `?inspect` holds for the tab from here on.
  await shop.goto('/checkout?page=cart');
  for (const [label, value] of Object.entries(TYPED)) {
    const field = shop.getByRole('textbox', { name: t(label), exact: true });
    await field.fill(value);
    await field.blur();
  }
  const title = machineRegistry.find((entry) => entry.machine.id === 'checkout')!.title;
  const actor = live.getByRole('button', { name: new RegExp(`^${title} · `) });
  await actor.click();
  await expect(live.locator('[data-state="checkout.editing"]')).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(live.getByRole('row', { name: /FIELD_CHANGED/ }).first()).toBeVisible();
  // The context is shown, its typed fields redacted.
  await expect(live.locator('pre')).toContainText('"contactPhone": "[redacted]"');

  const posted = await live.evaluate(() =>
    JSON.stringify((window as unknown as { liveMessages: unknown[] }).liveMessages),
  );
  expect(posted).toContain('"machine":"checkout"');
  const html = await live.content();
  for (const value of Object.values(TYPED)) {
    expect(posted, `the messages posted carry "${value}"`).not.toContain(value);
    expect(html, `the panel shows "${value}"`).not.toContain(value);
  }
  // The phone as digits only, as it may be reformatted.
  expect(posted).not.toContain('1719876543');
  expect(html).not.toContain('1719876543');

  // The panel with an actor, its diagram, context and log: axe in every look, and Tab.
  await expectAccessibleEverywhere(live, 'live explorer with a checkout');
  const reached = await expectTabReachesEveryControl(live);
  console.log(`keyboard: ${reached} controls of the live panel reached with Tab`);
});

test('an explorer link reopens the same path, step and zoom; the diagram downloads as pictures', async ({
  page,
}) => {
  await page.goto('/flows/addToCart');
  const status = page.getByRole('status').filter({ hasText: /\d/ });
  // A path of four steps or more: the store switch, confirmed.
  const path = await page
    .getByRole('option')
    .filter({ hasText: 'CONFIRM_CLEAR → xstate.done.actor.clearCart' })
    .first()
    .getAttribute('value');
  await page
    .getByRole('combobox', { name: new RegExp(`^${t('flows.pathChoice')}`) })
    .selectOption(path!);
  await expect(page).toHaveURL(new RegExp(`[?&]path=${encodeURIComponent(path!)}`));
  await page.getByRole('button', { name: t('flows.next') }).click();
  await page.getByRole('button', { name: t('flows.next') }).click();
  await page.getByRole('button', { name: t('flows.zoomIn') }).click();
  await expect(page).toHaveURL(/[?&]step=3(&|$)/);
  await expect(page).toHaveURL(/[?&]zoom=[\d.]+/);
  const shown = await status.textContent();
  const current = await page.locator('li[aria-current="step"]').textContent();

  // The link as the Copy link button copies it…
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: t('flows.copyLink') }).click();
  await expect(page.getByRole('button', { name: t('flows.linkCopied') })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe('/flows/addToCart');
  // …opened by another page (a QA report's reader) at the same path, step and zoom.
  const reader = await page.context().newPage();
  await reader.goto(copied);
  await expect(reader).toHaveURL(copied);
  await expect(reader.getByRole('status').filter({ hasText: /\d/ })).toHaveText(shown!);
  await expect(reader.locator('li[aria-current="step"]')).toHaveText(current!);
  await reader.close();

  for (const [label, extension] of [
    [t('flows.downloadSvg'), 'svg'],
    [t('flows.downloadPng'), 'png'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^addToCart.*\\.${extension}$`));
    const bytes = await readFile((await file.path())!);
    const type = extension === 'svg' ? 'image/svg+xml' : 'image/png';
    // It opens as a picture: the browser decodes it to the diagram's size or more.
    const width = await page.evaluate(
      async ({ base64, type }) => {
        const image = new Image();
        image.src = `data:${type};base64,${base64}`;
        await image.decode();
        return image.naturalWidth;
      },
      { base64: bytes.toString('base64'), type },
    );
    expect(width).toBeGreaterThan(100);
  }
});
