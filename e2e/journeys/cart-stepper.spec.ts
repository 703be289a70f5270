import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { cartButtonName, tr } from '../fixtures/i18n';

test('the cart drawer stepper updates, decrements and removes a line; a cart changed in another tab still meets the one-store rule', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { item } = world.first;
  // A visitor whose system asks for less motion (motion.css): the drawer and dialogs below open
  // and close all the same.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await returningVisitor(page, world);
  await page.goto(`/store/${world.first.store.id}`);
  await page.getByRole('button', { name: tr('item.addNamed', { name: item.name }) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('button', { name: cartButtonName(1) }).click();
  const drawer = page.getByRole('dialog', { name: tr('cart.title') });
  // It comes in at once, not sliding.
  const slide = await drawer.evaluate((element) => getComputedStyle(element).animationDuration);
  expect(parseFloat(slide)).toBeLessThan(0.001);
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

  // Another tab (here: the API, as that tab would) puts a second store's item in the cart this
  // tab holds as empty. Add from the first store: the provider refuses the line, and the tab
  // asks to clear the cart as if it had known (not the provider's words in a toast).
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
  const added = await request.post('/api/v1/customer/cart/add', {
    headers: { zoneId: JSON.stringify(world.zoneIds), moduleId: String(world.module.id) },
    data: { guest_id: guestId, item_id: world.second.item.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.getByRole('button', { name: tr('item.addNamed', { name: item.name }) }).click();
  const clearDialog = page.getByRole('alertdialog', { name: tr('cart.clearTitle') });
  await expect(clearDialog).toBeVisible();
  await clearDialog.getByRole('button', { name: tr('cart.clearCart') }).click();
  await expect(page.getByText(tr('cart.clearedAndAdded'))).toBeVisible();
  await page.getByRole('button', { name: cartButtonName(1) }).click();
  await expect(drawer.getByText(item.name)).toBeVisible();
  await expect(drawer.getByText(world.second.item.name)).toHaveCount(0);
});
