import { expect, test, type Page } from '@playwright/test';
import { tr } from '../fixtures/i18n';
import { visitorSpeaking } from '../fixtures/visitor';

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

test('the painted landing stays hidden where it would not match: another language', async ({
  page,
}) => {
  await visitorSpeaking(page, 'bn');
  await withoutTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The document is parsed (the painted copy is in it) but shows nothing of it.
  await expect(page.locator('#prepaint')).toBeAttached();
  await expect(page.getByText(tr('landing.title'))).toBeHidden();
});
