import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

test('a guest who chooses Login at the checkout prompt is back at the checkout with the cart', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  await returningVisitor(page, world);

  await page.goto(`/store/${world.first.store.id}`);
  await page
    .getByRole('button', { name: tr('item.addNamed', { name: world.first.item.name }) })
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const storePage = page.url();

  await page
    .getByRole('button', {
      name: new RegExp(`^${tr('cart.button')}.*${tr('cart.itemCount', { count: 1 })}$`),
    })
    .click();
  const drawer = page.getByRole('dialog', { name: tr('cart.title') });
  await drawer.getByRole('button', { name: tr('cart.checkout') }).click();
  const prompt = page.getByRole('dialog', { name: tr('checkout.loginOrGuest') });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: tr('auth.login') }).click();
  // The prompt closes (its fade out ends) before the sign-in page is used.
  await expect(prompt).toBeHidden();

  await expect(page).toHaveURL(/\/auth\/sign-in\?from=%2Fcheckout%3Fpage%3Dcart$/);
  await page.getByRole('textbox', { name: tr('auth.identifier') }).fill(customer.phone);
  await page.getByLabel(tr('auth.password')).fill(customer.password);
  await page.getByRole('button', { name: tr('auth.login'), exact: true }).click();
  await expect(page.getByText(tr('auth.signedIn'))).toBeVisible();

  // Back at the checkout, the guest's cart now the customer's.
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  const summary = page.getByRole('region', { name: tr('checkout.summary') });
  await expect(summary.getByText(world.first.item.name)).toBeVisible();
  await expectAccessible(page, 'checkout after sign-in');

  await page.reload();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(summary.getByText(world.first.item.name)).toBeVisible();

  // Back: the sign-in page was replaced by the checkout, so Back returns where the visitor was.
  await page.goBack();
  await expect(page).toHaveURL(storePage);
});

test('an unknown checkout page heals to the cart', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  await page.goto('/checkout?page=everything');
  await expect(page).toHaveURL(/\/checkout\?page=cart$|\/home$/);
});
