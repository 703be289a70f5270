import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { look } from '../fixtures/look';
import { expectAccessible, expectAccessibleEverywhere } from '../fixtures/axe';
import {
  codLimitOf,
  customerWithCart,
  headersOf,
  linesCostingMoreThan,
} from '../fixtures/customer-cart';
import { tr, translator } from '../fixtures/i18n';
import { findJourneyWorld } from '../fixtures/world';
import { ADDRESS_MESSAGES } from '../../server/services/addresses';
import { renderedInBrowser } from '../fixtures/browser-rendered';

type Json = Record<string, unknown>;

test('a customer saves an address in the dialog, then orders with it, a coupon, a tip, a schedule and a note', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const details = (await (
    await request.get(`/api/v1/items/details/${world.first.item.id}`)
  ).json()) as Json;
  const price = Number(details.price);
  const { token } = await customerWithCart(page, request, world, [
    { itemId: world.first.item.id, quantity: 1 },
  ]);
  const headers = headersOf(world, token);
  // The zone's coupons: one whose minimum the cart reaches, one whose minimum it does not.
  const coupons = (await (await request.get('/api/v1/coupon/list', { headers })).json()) as Json[];
  const usable = coupons.find(
    (c) => c.coupon_type === 'default' && Number(c.min_purchase) <= price,
  );
  const tooBig = coupons.find(
    (c) => c.coupon_type !== 'store_wise' && Number(c.min_purchase) > price,
  );
  expect(usable, 'a default coupon the cart reaches').toBeDefined();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/checkout?page=cart');
  await expect(page.getByRole('heading', { level: 1, name: tr('checkout.title') })).toBeVisible();
  const addresses = page.getByRole('region', { name: tr('checkout.deliveryAddresses') });
  await expect(addresses.getByText(tr('address.emptySelect'))).toBeVisible();

  // The address dialog: every SPEC §5 message once, then the address saved at the provider.
  await addresses.getByRole('button', { name: tr('address.addNew') }).click();
  const dialog = page.getByRole('dialog', { name: tr('address.addNew') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'address dialog');
  await dialog.getByRole('textbox', { name: tr('checkout.contactName') }).fill('');
  await dialog.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('');
  await dialog.getByRole('textbox', { name: tr('checkout.address') }).fill('');
  await dialog.getByRole('textbox', { name: tr('checkout.contactEmail') }).fill('not-an-email');
  await dialog.getByRole('button', { name: tr('address.add') }).click();
  for (const key of [
    'validation.addressRequired',
    'validation.nameRequired',
    'validation.phoneRequired',
    'validation.emailInvalid',
  ])
    await expect(dialog.getByText(tr(key))).toHaveCount(1);
  await look(page, 'checkout-address-dialog-errors-1280');
  await dialog.getByRole('radio', { name: tr('address.type.other') }).check({ force: true });
  await dialog.getByRole('textbox', { name: tr('address.label') }).fill('Parents');
  await dialog.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Nusrat Jahan');
  await dialog.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801712345678');
  await dialog
    .getByRole('textbox', { name: tr('checkout.contactEmail') })
    .fill('nusrat@example.com');
  await dialog
    .getByRole('textbox', { name: tr('checkout.address') })
    .fill('House 7, Road 12, Gulshan 1');
  await dialog.getByRole('textbox', { name: tr('checkout.house') }).fill('7');
  await dialog.getByRole('textbox', { name: tr('checkout.floor') }).fill('3');
  await dialog.getByRole('textbox', { name: tr('checkout.road') }).fill('12');
  await expect(dialog.getByRole('checkbox', { name: tr('address.saveThis') })).toBeChecked();
  await dialog.getByRole('button', { name: tr('address.add') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ADDRESS_MESSAGES.added)).toBeVisible();
  // The saved address is in the list (the provider's), and its details fill the checkout.
  await expect(addresses.getByRole('radio', { name: /Parents/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: tr('checkout.contactName') })).toHaveValue(
    'Nusrat Jahan',
  );
  await addresses.getByRole('radio', { name: /Parents/ }).check({ force: true });

  // A coupon whose minimum the cart misses, then one it reaches.
  const summary = page.getByRole('region', { name: tr('checkout.summary') });
  const couponBox = summary.getByRole('textbox', { name: tr('checkout.coupon') });
  if (tooBig) {
    await couponBox.fill(String(tooBig.code));
    await summary.getByRole('button', { name: tr('checkout.couponApply') }).click();
    await expect(summary.getByText(tr('checkout.couponMinimum'), { exact: false })).toBeVisible();
  }
  await couponBox.fill(String(usable!.code));
  await summary.getByRole('button', { name: tr('checkout.couponApply') }).click();
  await expect(
    summary.getByText(tr('checkout.couponApplied', { code: String(usable!.code) })),
  ).toBeVisible();

  // A tip, a time tomorrow, a note.
  await summary.getByRole('button', { name: /20/ }).click();
  const days = page.getByRole('combobox', { name: tr('checkout.scheduleDay') });
  const dayValues = await days
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const tomorrow = dayValues.at(-1)!;
  await days.selectOption(tomorrow);
  await page.getByRole('combobox', { name: tr('checkout.scheduleTime') }).selectOption('13:00');
  await page.getByRole('textbox', { name: tr('checkout.note') }).fill('Call at the gate');

  // The provider's totals (customer/order/quote): its coupon line (the SPA's own sum has none)
  // and the tip of 20 mean the quote of these very inputs has arrived.
  await expect(summary.getByText(tr('checkoutTotals.couponDiscount'))).toBeVisible();
  await expect(summary.getByText(tr('myOrders.tips'), { exact: true })).toHaveCount(2);
  const shownTotal = await summary
    .getByText(tr('orders.total'), { exact: true })
    .locator('xpath=..')
    .innerText();

  // Switched as the settings switch does, keeping the form.
  await expectAccessibleEverywhere(page, 'checkout', {
    look: (variant) => look(page, `checkout-${variant}`),
  });

  await page.getByRole('button', { name: tr('checkout.placeOrder') }).dblclick();
  // A customer lands on the order's page (SPEC §2: /profile?page=my-orders&orderId=…&from=checkout).
  await expect(page).toHaveURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout$/);
  const placedId = Number(new URL(page.url()).searchParams.get('orderId'));
  await expect(
    page.getByRole('heading', { level: 1, name: tr('tracking.title', { id: placedId }) }),
  ).toBeVisible();

  // One order (the double click ignored), with everything chosen.
  const list = (await (
    await request.get('/api/v1/customer/order/running-orders?limit=10&offset=1', { headers })
  ).json()) as { orders: Json[] };
  expect(list.orders).toHaveLength(1);
  const order = list.orders[0]!;
  expect(Number(order.id)).toBe(placedId);
  expect(order.coupon_code).toBe(usable!.code);
  // What the checkout showed is what the provider charged.
  expect(Number(shownTotal.replace(/[^0-9.]/g, ''))).toBe(Number(order.order_amount));
  expect(Number(order.dm_tips)).toBe(20);
  expect(order.order_note).toBe('Call at the gate');
  expect(String(order.schedule_at)).toContain(tomorrow);
  expect(Number(order.scheduled)).toBe(1);
  expect(JSON.stringify(order.delivery_address)).toContain('House 7, Road 12, Gulshan 1');
});

