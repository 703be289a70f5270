import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { cartButtonName, translator, type Locale } from '../fixtures/i18n';
import { visitorSpeaking } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

// The journey runs left to right in English and right to left in Arabic; axe checks every screen
// in English and, in Arabic, the screens whose direction differs the most (cart drawer,
// checkout). Bengali is checked route by route in e2e/a11y (routes, themes, fonts).
const LOCALES: Locale[] = ['en', 'ar'];

for (const locale of LOCALES) {
  test(`${locale}: a guest picks a location and a module, meets the one-store rule, orders cash on delivery and watches it delivered`, async ({
    page,
    request,
  }) => {
    const t = translator(locale);
    const everyScreen = locale === 'en';
    const axe = async (screen: string, always = false) => {
      if (everyScreen || always) await expectAccessible(page, `${screen} (${locale})`);
    };
    const world = await findJourneyWorld(request);
    await visitorSpeaking(page, locale);

    // Landing: an empty browser profile has no location.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: t('landing.title') })).toBeVisible();
    const search = page.getByRole('textbox', { name: t('location.searchLabel') });
    await expect(search).toBeVisible();
    await axe('landing');

    // Place search with suggestions, then Pick Locations.
    await search.fill(world.placeQuery);
    await page
      .getByRole('list', { name: t('location.suggestions') })
      .getByRole('button', { name: world.placeName })
      .click();
    await expect(page.getByTestId('picked-address')).toHaveText(world.placeName);
    const pick = page.getByRole('button', { name: t('location.pick') });
    await expect(pick).toBeEnabled();
    await pick.click();
    await expect(page.getByText(t('location.newLocationSet'))).toBeVisible();

    // Module selection.
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: t('modules.title') })).toBeVisible();
    await axe('module selection');
    await page
      .getByRole('main')
      .getByRole('button', { name: world.module.module_name, exact: true })
      .click();
    await expect(page.getByText(t('modules.selected'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toBe(
      JSON.stringify(world.zoneIds),
    );

    // Module home lists stores; open the first store and add an item.
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: t('home.sections.stores', { module: world.module.module_name }),
      }),
    ).toBeVisible();
    await axe('module home');
    await page.getByRole('link', { name: world.first.store.name, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: world.first.store.name }),
    ).toBeVisible();
    await axe('store page');
    await page
      .getByRole('button', { name: t('item.addNamed', { name: world.first.item.name }) })
      .click();
    await expect(page.getByText(t('cart.itemAdded'))).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // An item from a second store meets the one-store confirmation: clear, then add.
    await page.goto('/home');
    await page.getByRole('link', { name: world.second.store.name, exact: true }).click();
    await page
      .getByRole('button', { name: t('item.addNamed', { name: world.second.item.name }) })
      .click();
    const clearDialog = page.getByRole('alertdialog', { name: t('cart.clearTitle') });
    await expect(clearDialog).toBeVisible();
    await axe('clear-cart dialog');
    await clearDialog.getByRole('button', { name: t('cart.clearCart') }).click();
    await expect(page.getByText(t('cart.clearedAndAdded'))).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // The cart drawer holds only the second store's item.
    await page.getByRole('button', { name: cartButtonName(1, locale) }).click();
    const drawer = page.getByRole('dialog', { name: t('cart.title') });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(world.second.item.name)).toBeVisible();
    await expect(drawer.getByText(world.first.item.name)).toHaveCount(0);
    await axe('cart drawer', true);

    // Checkout gating: a guest with guest checkout on is asked.
    await drawer.getByRole('button', { name: t('cart.checkout') }).click();
    const prompt = page.getByRole('dialog', { name: t('checkout.loginOrGuest') });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: t('checkout.guest') }).click();
    await expect(page).toHaveURL(/\/checkout\?page=cart$/);
    await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();

    // Bad input gets SPEC's messages and keeps what was typed.
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page.getByText(t('validation.nameRequired'))).toBeVisible();
    await expect(page.getByText(t('validation.phoneRequired'))).toBeVisible();
    // A guest's contact needs an email too (SPEC §5 guest contact form).
    await expect(page.getByText(t('validation.emailRequired'))).toBeVisible();
    await axe('checkout with errors', true);
    await page.getByRole('textbox', { name: t('checkout.contactName') }).fill('Rahim Uddin');
    await page.getByRole('textbox', { name: t('checkout.contactPhone') }).fill('+8801711000000');
    await page
      .getByRole('textbox', { name: t('checkout.contactEmail'), exact: true })
      .fill('rahim@example.com');
    await page.getByRole('textbox', { name: t('checkout.house') }).fill('12');
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();

    // The guest order-placed modal.
    const placed = page.getByRole('dialog', { name: t('orders.placedTitle') });
    await expect(placed).toBeVisible();
    const orderId = Number(await placed.getByTestId('placed-order-id').textContent());
    expect(orderId).toBeGreaterThanOrEqual(100001);
    await axe('order placed modal');

    // Tracking polls every 10 s until the (fast) simulator delivers the order.
    await placed.getByRole('button', { name: t('orders.trackOrder') }).click();
    const tracking = page.getByRole('dialog', { name: t('tracking.title', { id: orderId }) });
    await expect(tracking).toBeVisible();
    await expect(
      tracking.getByRole('list', { name: t('tracking.progress') }).getByRole('listitem'),
    ).toHaveCount(4);
    await axe('tracking drawer');
    await expect(tracking.getByTestId('tracking-status')).toHaveText(
      `${t('orders.status')}: ${t('orderStatus.delivered')}`,
      { timeout: 60_000 },
    );
    // The courier assigned at pickup stays on the order.
    await expect(tracking.getByRole('group', { name: t('tracking.deliveryMan') })).toBeVisible();
  });
}
