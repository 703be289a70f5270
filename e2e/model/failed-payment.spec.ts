import { expect, type Page } from '@playwright/test';
import { tr as t } from '../fixtures/i18n';
import { placeOrderOf } from '../fixtures/orders';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { describeBrowserModel } from './support/browser-model';
import { runUntil, pauseSoon } from './support/clock';
import { HeldRoute } from './support/held-route';
import { GATEWAY_WORDS } from '../../server/services/gateway-html';

type Data = { switch?: HeldRoute; cancel?: HeldRoute; zone?: HeldRoute };

// With the dialog open the screen behind it is hidden from the accessibility tree, not the eye.
const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: t('failedPayment.title'), includeHidden: true });
const dialog = (page: Page) => page.getByRole('alertdialog', { name: t('failedPayment.confirm') });

/**
 * The failed-payment screen where the provider's demo gateway returns after Fail. A guest's
 * digital-payment order is placed through the provider; the browser opens the gateway page for
 * it (the page Place Order opens) and presses Fail. The page's clock is paused before the screen
 * appears, so the 500 ms before the dialog pass only by the path's `after` step. The switch and cancel calls are held until the path's
 * done or error steps.
 */
describeBrowserModel<Data>('failedPayment', {
  data: () => ({}),
  start: async ({ page, request, data }) => {
    const world = await findJourneyWorld(request);
    await returningVisitor(page, world);
    // The stored location has no cash-on-delivery flag: the screen asks the provider's zone
    // lookup first, and that call is held until the page is loaded and its clock paused.
    data.zone = await new HeldRoute(
      page,
      (call) =>
        call.url().includes('/config/get-zone-id') && page.url().includes('/payment-status'),
    ).install();
    data.switch = await new HeldRoute(page, (call) =>
      call.url().includes('/customer/order/payment-method'),
    ).install();
    data.cancel = await new HeldRoute(page, (call) =>
      call.url().includes('/customer/order/cancel'),
    ).install();
    await page.clock.install();
    await page.goto('/home');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).toBeTruthy();
    const guestId = String(await page.evaluate(() => localStorage.getItem('guest_id')));
    const orderId = await placeOrderOf(request, world, { guestId }, 'digital_payment');
    const gateway = new URLSearchParams({
      order_id: String(orderId),
      payment_platform: 'web',
      callback: `${new URL(page.url()).origin}/payment-status`,
      payment_method: 'demo',
      customer_id: guestId,
    });
    await page.goto(`/payment-mobile?${gateway.toString()}`);
    await page.getByRole('button', { name: GATEWAY_WORDS.fail }).click();
    await expect(page).toHaveURL(/\/payment-status\?.*status=fail/);
    await data.zone.nextCall();
    await pauseSoon(page);
    await data.zone.release();
    await runUntil(page, () => heading(page).isVisible());
  },
  act: {
    'after:failedDialogDelay': async ({ page, delayMs }) => {
      await page.clock.runFor(delayMs);
      await expect(dialog(page)).toBeVisible();
      // The dialog moves focus in on a timer of its own, as a customer sees it do at once.
      await runUntil(page, () =>
        dialog(page).evaluate((shown) => shown.contains(document.activeElement)),
      );
    },
    BACK_TO_HOME: async ({ page }) => {
      await page.getByRole('button', { name: t('failedPayment.backToHome') }).click();
      await page.clock.resume();
      await expect(page).toHaveURL(/\/home$/);
    },
    SWITCH_TO_COD: async ({ page }) => {
      await dialog(page)
        .getByRole('button', { name: t('failedPayment.switchToCod') })
        .click();
    },
    CANCEL_ORDER: async ({ page }) => {
      await dialog(page)
        .getByRole('button', { name: t('failedPayment.cancelOrder') })
        .click();
    },
    // The toaster animates on timers of its own: time flows again once the order is settled.
    'done:switchToCashOnDelivery': async ({ page, data }) => {
      await data.switch!.release();
      await page.clock.resume();
      await expect(page.getByText(t('orders.paymentInfoUpdated'))).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
    },
    'error:switchToCashOnDelivery': async ({ page, data }) => {
      const refusal = 'Order is already confirmed';
      await data.switch!.fail(403, refusal);
      await runUntil(page, () => page.getByText(refusal).isVisible());
      await expect(page.getByText(refusal)).toBeVisible();
    },
    'done:cancelFailedOrder': async ({ page, data }) => {
      await data.cancel!.release();
      await page.clock.resume();
      await expect(page).toHaveURL(/\/home$/);
    },
    'error:cancelFailedOrder': async ({ page, data }) => {
      await data.cancel!.fail(500, 'Server error');
      // A 500's own words are the server's business: the customer reads what happened.
      await runUntil(page, () => page.getByText(t('errors.server')).isVisible());
      await expect(page.getByText(t('errors.server'))).toBeVisible();
    },
  },
  see: {
    failed: async ({ page }) => {
      await expect(heading(page)).toBeVisible();
      await expect(dialog(page)).toBeHidden();
    },
    asking: async ({ page, path }) => {
      await expect(dialog(page)).toBeVisible();
      // The seeded zone takes cash, as the variant says.
      const { cashOnDeliveryAllowed } = path.variant.input as { cashOnDeliveryAllowed: boolean };
      await expect(
        dialog(page).getByRole('button', { name: t('failedPayment.switchToCod') }),
      ).toHaveCount(cashOnDeliveryAllowed ? 1 : 0);
      await expect(
        dialog(page).getByRole('button', { name: t('failedPayment.cancelOrder') }),
      ).toBeEnabled();
    },
    switching: async ({ page, data }) => {
      await data.switch!.nextCall();
      await expect(dialog(page)).toBeVisible();
    },
    canceling: async ({ page, data }) => {
      await data.cancel!.nextCall();
      await expect(dialog(page)).toBeVisible();
    },
    resolved: async ({ page }) => {
      await expect(heading(page)).toHaveCount(0);
    },
    left: async ({ page }) => {
      await expect(heading(page)).toHaveCount(0);
    },
  },
});