test('cash on delivery above the zone limit is refused; take-away edits the contact in its dialog', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  // Twice the limit: discounts cannot bring the amount under it.
  const lines = await linesCostingMoreThan(request, world, 2 * (await codLimitOf(request, world)));
  await customerWithCart(page, request, world, lines);

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/checkout?page=cart');
  const summary = page.getByRole('region', { name: tr('checkout.summary') });
  await expect(summary.getByText(tr('checkout.codLimitExceeded'))).toBeVisible();
  await page.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Nusrat Jahan');
  await page.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801712345678');
  await page.getByRole('textbox', { name: tr('checkout.house') }).fill('7');
  await page.getByRole('button', { name: tr('checkout.placeOrder') }).click();
  // The provider refuses: its words as a toast; the checkout stays.
  await expect(page.getByText(tr('checkout.codLimitExceeded'))).toHaveCount(2);
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);

  // Take-away: no address; the contact's edit icon opens the guest contact dialog.
  await page
    .getByRole('radio', { name: tr('checkout.orderTypes.take_away') })
    .check({ force: true });
  await expect(page.getByRole('textbox', { name: tr('checkout.address') })).toBeHidden();
  await page.getByRole('button', { name: tr('checkout.editContact') }).click();
  const contact = page.getByRole('dialog', { name: tr('checkout.contactDetails') });
  await expect(contact.getByRole('textbox', { name: tr('checkout.contactName') })).toHaveValue(
    'Nusrat Jahan',
  );
  await contact.getByRole('button', { name: tr('checkout.contactSave') }).click();
  await expect(contact.getByText(tr('validation.emailRequired'))).toBeVisible();
  await expectAccessible(page, 'guest contact dialog (390)');
  await contact
    .getByRole('textbox', { name: tr('checkout.contactEmail') })
    .fill('nusrat@example.com');
  await contact.getByRole('button', { name: tr('checkout.contactSave') }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByText('nusrat@example.com')).toBeVisible();
});

