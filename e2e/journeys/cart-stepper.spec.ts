import { expect, test } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expectAccessible } from '../fixtures/axe';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

test('the cart drawer stepper updates, decrements and finally removes a line', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { item } = world.first;
  await returningVisitor(page, world);
  await page.goto(`/store/${world.first.store.id}`);
  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('button', { name: /^Cart ?, 1 item$/ }).click();
  const drawer = page.getByRole('dialog', { name: en.cart.title });
  const stepper = drawer.getByRole('group', {
    name: en.item.quantityOf.replace('{{name}}', item.name),
  });
  const subtotal = drawer.getByTestId('cart-subtotal');
  const single = await subtotal.textContent();

  await stepper
    .getByRole('button', { name: en.item.increase.replace('{{name}}', item.name) })
    .click();
  await expect(page.getByText(en.cart.itemUpdated)).toBeVisible();
  await expect(stepper).toContainText('02');
  await expect(subtotal).not.toHaveText(single ?? '');
  await expectAccessible(page, 'cart drawer with a stepper');

  await stepper
    .getByRole('button', { name: en.item.decrease.replace('{{name}}', item.name) })
    .click();
  await expect(stepper).toContainText('01');
  await expect(subtotal).toHaveText(single ?? '');

  // At 1, decrement removes the line (SPEC §4).
  await stepper
    .getByRole('button', { name: en.item.decrease.replace('{{name}}', item.name) })
    .click();
  await expect(page.getByText(en.cart.removedFromCart)).toBeVisible();
  await expect(drawer.getByText(en.cart.empty)).toBeVisible();
  await expect(drawer.getByText(item.name)).toHaveCount(0);
});
