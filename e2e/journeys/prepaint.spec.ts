import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { tr } from '../fixtures/i18n';

// The app's script never arrives: what shows is what index.html paints by itself
// (scripts/prepaint.mjs, a step of `npm run build`).
const withoutTheApp = (page: Page) => page.route('**/assets/index-*.js', () => {});

test('the landing paints its first screen before any script, and nobody can act on that copy', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByText(tr('landing.title'))).toBeVisible();
  await expect(page.getByText(tr('location.title'))).toBeVisible();
  // inert: out of the browser's accessibility tree (what a screen reader reads; Playwright's own
  // role queries do not apply inert) and out of reach of the keyboard.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const read = nodes.filter((node) => !node.ignored && node.name?.value === tr('landing.title'));
  expect(read).toHaveLength(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('the app replaces the painted copy with the real landing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: tr('landing.title') })).toBeVisible();
  await expect(page.getByText(tr('landing.title'))).toHaveCount(1);
});

test('the landing is painted in the visitor’s language before any script: Bengali, and Arabic right to left', async ({
  page,
}) => {
  await withoutTheApp(page);
  for (const locale of ['bn', 'ar'] as const) {
    await page.addInitScript((code) => localStorage.setItem('language-setting', code), locale);
    await page.goto('/', { waitUntil: 'commit' });
    const title = page.getByText(tr('landing.title', undefined, locale));
    await expect(title).toBeVisible();
    await expect(page.getByText(tr('location.title', undefined, locale))).toBeVisible();
    // Only the copy of that language shows.
    await expect(page.getByText(tr('landing.title'))).toBeHidden();
    expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe(
      locale === 'ar' ? 'rtl' : 'ltr',
    );
  }
});

test('the painted landing stays hidden where it would not match: a stored location', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('zoneid', '[1]'));
  await withoutTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The document is parsed (the painted copies are in it) but shows none of them.
  await expect(page.locator('#prepaint')).toBeAttached();
  await expect(page.getByText(tr('landing.title'))).toBeHidden();
});
