import { expect, type Page } from '@playwright/test';
import { tr as t } from '../fixtures/i18n';
import { beginningWith } from './support/names';
import { renderedInBrowser } from '../fixtures/browser-rendered';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';
import { describeBrowserModel } from './support/browser-model';
import { signInToken } from './support/customer';

type Data = { world?: JourneyWorld; token?: string; guestCheckout: boolean };

const guestPrompt = (page: Page) => page.getByRole('dialog', { name: t('checkout.loginOrGuest') });

/**
 * The Checkout button of the cart drawer. A CHECKOUT step's facts (a cart with items, signed in
 * or not, guest checkout on or off) are set up first: the token in storage, the provider's
 * `guest_checkout_status` in its config answer, an item in the cart; then the drawer's button.
 */
describeBrowserModel<Data>('checkoutGate', {
  data: () => ({ guestCheckout: false }),
  start: async ({ page, request, data }) => {
    data.world = await findJourneyWorld(request);
    data.token = await signInToken(request);
    await returningVisitor(page, data.world);
    // The config answer below is the browser's: its pages are rendered in the browser.
    await renderedInBrowser(page);
    await page.route('**/api/v1/config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...config, guest_checkout_status: data.guestCheckout ? 1 : 0 },
      });
    });
    await page.goto(`/store/${data.world.first.store.id}`);
    // The session stores its guest id first; a token written before could be overwritten.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).toBeTruthy();
  },
  act: {
    CHECKOUT: async ({ page, event, data }) => {
      data.guestCheckout = Boolean(event.guestCheckoutEnabled);
      await page.evaluate(
        (token) =>
          token ? localStorage.setItem('token', token) : localStorage.removeItem('token'),
        event.signedIn ? data.token! : null,
      );
      const { first } = data.world!;
      await page.goto(`/store/${first.store.id}`);
      await expect(
        page.getByRole('button', { name: beginningWith(t('cart.button')) }),
      ).toBeVisible();
      // The item is added unless an earlier step's cart still holds it (its card shows the
      // stepper then): the cart is not empty either way.
      const stepper = page.getByRole('group', {
        name: t('item.quantityOf', { name: first.item.name }),
      });
      const add = page.getByRole('button', { name: t('item.addNamed', { name: first.item.name }) });
      await expect(add.or(stepper)).toBeVisible();
      if (await add.isVisible()) await add.click();
      await expect(stepper).toBeVisible();
      await expect(page.getByTestId('cart-badge')).not.toHaveText('0');
      await page.getByRole('button', { name: beginningWith(t('cart.button')) }).click();
      await page.getByRole('button', { name: t('cart.checkout') }).click();
      if (event.signedIn) await expect(page).toHaveURL(/\/checkout/);
      else if (!event.guestCheckoutEnabled) await expect(page).toHaveURL(/\/auth\/sign-in/);
    },
    CONTINUE_AS_GUEST: async ({ page }) => {
      await guestPrompt(page)
        .getByRole('button', { name: t('checkout.guest') })
        .click();
      await expect(page).toHaveURL(/\/checkout/);
    },
    LOGIN: async ({ page }) => {
      await guestPrompt(page)
        .getByRole('button', { name: t('auth.login') })
        .click();
      await expect(page).toHaveURL(/\/auth\/sign-in/);
    },
    SIGN_UP: async ({ page }) => {
      await guestPrompt(page)
        .getByRole('button', { name: t('auth.signUp') })
        .click();
      await expect(page).toHaveURL(/\/auth\/sign-up/);
    },
    DISMISS: async ({ page }) => {
      await page.keyboard.press('Escape');
    },
  },
  see: {
    idle: async ({ page }) => {
      await expect(guestPrompt(page)).toBeHidden();
    },
    guestPrompt: async ({ page }) => {
      await expect(guestPrompt(page)).toBeVisible();
      await expect(page.getByText(t('checkout.loginSavesHistory'))).toBeVisible();
    },
  },
});
