import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';

test('designers and QA read every statechart in the flow explorer', async ({ page }) => {
  await page.goto('/flows');
  await expect(page.getByRole('heading', { level: 1, name: tr('flows.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout gating' })).toBeVisible();
  await expectAccessible(page, 'flow index');

  await page.getByRole('link', { name: 'Session' }).click();
  await expect(page).toHaveURL(/\/flows\/session$/);
  await expect(
    page.getByRole('img', { name: tr('flows.diagramLabel', { title: 'Session' }) }),
  ).toBeVisible();
  // The diagram is drawn from the machine: its states and the 500 ms logout delay are there.
  await expect(page.getByRole('term').filter({ hasText: /^loggingOut$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'after logoutDelay' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: tr('flows.downloadJson') }).click();
  expect((await download).suggestedFilename()).toBe('session.machine.json');
  await expectAccessible(page, 'session flow');
});
