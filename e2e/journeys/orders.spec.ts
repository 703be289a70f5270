import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { tokenOf } from '../fixtures/delivered-order';
import { tr } from '../fixtures/i18n';
import { look } from '../fixtures/look';
import { checkScreen, placeOrderOf } from '../fixtures/orders';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { REVIEW_SUBMITTED } from '../../server/services/reviews';

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('a customer sees the orders, cancels one with a reason, reviews a delivered one with a photo and asks a refund', async ({
  page,
  request,
}) => {
  // The simulator's delivery and the reloads of each colour scheme take their time.
  test.setTimeout(180_000);
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  const token = await tokenOf(request, customer);
  // An unpaid digital payment stays pending (cancelable); the cash-on-delivery order placed at
  // the checkout below is delivered by the simulator (SIM_STEP_MS in playwright.config.ts).
  const pendingId = await placeOrderOf(request, world, { token }, 'digital_payment');
  await returningVisitor(page, world);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);

  // A customer's checkout (cash on delivery) ends on the order's page.
  await page.goto(`/store/${world.first.store.id}`);
  await page
    .getByRole('button', { name: tr('item.addNamed', { name: world.first.item.name }) })
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page
    .getByRole('button', {
      name: new RegExp(`^${tr('cart.button')}.*${tr('cart.itemCount', { count: 1 })}$`),
    })
    .click();
  await page
    .getByRole('dialog', { name: tr('cart.title') })
    .getByRole('button', { name: tr('cart.checkout') })
    .click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await page.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Tahmid Test');
  await page.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801711111111');
  await page.getByRole('textbox', { name: tr('checkout.house') }).fill('7');
  await page.getByRole('button', { name: tr('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout$/);
  const deliveredId = Number(new URL(page.url()).searchParams.get('orderId'));
  await expect(
    page.getByRole('heading', { level: 1, name: tr('tracking.title', { id: deliveredId }) }),
  ).toBeVisible();
  await expect(page.getByText(world.first.item.name)).toBeVisible();

  // My orders: the running tab lists both, newest first.
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: tr('myOrders.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: tr('myOrders.tabs.running') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const pendingLink = page.getByRole('link', { name: tr('tracking.title', { id: pendingId }) });
  await expect(pendingLink).toBeVisible();
  await checkScreen(page, 'my orders');

  // Details: items, totals, payment, address; Cancel with a reason.
  await pendingLink.click();
  await expect(page).toHaveURL(new RegExp(`/my-orders\\?orderId=${pendingId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: tr('tracking.title', { id: pendingId }) }),
  ).toBeVisible();
  await expect(page.getByText(world.first.item.name)).toBeVisible();
  await expect(page.getByText(tr('checkout.method.digital_payment'))).toBeVisible();
  await expect(page.getByText(tr('orderStatus.pending'), { exact: true })).toBeVisible();
  await checkScreen(page, 'order details');

  await page.getByRole('button', { name: tr('myOrders.cancelOrder') }).click();
  const dialog = page.getByRole('alertdialog', { name: tr('myOrders.cancelTitle') });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: tr('myOrders.submit') });
  await expect(submit).toBeDisabled();
  const reasons = dialog.getByRole('radio');
  await expect(reasons.first()).toBeAttached();
  await dialog.locator('label').first().click();
  await expect(submit).toBeEnabled();
  await checkScreen(page, 'cancel dialog', async () => {
    await page.getByRole('button', { name: tr('myOrders.cancelOrder') }).click();
    await dialog.locator('label').first().click();
    await expect(submit).toBeEnabled();
  });
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(tr('orderStatus.canceled'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('myOrders.cancelOrder') })).toHaveCount(0);

  // Back in the list, the canceled order is history.
  await page.getByRole('link', { name: tr('myOrders.backToOrders') }).click();
  await page.getByRole('tab', { name: tr('myOrders.tabs.history') }).click();
  await expect(page).toHaveURL(/tab=history/);
  await expect(
    page.getByRole('link', { name: tr('tracking.title', { id: pendingId }) }),
  ).toBeVisible();

  // The other order: Track Order until the simulator delivers it, then Review.
  await page.goto(`/my-orders?orderId=${deliveredId}`);
  await page.getByRole('button', { name: tr('orders.trackOrder') }).click();
  const tracking = page.getByRole('dialog', { name: tr('tracking.title', { id: deliveredId }) });
  await expect(tracking.getByTestId('tracking-status')).toHaveText(
    `${tr('orders.status')}: ${tr('orderStatus.delivered')}`,
    { timeout: 60_000 },
  );
  await page.keyboard.press('Escape');
  await expect(tracking).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: tr('myOrders.requestRefund') })).toBeVisible();
  await page.getByRole('link', { name: tr('myOrders.review') }).click();
  await expect(page).toHaveURL(new RegExp(`/rate-and-review/${deliveredId}$`));
  await expect(page.getByRole('heading', { level: 1, name: tr('review.title') })).toBeVisible();
  const itemName = world.first.item.name;
  const itemSubmit = page.getByRole('button', { name: tr('review.submitFor', { name: itemName }) });
  await expect(itemSubmit).toBeDisabled();
  await checkScreen(page, 'rate and review');
  const itemForm = page.getByRole('region', { name: itemName });
  await itemForm.getByRole('radio').nth(4).click({ force: true });
  await itemForm.getByRole('textbox', { name: tr('review.comment') }).fill('Fresh and on time.');
  // A photo of the item: checked before anything is sent, then previewed with its remove button.
  const photos = itemForm.getByLabel(tr('myOrders.photos'));
  await photos.setInputFiles({
    name: 'plate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF'),
  });
  await expect(itemForm.getByText(tr('myOrders.imageType'))).toBeVisible();
  await photos.setInputFiles({
    name: 'plate.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await expect(itemForm.getByText(tr('myOrders.imageType'))).toHaveCount(0);
  await expect(
    itemForm.getByRole('img', { name: tr('myOrders.photoNumber', { number: 1 }) }),
  ).toBeVisible();
  await expect(
    itemForm.getByRole('button', { name: tr('myOrders.removePhoto', { number: 1 }) }),
  ).toBeVisible();
  await look(page, 'orders-review-photo');
  await itemSubmit.click();
  await expect(page.getByText(REVIEW_SUBMITTED)).toBeVisible();
  await expect(itemForm.getByText(tr('review.reviewed'))).toBeVisible();
  const courierSubmit = page.getByRole('button', {
    name: tr('review.submitFor', { name: tr('tracking.deliveryMan') }),
  });
  await courierSubmit.locator('xpath=..').getByRole('radio').nth(3).click({ force: true });
  await courierSubmit.click();
  await expect(page.getByText(tr('review.reviewed'))).toHaveCount(2);

  // The store's reviews show the photo with the review.
  await page.goto(`/store/${world.first.store.id}`);
  const reviews = page.getByRole('region', { name: tr('store.reviews') });
  const photo = reviews.getByRole('img', { name: tr('store.reviewPhoto', { number: 1 }) }).first();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // A delivered order may ask for a refund once: a reason and a note.
  await page.goto(`/my-orders?orderId=${deliveredId}`);
  await page.getByRole('button', { name: tr('myOrders.requestRefund') }).click();
  const refund = page.getByRole('dialog', { name: tr('myOrders.refundTitle') });
  const sendRefund = refund.getByRole('button', { name: tr('myOrders.submit') });
  await expect(sendRefund).toBeDisabled();
  // The provider's reasons come after the dialog opens: the first of them.
  await refund
    .getByRole('radiogroup', { name: tr('myOrders.refundReason') })
    .locator('label')
    .first()
    .click();
  await refund.getByRole('textbox', { name: tr('myOrders.refundNote') }).fill('Arrived cold.');
  await refund.getByLabel(tr('myOrders.photos')).setInputFiles({
    name: 'cold.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await expect(
    refund.getByRole('button', { name: tr('myOrders.removePhoto', { number: 1 }) }),
  ).toBeVisible();
  await expectAccessible(page, 'refund dialog');
  await look(page, 'orders-refund-dialog');
  await sendRefund.click();
  await expect(refund).toBeHidden();
  await expect(page.getByText(tr('orderStatus.refund_requested'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('myOrders.requestRefund') })).toHaveCount(0);

  // Arabic, right to left.
  await page.evaluate(() => localStorage.setItem('language-setting', 'ar'));
  await page.goto(`/my-orders?orderId=${deliveredId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: tr('tracking.title', { id: deliveredId }, 'ar') }),
  ).toBeVisible();
  await look(page, 'orders-details-ar');
  // On a phone the account's entries are one row above the order: the order is on the first
  // screen, and the row shows the current entry.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/profile?page=my-orders&orderId=${deliveredId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: tr('tracking.title', { id: deliveredId }, 'ar') }),
  ).toBeInViewport();
  await expect(page.getByRole('main').getByText(world.first.item.name)).toBeInViewport({
    ratio: 1,
  });
  await expect(
    page
      .getByRole('navigation', { name: tr('profile.navLabel', {}, 'ar') })
      .getByRole('link', { name: tr('account.entries.myOrders', {}, 'ar'), exact: true }),
  ).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(desktop);
  await page.goto('/my-orders?tab=history');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('myOrders.title', {}, 'ar') }),
  ).toBeVisible();
  await look(page, 'orders-list-ar');
});

