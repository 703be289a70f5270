import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { tr } from '../fixtures/i18n';

// Issue 16: nothing loads after the landing's first paint that it does not need until the
// visitor acts. These views are the shell's answers to an act (chunk names are their files).
const LOADED_ON_DEMAND = [
  'ConfirmDialogView',
  'AccountMenu',
  'MobileMenuDrawer',
  'toaster',
  'CartFlowDialogs',
  'FindUsDialog',
  'PushListener',
  'WelcomeDialog',
];
const chunkOf = (url: string) => /\/assets\/([\w.]+?)-[\w-]+\.js$/.exec(url)?.[1];

test('the landing fetches a dialog’s code only when the visitor reaches for it', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk) fetched.push(chunk);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: tr('landing.title') })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const findUs = footer.getByRole('button', { name: tr('footer.findUs') });
  // The footer is the last part of the landing to arrive (it waits for `config`).
  await expect(findUs).toBeVisible();
  await expect(page.getByRole('link', { name: tr('auth.login') })).toBeVisible();
  expect(fetched.filter((chunk) => LOADED_ON_DEMAND.includes(chunk))).toEqual([]);

  await findUs.click();
  await expect(page.getByRole('dialog', { name: tr('footer.findUs') })).toBeVisible();
  expect(fetched).toContain('FindUsDialog');
  expect(fetched.filter((chunk) => LOADED_ON_DEMAND.includes(chunk))).toEqual(['FindUsDialog']);
});
