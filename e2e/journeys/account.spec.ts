import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { renderedInBrowser } from '../fixtures/browser-rendered';
import { look } from '../fixtures/look';
import { expectAccessible } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { deliveredOrderWorth, tokenOf } from '../fixtures/delivered-order';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

const POLICY_PAGES = [
  { path: '/about-us', title: 'pages.aboutUs' },
  { path: '/terms-and-conditions', title: 'pages.terms' },
  { path: '/privacy-policy', title: 'pages.privacy' },
  { path: '/refund-policy', title: 'pages.refund' },
  { path: '/cancellation-policy', title: 'pages.cancellation' },
  { path: '/shipping-policy', title: 'pages.shipping' },
];

const VARIANTS = [
  { colorScheme: 'light' as const, width: 1280 },
  { colorScheme: 'dark' as const, width: 1280 },
  { colorScheme: 'light' as const, width: 390 },
  { colorScheme: 'dark' as const, width: 390 },
];

test('the static pages: shown from the footer, sanitised, hidden by their flag', async ({
  page,
}) => {
  for (const variant of VARIANTS) {
    const label = `${variant.colorScheme} ${variant.width}`;
    await page.setViewportSize({ width: variant.width, height: 900 });
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    // Every page at 1280 in light; two of them (one always shown, one flagged) in the others.
    const pages =
      variant.width === 1280 && variant.colorScheme === 'light'
        ? POLICY_PAGES
        : [POLICY_PAGES[2]!, POLICY_PAGES[3]!];
    for (const policy of pages) {
      await page.goto(policy.path);
      await expect(page.getByRole('heading', { level: 1, name: tr(policy.title) })).toBeVisible();
      // The provider's own HTML, rendered: its heading sits under the page's.
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectAccessible(page, `${policy.path} (${label})`);
    }
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { level: 1, name: tr('pages.help') })).toBeVisible();
    await expectAccessible(page, `/help-and-support (${label})`);
    await look(page, `help-${variant.colorScheme}-${variant.width}`);
  }

  // The footer links every shown page.
  await page.setViewportSize({ width: 1280, height: 900 });
  const footer = page.getByRole('contentinfo');
  for (const policy of POLICY_PAGES)
    await expect(footer.getByRole('link', { name: tr(policy.title) })).toBeVisible();
  await footer.getByRole('link', { name: tr('pages.privacy') }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('pages.privacy') })).toBeVisible();
  await look(page, 'privacy-dark-1280');

  // The provider's real answer with a script and a handler slipped in: shown, never run.
  await page.route('**/api/v1/refund-policy', async (route) => {
    const real = (await (await route.fetch()).json()) as string;
    await route.fulfill({
      json: `${real}<script>window.__ran = 1</script><img src="x" alt="" onerror="window.__ran = 2"><p>Still here.</p>`,
    });
  });
  await page.goto('/refund-policy');
  await expect(page.getByText('Still here.')).toBeVisible();
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  expect(await page.locator('#main script').count()).toBe(0);
  await page.unroute('**/api/v1/refund-policy');

  // The provider's config with refund_policy 0: no footer link, the route is not found.
  await page.route('**/api/v1/config', async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...real, refund_policy: 0 } });
  });
  await renderedInBrowser(page);
  await page.goto('/refund-policy');
  await expect(page.getByRole('heading', { level: 1, name: tr('notFound.title') })).toBeVisible();
  await expect(footer.getByRole('link', { name: tr('pages.privacy') })).toBeVisible();
  await expect(footer.getByRole('link', { name: tr('pages.refund') })).toHaveCount(0);
});

