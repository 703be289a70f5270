import { expect, test } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expectAccessible } from '../fixtures/axe';
import { findJourneyWorld } from '../fixtures/world';

test('a guest picks a location and a module, meets the one-store rule, orders cash on delivery and watches it delivered', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);

  // Landing: an empty browser profile has no location.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: en.landing.title })).toBeVisible();
  const search = page.getByRole('textbox', { name: en.location.searchLabel });
  await expect(search).toBeVisible();
  await expectAccessible(page, 'landing');

  // Place search with suggestions, then Pick Locations.
  await search.fill(world.placeQuery);
  await page
    .getByRole('list', { name: en.location.suggestions })
    .getByRole('button', { name: world.placeName })
    .click();
  await expect(page.getByTestId('picked-address')).toHaveText(world.placeName);
  const pick = page.getByRole('button', { name: en.location.pick });
  await expect(pick).toBeEnabled();
  await pick.click();
  await expect(page.getByText(en.location.newLocationSet)).toBeVisible();

  // Module selection.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: en.modules.title })).toBeVisible();
  await expectAccessible(page, 'module selection');
  await page.getByRole('button', { name: world.module.module_name, exact: true }).click();
  await expect(page.getByText(en.modules.selected)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toBe(
    JSON.stringify(world.zoneIds),
  );

  // Module home lists stores; open the first store and add an item.
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: en.home.sections.stores.replace('{{module}}', world.module.module_name),
    }),
  ).toBeVisible();
  await expectAccessible(page, 'module home');
  await page.getByRole('link', { name: world.first.store.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: world.first.store.name })).toBeVisible();
  await expectAccessible(page, 'store page');
  await page.getByRole('button', { name: `Add ${world.first.item.name} to cart` }).click();
  await expect(page.getByText(en.cart.itemAdded)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // An item from a second store meets the one-store confirmation: clear, then add.
  await page.goto('/home');
  await page.getByRole('link', { name: world.second.store.name, exact: true }).click();
  await page.getByRole('button', { name: `Add ${world.second.item.name} to cart` }).click();
  const clearDialog = page.getByRole('alertdialog', { name: en.cart.clearTitle });
  await expect(clearDialog).toBeVisible();
  await expectAccessible(page, 'clear-cart dialog');
  await clearDialog.getByRole('button', { name: en.cart.clearCart }).click();
  await expect(page.getByText(en.cart.clearedAndAdded)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // The cart drawer holds only the second store's item.
  await page.getByRole('button', { name: /^Cart ?, 1 item$/ }).click();
  const drawer = page.getByRole('dialog', { name: en.cart.title });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(world.second.item.name)).toBeVisible();
  await expect(drawer.getByText(world.first.item.name)).toHaveCount(0);
  await expectAccessible(page, 'cart drawer');

  // Checkout gating: a guest with guest checkout on is asked.
  await drawer.getByRole('button', { name: en.cart.checkout }).click();
  const prompt = page.getByRole('dialog', { name: en.checkout.loginOrGuest });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: en.checkout.guest }).click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(page.getByRole('heading', { level: 1, name: en.checkout.title })).toBeVisible();

  // Bad input gets SPEC's messages and keeps what was typed.
  const name = page.getByRole('textbox', { name: en.checkout.contactName });
  const phone = page.getByRole('textbox', { name: en.checkout.contactPhone });
  await page.getByRole('button', { name: en.checkout.placeOrder }).click();
  await expect(page.getByText(en.validation.nameRequired)).toBeVisible();
  await expect(page.getByText(en.validation.phoneRequired)).toBeVisible();
  // A guest's contact needs an email too (SPEC §5 guest contact form).
  await expect(page.getByText(en.validation.emailRequired)).toBeVisible();
  await expectAccessible(page, 'checkout with errors');
  await name.fill('Rahim Uddin');
  await phone.fill('+8801711000000');
  await page
    .getByRole('textbox', { name: en.checkout.contactEmail, exact: true })
    .fill('rahim@example.com');
  await page.getByRole('textbox', { name: en.checkout.house }).fill('12');
  await page.getByRole('button', { name: en.checkout.placeOrder }).click();

  // The guest order-placed modal.
  const placed = page.getByRole('dialog', { name: en.orders.placedTitle });
  await expect(placed).toBeVisible();
  const orderId = Number(await placed.getByTestId('placed-order-id').textContent());
  expect(orderId).toBeGreaterThanOrEqual(100001);
  await expectAccessible(page, 'order placed modal');

  // Tracking polls every 10 s until the (fast) simulator delivers the order.
  await placed.getByRole('button', { name: en.orders.trackOrder }).click();
  const tracking = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(tracking).toBeVisible();
  await expect(
    tracking.getByRole('list', { name: en.tracking.progress }).getByRole('listitem'),
  ).toHaveCount(4);
  await expectAccessible(page, 'tracking drawer');
  await expect(tracking.getByTestId('tracking-status')).toHaveText(
    `${en.orders.status}: ${en.orderStatus.delivered}`,
    {
      timeout: 60_000,
    },
  );
  // The courier assigned at pickup stays on the order.
  await expect(tracking.getByRole('group', { name: en.tracking.deliveryMan })).toBeVisible();
});
