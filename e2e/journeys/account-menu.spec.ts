import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

test('the account menu lists SPEC §2 entries; the module rail switches modules', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  const login = await request.post('/api/v1/auth/login', {
    data: { phone: customer.phone, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  await returningVisitor(page, world);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/home');

  await page.getByRole('button', { name: tr('account.menu') }).click();
  const menu = page.getByRole('menu');
  for (const entry of ['profileSettings', 'myOrders', 'wallet', 'coupons', 'loyaltyPoints'])
    await expect(
      menu.getByRole('menuitem', { name: tr(`account.entries.${entry}`) }),
    ).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: tr('auth.logout') })).toBeVisible();
  await expectAccessible(page, 'account menu');
  await page.keyboard.press('Escape');

  // The rail lists the modules of the stored zones; choosing one is announced and opens its home.
  const rail = page.getByRole('navigation', { name: tr('nav.modules') });
  const other = rail
    .getByRole('button')
    .filter({ hasNot: page.locator('[aria-current]') })
    .first();
  const name = (await other.getAttribute('title')) ?? '';
  await other.click();
  await expect(page.getByText(tr('modules.selected'))).toBeVisible();
  await expect(rail.getByRole('button', { name })).toHaveAttribute('aria-current', 'true');
});
