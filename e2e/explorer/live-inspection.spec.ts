import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { machineRegistry } from '../../machines';
import { expectAccessible } from '../fixtures/axe';
import { customerWithCart } from '../fixtures/customer-cart';
import { tr as t } from '../fixtures/i18n';
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

  // The session's token and the customer's phone never left the store page.
  const posted = await live.evaluate(() =>
    JSON.stringify((window as unknown as { liveMessages: unknown[] }).liveMessages),
  );
  expect(posted).toContain('"machine":"session"');
  expect(posted).toContain('"token":"[redacted]"');
  for (const secret of [token, customer.phone, customer.phone.slice(1)]) {
    expect(posted).not.toContain(secret);
    expect(await live.content()).not.toContain(secret);
  }
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

  // Another page (a QA report's reader) opens the link at the same step.
  const reader = await page.context().newPage();
  await reader.goto(page.url());
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
