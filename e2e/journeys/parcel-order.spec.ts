import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { look } from '../fixtures/look';
import { GATEWAY_WORDS } from '../../server/services/gateway-html';

type Module = { id: number; module_name: string; module_type: string };

/** The parcel module and its first category, through the provider's API. */
async function parcelWorld(request: APIRequestContext) {
  const world = await findJourneyWorld(request);
  const modules = (await (await request.get('/api/v1/module')).json()) as Module[];
  const parcel = modules.find((m) => m.module_type === 'parcel')!;
  const categories = (await (
    await request.get('/api/v1/parcel-category', {
      headers: { zoneId: JSON.stringify(world.zoneIds), moduleId: String(parcel.id) },
    })
  ).json()) as Array<{ id: number; name: string }>;
  const module = { id: parcel.id, module_name: parcel.module_name, module_type: 'parcel' };
  return { world: { ...world, module }, category: categories[0]! };
}

/** The receiver's place: the location picker hands it back, the address dialog adds the contact. */
async function chooseReceiver(page: Page, placeQuery: string) {
  const receiver = page.getByRole('region', { name: tr('parcel.receiver') });
  await receiver.getByRole('button', { name: tr('parcel.chooseAddress') }).click();
  const picker = page.getByRole('dialog', { name: tr('parcel.pickPlace') });
  await picker.getByRole('textbox', { name: tr('location.searchLabel') }).fill(placeQuery);
  await picker
    .getByRole('list', { name: tr('location.suggestions') })
    .getByRole('button')
    .first()
    .click();
  const pick = picker.getByRole('button', { name: tr('location.pick') });
  await expect(pick).toBeEnabled();
  await pick.click();
  const dialog = page.getByRole('dialog', { name: tr('address.addNew') });
  await dialog.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Karim Hossain');
  await dialog.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801712345699');
  await dialog.getByRole('button', { name: tr('address.add') }).click();
  await expect(dialog).toBeHidden();
  await expect(receiver.getByRole('button', { name: tr('parcel.changeAddress') })).toBeVisible();
}

