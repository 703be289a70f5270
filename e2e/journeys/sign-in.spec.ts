import { expect, test } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expectAccessible } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

test('a guest signs in, keeps the cart, and logs out after confirming', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { phone: PHONE, password: PASSWORD } = await newCustomer(request);
  await returningVisitor(page, world);

  // A guest cart first: it follows the customer on sign-in.
  await page.goto(`/store/${world.first.store.id}`);
  await page.getByRole('button', { name: `Add ${world.first.item.name} to cart` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('link', { name: en.auth.login }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.auth.signInTitle })).toBeVisible();
  await expectAccessible(page, 'sign in');

  // Empty form: SPEC §8's message; a wrong password: the provider's words, the phone kept.
  await page.getByRole('button', { name: en.auth.login, exact: true }).click();
  await expect(page.getByText(en.auth.enterRegisteredPhone)).toBeVisible();
  const identifier = page.getByRole('textbox', { name: en.auth.identifier });
  await identifier.fill(PHONE);
  await page.getByLabel(en.auth.password).fill('not-the-password');
  await page.getByRole('button', { name: en.auth.login, exact: true }).click();
  await expect(page.getByText('Invalid credentials.')).toBeVisible();
  await expect(identifier).toHaveValue(PHONE);

  await page.getByLabel(en.auth.password).fill(PASSWORD);
  await page.getByRole('button', { name: en.auth.login, exact: true }).click();
  await expect(page.getByText(en.auth.signedIn)).toBeVisible();
  // Back on the page the visitor signed in from.
  await expect(page).toHaveURL(new RegExp(`/store/${world.first.store.id}$`));
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The account menu (SPEC §2) holds Logout.
  await page.getByRole('button', { name: en.account.menu }).click();
  await page.getByRole('menuitem', { name: en.auth.logout }).click();
  const confirm = page.getByRole('alertdialog', { name: en.session.logoutConfirm });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: en.auth.logout }).click();
  await expect(page.getByText(en.session.logoutSuccessful)).toBeVisible();
  await expect(page.getByRole('link', { name: en.auth.login })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