test('a customer’s wallet, loyalty transfer, referral code, coupons and settings', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(150_000);
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  const token = await tokenOf(request, customer);
  // 5% of a delivered order of 600 or more: at least 30 points (and its cashback, below).
  const points = await deliveredOrderWorth(request, world, token, 600);
  expect(points).toBeGreaterThanOrEqual(30);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await returningVisitor(page, world);

  // Signed out: SPEC §5's message, then sign-in, then back to the wallet.
  await page.goto('/wallet');
  await expect(page.getByText(tr('access.needsLogin'))).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in\?from=%2Fwallet$/);
  await page.getByRole('textbox', { name: tr('auth.identifier') }).fill(customer.phone);
  await page.getByLabel(tr('auth.password')).fill(customer.password);
  await page.getByRole('button', { name: tr('auth.login'), exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('wallet.title') })).toBeVisible();
  // The delivered order earned the 'Weekend cashback' offer (10 %, from 500) in the wallet.
  await expect(
    page.getByRole('listitem').filter({ hasText: tr('wallet.type.CashBack') }),
  ).toBeVisible();
  await expectAccessible(page, 'wallet');

  // Loyalty: below the minimum is refused in the dialog; 20 points go to the wallet.
  await page.goto('/loyalty-points');
  const pointsText = tr('loyalty.points', { count: points, points: String(points) });
  await expect(page.getByText(pointsText, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: tr('wallet.type.order_place') }),
  ).toBeVisible();
  await expectAccessible(page, 'loyalty points');
  await page.getByRole('button', { name: tr('loyalty.convert') }).click();
  const dialog = page.getByRole('dialog', { name: tr('loyalty.convertTitle') });
  const field = dialog.getByRole('textbox', { name: tr('loyalty.pointsToConvert') });
  await field.fill('10');
  await dialog.getByRole('button', { name: tr('loyalty.convert') }).click();
  await expect(dialog.getByText(tr('loyalty.belowMinimum', { minimum: '20' }))).toBeVisible();
  await expectAccessible(page, 'loyalty transfer dialog');
  await look(page, 'loyalty-dialog');
  await field.fill('20');
  await dialog.getByRole('button', { name: tr('loyalty.convert') }).click();
  await expect(page.getByText(tr('loyalty.transferred'))).toBeVisible();
  await expect(dialog).toBeHidden();
  const left = points - 20;
  await expect(
    page.getByText(tr('loyalty.points', { count: left, points: String(left) }), { exact: true }),
  ).toBeVisible();

  await page.goto('/wallet');
  await expect(
    page.getByRole('listitem').filter({ hasText: tr('wallet.type.loyalty_point') }),
  ).toBeVisible();
  await look(page, 'wallet');

  // Referral code: copied for a second.
  await page.goto('/referral-code');
  await expect(page.getByRole('heading', { level: 1, name: tr('referral.title') })).toBeVisible();
  const copyCode = page.getByRole('button', {
    name: `${tr('coupons.copy')} ${tr('referral.yourCode')}`,
  });
  await copyCode.click();
  await expect(
    page.getByRole('button', { name: `${tr('coupons.copied')} ${tr('referral.yourCode')}` }),
  ).toBeVisible();
  await expect(copyCode).toBeVisible();
  await expectAccessible(page, 'referral code');

  // Coupons: the zone's coupons, the code copied for a second.
  await page.goto('/coupons');
  await expect(page.getByRole('heading', { level: 1, name: tr('coupons.title') })).toBeVisible();
  const firstCopy = page
    .getByRole('button', { name: new RegExp(`^${tr('coupons.copy')} `) })
    .first();
  await firstCopy.click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${tr('coupons.copied')} `) }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${tr('coupons.copied')} `) }),
  ).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\S/);
  await expectAccessible(page, 'coupons');
  await look(page, 'coupons');

  // Settings: the theme switches; a language change asks first.
  await page.goto('/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('settingsPage.title') }),
  ).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: tr('settings.darkMode') })
    .click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByText(tr('settingsPage.darkOn'))).toBeVisible();
  await expectAccessible(page, 'settings (dark)');
  await page
    .getByRole('main')
    .getByRole('combobox', { name: tr('settings.language') })
    .selectOption('bn');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: tr('common.cancel') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Notifications: on until turned off here; off (kept across a reload), no event stream opens.
  const notifications = page
    .getByRole('main')
    .getByRole('switch', { name: tr('settingsPage.notifications') });
  await expect(notifications).toBeChecked();
  await notifications.click();
  await expect(page.getByText(tr('settingsPage.notificationsOff'))).toBeVisible();
  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/notifications/stream')) streams.push(request.url());
  });
  await page.reload();
  await expect(page.getByText(tr('settingsPage.notificationsOff'))).toBeVisible();
  // The switch works once the page is hydrated (a tap before that is replayed after: under a
  // full run's load it was at times lost, the switch focused and still off; see the notes).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  expect(streams).toEqual([]);
  const opened = page.waitForRequest(/\/notifications\/stream/);
  await notifications.click();
  await opened;
  await expect(notifications).toBeChecked();
  await expectAccessible(page, 'settings with notifications');

  // Phones, dark: the account pages still pass.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/wallet', '/loyalty-points', '/coupons']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `${path} (dark 390)`);
    await look(page, `${path.slice(1)}-dark-390`);
  }
  await page.addInitScript(() => localStorage.setItem('language-setting', 'ar'));
  await page.goto('/loyalty-points');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('loyalty.title', {}, 'ar') }),
  ).toBeVisible();
  await look(page, 'loyalty-ar-390');
  // A page's address in a language is that language, whatever was chosen before (issue 41).
  await page.goto('/loyalty-points?lang=bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('loyalty.title', {}, 'bn') }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language-setting'))).toBe('bn');
});