test('a guest tracks an order at /track-order; a reload keeps it; a wrong phone is not found', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  // My orders need a signed-in customer: SPEC's message, then sign-in and back.
  await page.goto('/my-orders');
  await expect(page.getByText(tr('access.needsLogin'))).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in\?from=%2Fmy-orders$/);
  await page.goto('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).not.toBeNull();
  const guestId = String(await page.evaluate(() => localStorage.getItem('guest_id')));
  const phone = '+8801722222222';
  const orderId = await placeOrderOf(request, world, { guestId }, 'cash_on_delivery', phone);

  // The navbar's track-order icon (signed out, with a location).
  await page
    .getByRole('link', { name: tr('trackOrder.title') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('trackOrder.title') })).toBeVisible();
  await checkScreen(page, 'track order form');

  await page.getByRole('button', { name: tr('home.trackNow') }).click();
  await expect(page.getByText(tr('tracking.needOrderId'))).toBeVisible();
  await page.getByRole('textbox', { name: tr('home.orderId') }).fill(String(orderId));
  await page.getByRole('textbox', { name: tr('home.phone') }).fill(phone);
  await page.getByRole('button', { name: tr('home.trackNow') }).click();
  await expect(page).toHaveURL(new RegExp(`order_id=${orderId}&phone=%2B8801722222222`));
  const tracking = page.getByRole('dialog', { name: tr('tracking.title', { id: orderId }) });
  await expect(
    tracking.getByRole('list', { name: tr('tracking.progress') }).getByRole('listitem'),
  ).toHaveCount(4);

  await page.reload();
  await expect(tracking.getByRole('list', { name: tr('tracking.progress') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('textbox', { name: tr('home.orderId') })).toHaveValue(
    String(orderId),
  );
  await page.goBack();
  await checkScreen(page, 'track order drawer', async () => {
    await expect(tracking.getByRole('list', { name: tr('tracking.progress') })).toBeVisible();
  });

  await page.goto(`/track-order?order_id=${orderId}&phone=%2B8801799999999`);
  await expect(page.getByText(tr('tracking.notFound'))).toBeVisible();
  // Not found leads back to the form (not to Try again).
  await expect(tracking.getByRole('button', { name: tr('common.retry') })).toHaveCount(0);
  await tracking.getByRole('button', { name: tr('tracking.checkOrder') }).click();
  await expect(page).toHaveURL(/\/track-order$/);
});
