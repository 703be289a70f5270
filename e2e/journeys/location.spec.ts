import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';

// SPEC §2 location picker and §8: the zone refusal replaces the Pick button's text, a dialog
// explains a browser location that is off, and the map goes full screen.
test('the location picker: outside every zone, location permission off, full screen map', async ({
  page,
}) => {
  // Built without VITE_GOOGLE_MAPS_API_KEY: the offline map, and never a request to Google.
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (/google(apis)?\.com|gstatic\.com/.test(new URL(request.url()).hostname))
      googleRequests.push(request.url());
  });
  await page.goto('/');
  const search = page.getByRole('textbox', { name: tr('location.searchLabel') });
  await expect(search).toBeVisible();

  // A place the provider knows but no zone covers: Pick Locations says so and cannot be used.
  await search.fill('Chattogram');
  await page
    .getByRole('list', { name: tr('location.suggestions') })
    .getByRole('button', { name: /Chattogram Port/ })
    .click();
  const refusal = page.getByRole('button', { name: tr('location.serviceUnavailable') });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeDisabled();
  await expect(page.getByRole('button', { name: tr('location.pick') })).toHaveCount(0);

  // The browser refuses its location (Playwright grants no permission): the dialog explains.
  await page.getByRole('button', { name: tr('location.currentLocation') }).click();
  const dialog = page.getByRole('alertdialog', { name: tr('location.permissionTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(tr('location.permissionBody'))).toBeVisible();
  await expectAccessible(page, 'location permission dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Full screen: the map fills the screen, Escape (or the same button) leaves it.
  const map = page.getByRole('application', { name: tr('location.mapLabel') });
  const fullscreen = page.getByRole('button', { name: tr('location.fullscreen') });
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => map.evaluate((el) => el.getBoundingClientRect().height))
    .toBeGreaterThan(page.viewportSize()!.height - 2);
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

  // Zoom: each step doubles the scale, up to a few streets.
  const zone = map.locator('polygon').first();
  const zoneWidth = () => zone.evaluate((el) => el.getBoundingClientRect().width);
  const before = await zoneWidth();
  const zoomIn = page.getByRole('button', { name: tr('location.zoomIn') });
  await zoomIn.click();
  await expect.poll(zoneWidth).toBeGreaterThan(before * 1.5);
  await zoomIn.click();
  await zoomIn.click();
  await expect(zoomIn).toBeDisabled();
  await page.getByRole('button', { name: tr('location.zoomOut') }).click();
  await expect(zoomIn).toBeEnabled();

  await expectAccessible(page, 'location picker');
  expect(googleRequests).toEqual([]);
});
