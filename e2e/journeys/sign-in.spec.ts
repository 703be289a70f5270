import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { localize } from '../../server/http/messages';
import { expectAccessible } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { cartButtonName, translator, type Locale } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

const LOCALES: Locale[] = ['en', 'bn', 'ar'];
/** What the provider answers a wrong password with (server/services/auth.ts), in its language. */
const INVALID_CREDENTIALS = 'Invalid credentials.';

for (const locale of LOCALES) {
  test(`${locale}: a guest signs in, keeps the cart, and logs out after confirming`, async ({
    page,
    request,
  }) => {
    const t = translator(locale);
    const world = await findJourneyWorld(request);
    const customer = await newCustomer(request);
    await returningVisitor(page, world, locale);

    // A guest cart first: it follows the customer on sign-in.
    await page.goto(`/store/${world.first.store.id}`);
    await page
      .getByRole('button', { name: t('item.addNamed', { name: world.first.item.name }) })
      .click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.getByRole('link', { name: t('auth.login') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('auth.signInTitle') }),
    ).toBeVisible();
    await expectAccessible(page, `sign in (${locale})`);

    // Empty form: SPEC §8's message; a wrong password: the provider's words, the phone kept.
    const login = page.getByRole('button', { name: t('auth.login'), exact: true });
    await login.click();
    await expect(page.getByText(t('auth.enterRegisteredPhone'))).toBeVisible();
    const identifier = page.getByRole('textbox', { name: t('auth.identifier') });
    await identifier.fill(customer.phone);
    await page.getByLabel(t('auth.password')).fill('not-the-password');
    await login.click();
    await expect(page.getByText(localize(INVALID_CREDENTIALS, locale))).toBeVisible();
    await expect(identifier).toHaveValue(customer.phone);

    await page.getByLabel(t('auth.password')).fill(customer.password);
    await login.click();
    await expect(page.getByText(t('auth.signedIn'))).toBeVisible();
    // Back on the page the visitor signed in from, with the guest's cart.
    await expect(page).toHaveURL(new RegExp(`/store/${world.first.store.id}$`));
    await expect(page.getByRole('button', { name: cartButtonName(1, locale) })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // The account menu (SPEC §2) holds Logout.
    await page.getByRole('button', { name: t('account.menu') }).click();
    await page.getByRole('menuitem', { name: t('auth.logout') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('session.logoutConfirm') });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: t('auth.logout') }).click();
    await expect(page.getByText(t('session.logoutSuccessful'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('auth.login') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Ended on the provider too: a copy of the token opens nothing any more.
    await expect
      .poll(async () =>
        (
          await request.get('/api/v1/customer/info', {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).status(),
      )
      .toBe(401);
  });
}
