import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { holdAppCode } from '../fixtures/held-code';
import { expectAccessible } from '../fixtures/axe';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { tr } from '../fixtures/i18n';
import { GATEWAY_WORDS } from '../../server/services/gateway-html';

/** A guest with one item in the cart, at checkout, paying online. */
async function placeDigitalOrder(page: Page, world: Awaited<ReturnType<typeof findJourneyWorld>>) {
  await returningVisitor(page, world);
  await page.goto(`/store/${world.first.store.id}`);
  await page
    .getByRole('button', { name: tr('item.addNamed', { name: world.first.item.name }) })
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  // Online payment chosen and a name typed on the server's page while the app's code is slow
  // to arrive: both are kept and given to the app once the page is hydrated (early-taps.ts),
  // never lost (the order below is refused without the name).
  const letCodeThrough = await holdAppCode(page);
  await page.goto('/checkout?page=cart', { waitUntil: 'commit' });
  const online = page.getByRole('radio', { name: tr('checkout.method.digital_payment') });
  await online.click({ force: true });
  await expect(online).not.toBeChecked();
  const name = page.getByRole('textbox', { name: tr('checkout.contactName') });
  await name.fill('Nadia Islam');
  await letCodeThrough();
  await expect(online).toBeChecked();
  await expect(name).toHaveValue('Nadia Islam');
  await page.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801911000000');
  await page
    .getByRole('textbox', { name: tr('checkout.contactEmail'), exact: true })
    .fill('nadia@example.com');
  await page.getByRole('button', { name: tr('checkout.placeOrder') }).click();
  // The provider's demo gateway.
  await expect(page.getByRole('heading', { name: GATEWAY_WORDS.heading })).toBeVisible();
}

test('a failed online payment is switched to cash on delivery (failed-payment recovery)', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await placeDigitalOrder(page, world);
  await page.getByRole('button', { name: GATEWAY_WORDS.fail }).click();

  await expect(page).toHaveURL(/\/payment-status\?.*status=fail/);
  // The screen's heading; 500 ms later the dialog opens and (being modal) hides it from the
  // accessibility tree, so it is looked up with hidden elements included.
  await expect(
    page.getByRole('heading', { level: 1, name: tr('failedPayment.title'), includeHidden: true }),
  ).toBeVisible();
  const dialog = page.getByRole('alertdialog', { name: tr('failedPayment.confirm') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'failed payment');
  await dialog.getByRole('button', { name: tr('failedPayment.switchToCod') }).click();
  await expect(page.getByText(tr('orders.paymentInfoUpdated'))).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('a failed online payment can be cancelled instead', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  await placeDigitalOrder(page, world);
  await page.getByRole('button', { name: GATEWAY_WORDS.fail }).click();
  const dialog = page.getByRole('alertdialog', { name: tr('failedPayment.confirm') });
  await dialog.getByRole('button', { name: tr('failedPayment.cancelOrder') }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: tr('failedPayment.title') }),
  ).toHaveCount(0);
});

test('a paid online order shows the order-placed modal', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  await placeDigitalOrder(page, world);
  await page.getByRole('button', { name: new RegExp(`^${GATEWAY_WORDS.pay('')}`) }).click();
  const placed = page.getByRole('dialog', { name: tr('orders.placedTitle') });
  await expect(placed).toBeVisible();
  expect(Number(await placed.getByTestId('placed-order-id').textContent())).toBeGreaterThanOrEqual(
    100001,
  );
});
