import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible, switchColorScheme } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { tokenOf } from '../fixtures/delivered-order';
import { tr, type Locale } from '../fixtures/i18n';
import { look } from '../fixtures/look';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

/**
 * Issue 31 item 6: a failed section says what happened in the customer's words and language
 * (src/api/errors.ts `describeError`, shown by src/components/ErrorState.tsx), never the request
 * or the decoder's text; a missing order says so and leads on; a failing config stops the page
 * with its own notice. The provider is real; only the answers named here are broken on their
 * way to the browser.
 */

/** What must never reach the page: request paths, fetch's and the decoder's words, a 500's. */
const TECHNICAL = [
  '/api/v1',
  '[GET]',
  'Failed to fetch',
  'no response',
  'Unexpected answer',
  'Expected',
  'ApiError',
  'ContractError',
  'Internal Server Error',
];

async function expectNoTechnicalText(page: Page) {
  const text = await page.locator('body').innerText();
  for (const words of TECHNICAL) expect(text, `the page shows "${words}"`).not.toContain(words);
}

/** The food module's home: its categories dropped, its most reviewed a 500, its stores malformed. */
async function breakThreeSections(page: Page) {
  await page.route('**/api/v1/categories**', (route) => route.abort('connectionfailed'));
  await page.route('**/api/v1/items/most-reviewed**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ code: 'server', message: 'Internal Server Error' }] }),
    }),
  );
  await page.route('**/api/v1/stores/get-stores/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"stores":"not a list"}',
    }),
  );
}

for (const locale of ['en', 'bn', 'ar'] as const satisfies Locale[]) {
  test(`a dropped connection, a 500 and a malformed answer each say what happened, in ${locale}`, async ({
    page,
    request,
  }) => {
    const world = await findJourneyWorld(request);
    await returningVisitor(page, world, locale);
    await breakThreeSections(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/home');

    const alerts = page.getByRole('alert');
    for (const key of ['errors.unreachable', 'errors.server', 'errors.unexpected']) {
      const alert = alerts.filter({ hasText: tr(key, {}, locale) });
      await expect(alert, key).toHaveCount(1);
      await expect(
        alert.getByRole('button', { name: tr('common.retry', {}, locale) }),
      ).toBeVisible();
    }
    await expectNoTechnicalText(page);
    // The technical detail is in the console, for whoever looks there.
    expect(warnings.some((text) => text.includes('Unexpected answer from'))).toBe(true);
    await look(page, `error-words-${locale}`);

    if (locale === 'en') {
      // Search results that cannot be loaded say why the same way, with Try again.
      // The page's first results come from the server: the browser's own search (a new sort)
      // is the one that fails.
      await page.unroute('**/api/v1/categories**');
      await page.goto('/home?search=rice&data_type=searched');
      await page.waitForFunction(
        () =>
          !document.getElementById('ssr-data') ||
          document.documentElement.hasAttribute('data-hydrated'),
      );
      await page.route('**/api/v1/items/search?**', (route) => route.abort('connectionfailed'));
      await page.getByRole('combobox', { name: tr('search.sort') }).selectOption('low2High');
      const failed = alerts.filter({ hasText: tr('errors.unreachable') });
      await expect(failed).toHaveCount(1);
      await expect(failed.getByRole('button', { name: tr('common.retry') })).toBeVisible();
      await expectNoTechnicalText(page);
    }

    if (locale === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // axe at 390 px in light and dark (1280 px light is the other locales' look)
      await page.setViewportSize({ width: 390, height: 900 });
      await alerts.first().scrollIntoViewIfNeeded();
      await expectAccessible(page, 'error states (ar, light, 390)');
      await switchColorScheme(page, 'dark');
      await expectAccessible(page, 'error states (ar, dark, 390)');
      await look(page, 'error-words-ar-dark-390');
    }
  });
}

test('a failing config stops the page with its own notice and Try again', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world, 'bn');
  let broken = true;
  await page.route('**/api/v1/config', (route) =>
    broken ? route.abort('connectionfailed') : route.fallback(),
  );
  await page.goto('/home');
  const notice = page.getByTestId('config-failed');
  await expect(notice).toContainText(tr('errors.configFailed', {}, 'bn'));
  await expect(notice).toContainText(tr('errors.unreachable', {}, 'bn'));
  // The notice is the page: nothing of the page is rendered without the config.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    tr('errors.configFailed', {}, 'bn'),
  );
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(0);
  await expectNoTechnicalText(page);
  await expectAccessible(page, 'config notice');
  await look(page, 'error-words-config-bn');

  broken = false;
  const retry = notice.getByRole('button', { name: tr('common.retry', {}, 'bn') });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('an order that does not exist says so and leads back to the orders, not to Try again', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const token = await tokenOf(request, await newCustomer(request));
  await returningVisitor(page, world);
  await page.addInitScript((stored) => localStorage.setItem('token', stored), token);
  await page.goto('/my-orders?orderId=999999');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(tr('errors.notFound'));
  await expect(alert).toContainText('Order not found');
  await expect(alert.getByRole('button', { name: tr('common.retry') })).toHaveCount(0);
  await alert.getByRole('link', { name: tr('myOrders.backToOrders') }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
});
