import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { cartButtonName, tr } from '../fixtures/i18n';

test('the cart drawer stepper updates, decrements and finally removes a line', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { item } = world.first;
  await returningVisitor(page, world);
  await page.goto(`/store/${world.first.store.id}`);
  await page.getByRole('button', { name: tr('item.addNamed', { name: item.name }) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('button', { name: cartButtonName(1) }).click();
  const drawer = page.getByRole('dialog', { name: tr('cart.title') });
  const stepper = drawer.getByRole('group', {
    name: tr('item.quantityOf', { name: item.name }),
  });
  const subtotal = drawer.getByTestId('cart-subtotal');
  const single = await subtotal.textContent();

  await stepper.getByRole('button', { name: tr('item.increase', { name: item.name }) }).click();
  await expect(page.getByText(tr('cart.itemUpdated'))).toBeVisible();
  await expect(stepper).toContainText('02');
  await expect(subtotal).not.toHaveText(single ?? '');
  await expectAccessible(page, 'cart drawer with a stepper');

  await stepper.getByRole('button', { name: tr('item.decrease', { name: item.name }) }).click();
  await expect(stepper).toContainText('01');
  await expect(subtotal).toHaveText(single ?? '');

  // At 1, decrement removes the line (SPEC §4).
  await stepper.getByRole('button', { name: tr('item.decrease', { name: item.name }) }).click();
  await expect(page.getByText(tr('cart.removedFromCart'))).toBeVisible();
  await expect(drawer.getByText(tr('cart.empty'))).toBeVisible();
  await expect(drawer.getByText(item.name)).toHaveCount(0);
});
