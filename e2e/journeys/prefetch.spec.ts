import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

/** Every call to a provider route whose path holds `part`, in the order they went out. */
function callsTo(page: Page, part: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) calls.push(request.url());
  });
  return calls;
}

test('pointing at a store card fetches the store ahead; opening it asks for nothing again', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  const details = callsTo(page, '/api/v1/stores/details/');
  await page.goto('/home');
  const link = page.getByRole('link', { name: world.first.store.name, exact: true });
  await expect(link).toBeVisible();
  expect(details).toHaveLength(0);

  const ahead = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/stores/details/')),
    link.hover(),
  ]).then(([response]) => response);
  expect(ahead.ok()).toBe(true);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: world.first.store.name })).toBeVisible();
  // The store pointed at was asked for once (the pointer may cross another card on the way).
  expect(details.filter((url) => url === ahead.url())).toHaveLength(1);
});

test('pointing at an item name fetches its details ahead; opening it asks for nothing again', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  await page.goto(`/store/${world.first.store.id}`);
  const details = callsTo(page, '/api/v1/items/details/');
  const name = page
    .getByRole('region', { name: /.+/ })
    .getByRole('heading', { level: 3, name: world.first.item.name, exact: true })
    .first()
    .locator('a, button');
  await expect(name).toBeVisible();
  expect(details).toHaveLength(0);

  const ahead = page.waitForResponse((r) => r.url().includes('/api/v1/items/details/'));
  await name.hover();
  expect((await ahead).ok()).toBe(true);

  await name.click();
  // The item opens (its page or its modal, by module) with its name as the heading.
  await expect(
    page
      .getByRole('heading', { level: 1, name: world.first.item.name })
      .or(page.getByRole('dialog', { name: world.first.item.name })),
  ).toBeVisible();
  expect(details).toHaveLength(1);
});

test("pointing at Quick view fetches the modal's code and the item ahead; opening it asks for neither again", async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  await page.goto(`/store/${world.first.store.id}`);
  const details = callsTo(page, '/api/v1/items/details/');
  const modalCode = callsTo(page, '/assets/ItemModal-');
  const quickView = page
    .getByRole('button', {
      name: tr('cards.quickView', { name: world.first.item.name }),
      exact: true,
    })
    .first();
  await expect(quickView).toBeVisible();
  expect(modalCode).toHaveLength(0);

  const codeAhead = page.waitForResponse((r) => r.url().includes('/assets/ItemModal-'));
  const itemAhead = page.waitForResponse((r) => r.url().includes('/api/v1/items/details/'));
  await quickView.hover();
  expect((await codeAhead).ok()).toBe(true);
  expect((await itemAhead).ok()).toBe(true);

  await quickView.click();
  await expect(page.getByRole('dialog', { name: world.first.item.name })).toBeVisible();
  expect(modalCode).toHaveLength(1);
  expect(details).toHaveLength(1);
});
