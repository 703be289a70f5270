import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { tr } from '../fixtures/i18n';

test('an order whose answer is lost can be placed again without creating a second order', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  await page.goto('/store/' + world.first.store.id);
  await page
    .getByRole('button', { name: tr('item.addNamed', { name: world.first.item.name }) })
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout?page=cart');

  const name = page.getByRole('textbox', { name: tr('checkout.contactName') });
  const phone = page.getByRole('textbox', { name: tr('checkout.contactPhone') });
  await name.fill('Karim Ahmed');
  await phone.fill('+8801811000000');
  await page
    .getByRole('textbox', { name: tr('checkout.contactEmail'), exact: true })
    .fill('karim@example.com');

  // The first placement reaches the provider, but its answer never reaches the browser.
  let firstOrderId: number | null = null;
  const keys: string[] = [];
  await page.route('**/api/v1/customer/order/place', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (firstOrderId === null) {
      const answer = await route.fetch();
      firstOrderId = ((await answer.json()) as { order_id: number }).order_id;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await page.getByRole('button', { name: tr('checkout.placeOrder') }).click();
  await expect.poll(() => firstOrderId).not.toBeNull();

  // Nothing typed is lost; the customer simply tries again.
  await expect(page.getByRole('heading', { level: 1, name: tr('checkout.title') })).toBeVisible();
  await expect(name).toHaveValue('Karim Ahmed');
  await expect(phone).toHaveValue('+8801811000000');
  await page.getByRole('button', { name: tr('checkout.placeOrder') }).click();

  const placed = page.getByRole('dialog', { name: tr('orders.placedTitle') });
  await expect(placed).toBeVisible();
  await expect(placed.getByTestId('placed-order-id')).toHaveText(String(firstOrderId));
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
});
