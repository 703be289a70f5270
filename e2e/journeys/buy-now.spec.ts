import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { look } from '../fixtures/look';
import { expectAccessible, expectAccessibleEverywhere, switchColorScheme } from '../fixtures/axe';
import { findCampaignItem } from '../fixtures/campaign';
import { newCustomer } from '../fixtures/customer';
import { customerWithCart, headersOf } from '../fixtures/customer-cart';
import { tr, translator } from '../fixtures/i18n';
import { renderedInBrowser } from '../fixtures/browser-rendered';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

type Json = Record<string, unknown>;

test('Buy Now orders one other item alone; the cart keeps its line', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  const { token } = await customerWithCart(page, request, world, [
    { itemId: world.first.item.id, quantity: 1 },
  ]);
  const headers = headersOf(world, token);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/product/${world.second.item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: world.second.item.name })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await look(page, 'buy-now-item-detail-1280');
  await page.getByRole('button', { name: tr('item.buyNow') }).click();

  // The checkout of that item alone, surviving a reload.
  await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
  const summary = page.getByRole('region', { name: tr('checkout.summary') });
  await expect(summary.getByText(world.second.item.name)).toBeVisible();
  await expect(summary.getByText(world.first.item.name)).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
  await expect(summary.getByText(world.second.item.name)).toBeVisible();
  await expect(summary.getByText(world.first.item.name)).toHaveCount(0);
  // The cart was not touched.
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Nusrat Jahan');
  await page.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801712345678');
  await page.getByRole('textbox', { name: tr('checkout.house') }).fill('7');

  await expectAccessibleEverywhere(page, 'checkout page=buy_now', {
    look: (variant) => look(page, `buy-now-${variant}`),
  });

  await page.getByRole('button', { name: tr('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout$/);
  const orderId = new URL(page.url()).searchParams.get('orderId');

  // One order, holding only the Buy Now item.
  const list = (await (
    await request.get('/api/v1/customer/order/running-orders?limit=10&offset=1', { headers })
  ).json()) as { orders: Json[] };
  expect(list.orders.map((order) => String(order.id))).toEqual([orderId]);
  const details = (await (
    await request.get(`/api/v1/customer/order/details?order_id=${orderId}`, { headers })
  ).json()) as Json[];
  expect(details.map((line) => Number(line.item_id))).toEqual([world.second.item.id]);

  // The cart still has its line, at the provider and on the page.
  const cart = (await (
    await request.get('/api/v1/customer/cart/list', { headers })
  ).json()) as Json[];
  expect(cart.map((row) => [Number(row.item_id), Number(row.quantity)])).toEqual([
    [world.first.item.id, 1],
  ]);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // The item was forgotten with the order: page=buy_now heals to the cart.
  await page.goto('/checkout?page=buy_now');
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(summary.getByText(world.first.item.name)).toBeVisible();
});

test('the Buy Now checkout in Arabic, right to left', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  const t = translator('ar');
  await customerWithCart(
    page,
    request,
    world,
    [{ itemId: world.first.item.id, quantity: 1 }],
    'ar',
  );
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/product/${world.second.item.id}`);
  await page.getByRole('button', { name: t('item.buyNow') }).click();
  await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
  const summary = page.getByRole('region', { name: t('checkout.summary') });
  await expect(summary.getByText(world.second.item.name)).toBeVisible();
  await expectAccessible(page, 'checkout page=buy_now (ar 390)');
  await look(page, 'buy-now-ar-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchColorScheme(page, 'dark');
  await expectAccessible(page, 'checkout page=buy_now (ar dark 1280)');
  await look(page, 'buy-now-ar-dark-1280');
});

test("a guest's Order Now on a campaign item asks for login, then comes back to the campaign checkout", async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const campaign = await findCampaignItem(request, world);
  const customer = await newCustomer(request);
  await returningVisitor(page, { ...world, module: campaign.module });

  await page.goto(`/product/${campaign.item.slug}?product_type=campaign`);
  await expect(page.getByRole('heading', { level: 1, name: campaign.item.name })).toBeVisible();
  // Campaign items show only Order Now (SPEC §4).
  await expect(page.getByRole('button', { name: tr('item.buyNow') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: tr('item.addToCart') })).toHaveCount(0);
  await page.getByRole('button', { name: tr('item.orderNow') }).click();

  await expect(page.getByText(tr('item.campaignLoginRequired'))).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in\?from=%2Fcheckout%3Fpage%3Dcampaign$/);
  await page.getByRole('textbox', { name: tr('auth.identifier') }).fill(customer.phone);
  await page.getByLabel(tr('auth.password')).fill(customer.password);
  await page.getByRole('button', { name: tr('auth.login'), exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\?page=campaign$/);
  const summary = page.getByRole('region', { name: tr('checkout.summary') });
  await expect(summary.getByText(campaign.item.name)).toBeVisible();
  await expectAccessible(page, 'checkout page=campaign');
});

test("a guest's Buy Now goes through sign-in when guest checkout is off, as the cart's Checkout does", async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  await returningVisitor(page, world);
  // The provider's guest_checkout_status, switched off in its config answer: the browser's own
  // (a server-rendered page carries the provider's config as it is).
  await renderedInBrowser(page);
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Json;
    await route.fulfill({ response, json: { ...config, guest_checkout_status: 0 } });
  });

  await page.goto(`/product/${world.second.item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: world.second.item.name })).toBeVisible();
  await page.getByRole('button', { name: tr('item.buyNow') }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?from=%2Fcheckout%3Fpage%3Dbuy_now$/);
  await page.getByRole('textbox', { name: tr('auth.identifier') }).fill(customer.phone);
  await page.getByLabel(tr('auth.password')).fill(customer.password);
  await page.getByRole('button', { name: tr('auth.login'), exact: true }).click();

  // Back at the Buy Now checkout of that item, signed in.
  await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
  const summary = page.getByRole('region', { name: tr('checkout.summary') });
  await expect(summary.getByText(world.second.item.name)).toBeVisible();
});

test('a campaign item is linked from the home it runs on, to its page with Order Now', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const campaign = await findCampaignItem(request, world, ['grocery', 'pharmacy']);
  await returningVisitor(page, { ...world, module: campaign.module });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  const section = page.getByRole('region', { name: tr('home.sections.campaignItems') });
  const link = section.getByRole('link', { name: campaign.item.name });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  await expectAccessibleEverywhere(page, 'home campaign items', {
    look: (variant) => look(page, `buy-now-home-campaign-items-${variant}`),
  });
  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/product/${campaign.item.slug}\\?product_type=campaign$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: campaign.item.name })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('item.orderNow') })).toBeVisible();
});