test('a guest sends a parcel from the parcel home and sees the order id', async ({
  page,
  request,
}) => {
  const { world, category } = await parcelWorld(request);
  await returningVisitor(page, world);
  await page.goto('/home');

  // A category tile of 'We Deliver Everything' leads to the form, the category in the URL.
  await page.getByRole('link', { name: category.name }).click();
  await expect(page).toHaveURL(
    new RegExp(`/parcel-delivery-info\\?category=${category.id}&step=details$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: tr('parcel.title') })).toBeVisible();

  // Continue with the fields empty: SPEC §5's messages, and the form stays.
  await page.getByRole('button', { name: tr('parcel.continue') }).click();
  const sender = page.getByRole('region', { name: tr('parcel.sender') });
  const receiver = page.getByRole('region', { name: tr('parcel.receiver') });
  await expect(sender.getByText(tr('validation.nameRequired'))).toBeVisible();
  await expect(sender.getByText(tr('validation.phoneRequired'))).toBeVisible();
  await expect(receiver.getByText(tr('validation.nameRequired'))).toBeVisible();
  await expect(receiver.getByText(tr('validation.phoneRequired'))).toBeVisible();
  await expect(receiver.getByText(tr('validation.addressRequired'))).toBeVisible();
  await expect(page).toHaveURL(/step=details$/);

  // The theme follows the system's at load: each variant is a fresh load with the messages shown.
  for (const variant of [
    { colorScheme: 'light' as const, width: 1280 },
    { colorScheme: 'dark' as const, width: 1280 },
    { colorScheme: 'light' as const, width: 390 },
    { colorScheme: 'dark' as const, width: 390 },
  ]) {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await page.reload();
    await page.getByRole('button', { name: tr('parcel.continue') }).click();
    await expect(page.getByText(tr('validation.addressRequired'))).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(variant.colorScheme));
    await expectAccessible(page, `parcel details (${variant.colorScheme} ${variant.width})`);
  }

  // The sender's place is the stored location; the contact is typed.
  await expect(sender.getByText(world.placeName)).toBeVisible();
  await sender.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Nadia Islam');
  await sender.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801712345678');
  // Fields commit on blur (SPEC §9): pressing the receiver's button clears the phone's message,
  // and its line stays reserved, so the button does not move away before the click lands.
  await chooseReceiver(page, 'Banani');
  await expect(sender.getByText(tr('validation.phoneRequired'))).toHaveCount(0);
  await expect(page.getByText(tr('validation.nameRequired'))).toHaveCount(0);
  await page
    .getByRole('radiogroup', { name: tr('parcel.chargePayer') })
    .getByText(tr('parcel.payer.receiver'), { exact: true })
    .click();
  await expect(page.getByText(tr('parcel.receiverPaysCash'))).toBeVisible();

  // The summary is a step of its own in the URL; Back returns to the form as it was.
  await page.getByRole('button', { name: tr('parcel.continue') }).click();
  const summary = page.getByRole('region', { name: tr('parcel.summary') });
  await expect(summary).toBeVisible();
  await expect(page).toHaveURL(/step=summary$/);
  await expect(summary.getByText('Karim Hossain')).toBeVisible();
  await expect(summary.getByText(tr('parcel.charge'), { exact: true })).toBeVisible();
  await expectAccessible(page, 'parcel summary (dark 390)');
  await page.goBack();
  await expect(page).toHaveURL(/step=details$/);
  await expect(receiver.getByRole('textbox', { name: tr('checkout.contactName') })).toHaveValue(
    'Karim Hossain',
  );
  await page.getByRole('button', { name: tr('parcel.continue') }).click();

  await summary.getByRole('button', { name: tr('checkout.placeOrder') }).click();
  const placed = page.getByRole('status').filter({ hasText: tr('orders.placedTitle') });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText(new RegExp(`${tr('orders.orderNumber')}: #\\d+`));
  await expect(placed.getByRole('link', { name: tr('parcel.trackOrder') })).toHaveAttribute(
    'href',
    /\/track-order\?order_id=\d+&phone=/,
  );
});

test('a parcel paid online goes through the demo gateway and comes back placed', async ({
  page,
  request,
}) => {
  const { world, category } = await parcelWorld(request);
  await returningVisitor(page, world);
  await page.goto(`/parcel-delivery-info?category=${category.id}&step=details`);
  const sender = page.getByRole('region', { name: tr('parcel.sender') });
  await sender.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Nadia Islam');
  await sender.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801712345678');
  await chooseReceiver(page, 'Banani');
  await page.getByRole('button', { name: tr('parcel.continue') }).click();

  // The zone takes online payment: the summary offers it beside cash on delivery.
  const summary = page.getByRole('region', { name: tr('parcel.summary') });
  await summary
    .getByRole('radio', { name: tr('checkout.method.digital_payment') })
    .check({ force: true });
  await look(page, 'parcel-online-payment');
  await summary.getByRole('button', { name: tr('checkout.placeOrder') }).click();

  // The provider's demo gateway, then back as the checkout's orders come back.
  await expect(page.getByRole('heading', { name: GATEWAY_WORDS.heading })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${GATEWAY_WORDS.pay('')}`) }).click();
  const placed = page.getByRole('dialog', { name: tr('orders.placedTitle') });
  await expect(placed).toBeVisible();
  expect(Number(await placed.getByTestId('placed-order-id').textContent())).toBeGreaterThanOrEqual(
    100001,
  );
});

test('where cash on delivery is off, the receiver cannot pay and the sender is offered the rest', async ({
  page,
  request,
}) => {
  const { world, category } = await parcelWorld(request);
  await returningVisitor(page, world);
  // The config turns cash on delivery off (the provider's seeded zone takes it and online payment).
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, cash_on_delivery: 0 } });
  });
  await page.goto(`/parcel-delivery-info?category=${category.id}&step=details`);
  const sender = page.getByRole('region', { name: tr('parcel.sender') });
  await sender.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Nadia Islam');
  await sender.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801712345678');
  await chooseReceiver(page, 'Banani');
  const payers = page.getByRole('radiogroup', { name: tr('parcel.chargePayer') });
  await payers.getByText(tr('parcel.payer.receiver'), { exact: true }).click();
  await expect(page.getByText(tr('parcel.codUnavailable'))).toBeVisible();
  await expect(page.getByText(tr('parcel.receiverPaysCash'))).toHaveCount(0);

  // The summary says so in the provider's words, offers no method and places nothing.
  await page.getByRole('button', { name: tr('parcel.continue') }).click();
  const summary = page.getByRole('region', { name: tr('parcel.summary') });
  await expect(summary.getByRole('alert')).toHaveText(tr('parcel.codUnavailable'));
  await expect(summary.getByRole('radio')).toHaveCount(0);
  await expect(summary.getByRole('button', { name: tr('checkout.placeOrder') })).toBeDisabled();

  // The sender pays instead: online payment only, already chosen.
  await summary.getByRole('button', { name: tr('parcel.editDetails') }).click();
  await payers.getByText(tr('parcel.payer.sender'), { exact: true }).click();
  await page.getByRole('button', { name: tr('parcel.continue') }).click();
  await expect(summary.getByRole('radio')).toHaveCount(1);
  await expect(
    summary.getByRole('radio', { name: tr('checkout.method.digital_payment') }),
  ).toBeChecked();
  await expect(summary.getByRole('alert')).toHaveCount(0);
  await expect(summary.getByRole('button', { name: tr('checkout.placeOrder') })).toBeEnabled();
});