test('the checkout and the address dialog in Arabic, right to left', async ({ page, request }) => {
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
  await page.goto('/checkout?page=cart');
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
  await expect(page.getByText(t('address.emptySelect'))).toBeVisible();
  await look(page, 'checkout-ar-390');
  await page.getByRole('button', { name: t('address.addNew') }).click();
  const dialog = page.getByRole('dialog', { name: t('address.addNew') });
  await dialog.getByRole('button', { name: t('address.add') }).click();
  await expect(dialog.getByText(t('validation.nameRequired'))).toBeVisible();
  await expectAccessible(page, 'address dialog (ar 390)');
  await look(page, 'checkout-address-dialog-ar-390');
});

test('where the config turns cash on delivery off, the first method offered is chosen; with none, Place Order is disabled and says why', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await customerWithCart(page, request, world, [{ itemId: world.first.item.id, quantity: 1 }]);
  // The config answer is changed in the browser: the provider has no call to turn a method off.
  // The checkout is rendered in the browser, as a static host serves it: a server-rendered one
  // carries the provider's own config.
  await renderedInBrowser(page);
  let turnedOff: Json = { cash_on_delivery: 0 };
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Json;
    await route.fulfill({ response, json: { ...config, ...turnedOff } });
  });
  await page.goto('/checkout?page=cart');
  const summary = page.getByRole('region', { name: tr('checkout.summary') });
  const methods = summary.getByRole('radiogroup', { name: tr('checkout.paymentMethod') });
  const placeOrder = page.getByRole('button', { name: tr('checkout.placeOrder') });
  // Cash on delivery is neither offered nor chosen: the first method offered is.
  await expect(methods.getByRole('radio').first()).toBeChecked();
  await expect(
    methods.getByRole('radio', { name: tr('checkout.method.cash_on_delivery') }),
  ).toHaveCount(0);
  await expect(methods.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(summary.getByRole('alert')).toHaveCount(0);
  await expect(placeOrder).toBeEnabled();

  // No method at all: none offered, the reason shown, Place Order disabled.
  turnedOff = { cash_on_delivery: 0, digital_payment: 0, customer_wallet_status: 0 };
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: tr('checkout.title') })).toBeVisible();
  await expect(summary.getByRole('alert')).toHaveText(tr('checkout.noPaymentMethod'));
  await expect(summary.getByRole('radio')).toHaveCount(0);
  await expect(placeOrder).toBeDisabled();
});

test('the methods offered follow the zone of the chosen saved address, not of the picked location', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { token } = await customerWithCart(page, request, world, [
    { itemId: world.first.item.id, quantity: 1 },
  ]);
  const elsewhere = { lat: 23.7925, lng: 90.4078 };
  const saved = await request.post('/api/v1/customer/address/add', {
    headers: headersOf(world, token),
    data: {
      address_type: 'office',
      address: 'Office, Road 11, Banani',
      contact_person_name: 'Nusrat Jahan',
      contact_person_number: '+8801712345678',
      latitude: String(elsewhere.lat),
      longitude: String(elsewhere.lng),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  // The zone answer at the saved address is changed in the browser: every seeded zone takes
  // cash on delivery, and the provider has no call to turn it off in one.
  await page.route('**/api/v1/config/get-zone-id?*', async (route) => {
    const response = await route.fetch();
    const asked = new URL(route.request().url()).searchParams;
    if (Number(asked.get('lat')) !== elsewhere.lat) return route.fulfill({ response });
    const answer = (await response.json()) as { zone_data: Json[] };
    const zoneData = answer.zone_data.map((zone) => ({ ...zone, cash_on_delivery: false }));
    await route.fulfill({ response, json: { ...answer, zone_data: zoneData } });
  });
  await page.goto('/checkout?page=cart');
  const methods = page
    .getByRole('region', { name: tr('checkout.summary') })
    .getByRole('radiogroup', { name: tr('checkout.paymentMethod') });
  const cash = methods.getByRole('radio', { name: tr('checkout.method.cash_on_delivery') });
  // At the picked location cash on delivery is offered and chosen first.
  await expect(cash).toBeChecked();

  const addresses = page.getByRole('region', { name: tr('checkout.deliveryAddresses') });
  await addresses.getByRole('radio', { name: /Banani/ }).check({ force: true });
  await expect(cash).toHaveCount(0);
  await expect(methods.getByRole('radio', { checked: true })).toHaveCount(1);
});
