import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CheckoutContext, CheckoutOptions } from '../../machines/checkout.machine';
import type { DeliveryField } from '../../src/domain/contact';
import { findCampaignItem } from '../fixtures/campaign';
import { tr as t } from '../fixtures/i18n';
import { visitorCookie } from '../../src/platform/storage-cookie';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';
import { describeBrowserModel, type StepArgs } from './support/browser-model';
import { signInToken } from './support/customer';
import { HeldRoute } from './support/held-route';
import { GATEWAY_WORDS } from '../../server/services/gateway-html';

type Data = { world?: JourneyWorld; place?: HeldRoute };

const LABELS: Record<DeliveryField, string> = {
  contactName: 'checkout.contactName',
  contactPhone: 'checkout.contactPhone',
  contactEmail: 'checkout.contactEmail',
  address: 'checkout.address',
  road: 'checkout.road',
  house: 'checkout.house',
  floor: 'checkout.floor',
  note: 'checkout.note',
};
const SHOWN_FIELDS: DeliveryField[] = [
  'contactName',
  'contactPhone',
  'contactEmail',
  'address',
  'road',
  'house',
  'floor',
];

/**
 * A radio of the checkout chosen as a customer does, by tapping its label: the input itself is
 * visually hidden, and a forced click on it chose nothing in Arabic at 390 px ("Clicking the
 * checkbox did not change its state").
 */
async function chooseRadio(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
}

const field = (page: Page, name: DeliveryField) =>
  page.getByRole('textbox', { name: t(LABELS[name]), exact: true });
const placeOrder = (page: Page) => page.getByRole('button', { name: t('checkout.placeOrder') });
const summary = (page: Page) => page.getByRole('region', { name: t('checkout.summary') });
/** The machine's context after the step being checked, as the trace's real actor holds it. */
const contextAt = ({ path, index }: StepArgs<Data>) =>
  path.trace[index]!.context as unknown as CheckoutContext;

/** A guest's cart: the world's simple item added from its store page (the provider's cart). */
async function guestCart(page: Page, world: JourneyWorld) {
  await page.goto(`/store/${world.first.store.id}`);
  await page
    .getByRole('button', { name: t('item.addNamed', { name: world.first.item.name }) })
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
}

/**
 * A campaign item chosen with Order Now by the signed-in demo customer, who then signs out
 * elsewhere: the tab still holds the item (sessionStorage), and the reloaded checkout meets a
 * guest at `page=campaign`.
 */
async function campaignCheckoutOfGuest(page: Page, args: StepArgs<Data>) {
  const world = args.data.world!;
  const campaign = await findCampaignItem(args.request, world);
  const token = await signInToken(args.request);
  await returningVisitor(page, { ...world, module: campaign.module });
  await page.goto('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).toBeTruthy();
  // Signed in as the app records it: the token, and its cookie for the server (without it the
  // server rendered a guest's page, which the browser then rendered anew, and the Order Now tap
  // made meanwhile was dropped).
  await page.evaluate(
    ([value, cookie]) => {
      localStorage.setItem('token', value);
      document.cookie = cookie;
    },
    [token, visitorCookie('token', token, false)] as const,
  );
  await page.goto(`/product/${campaign.item.slug}?product_type=campaign`);
  await page.getByRole('button', { name: t('item.orderNow') }).click();
  await expect(page).toHaveURL(/\/checkout\?page=campaign$/);
  await expect(summary(page).getByText(campaign.item.name)).toBeVisible();
  await page.evaluate(
    (flag) => {
      localStorage.removeItem('token');
      document.cookie = flag;
    },
    visitorCookie('token', null, false),
  );
  await page.reload();
}

/**
 * The coupon the browser applies for the model's sample code (a name the seeded world does not
 * have): the world module's running coupon for every store with the lowest minimum purchase, so
 * `coupon/apply` takes it for the cart. The machine takes any accepted code the same way.
 */
async function worldCoupon(request: APIRequestContext, world: JourneyWorld): Promise<string> {
  const response = await request.get('/api/v1/coupon/list', {
    headers: { zoneId: JSON.stringify(world.zoneIds), moduleId: String(world.module.id) },
  });
  const coupons = (await response.json()) as Array<{
    code: string;
    coupon_type: string;
    min_purchase: number;
  }>;
  const [coupon] = coupons
    .filter((candidate) => candidate.coupon_type === 'default')
    .sort((a, b) => Number(a.min_purchase) - Number(b.min_purchase));
  if (!coupon) throw new Error(`no running coupon in ${world.module.module_name}`);
  return coupon.code;
}

/** What OPTIONS_CHANGED chose, through the checkout's own controls. */
async function chooseOptions(
  { page, request, data }: StepArgs<Data>,
  options: Partial<CheckoutOptions>,
) {
  if (options.orderType) await chooseRadio(page, t(`checkout.orderTypes.${options.orderType}`));
  if (options.couponCode) {
    const code = await worldCoupon(request, data.world!);
    await summary(page)
      .getByRole('textbox', { name: t('checkout.coupon') })
      .fill(code);
    await summary(page)
      .getByRole('button', { name: t('checkout.couponApply') })
      .click();
    await expect(summary(page).getByText(t('checkout.couponApplied', { code }))).toBeVisible();
  }
  if (options.tips !== undefined) {
    const tip = summary(page)
      .getByRole('group', { name: t('checkout.tips') })
      .getByRole('button', { name: new RegExp(`\\b${options.tips}\\b`) });
    await tip.click();
    await expect(tip).toHaveAttribute('aria-pressed', 'true');
  }
}

/**
 * The checkout of `/checkout`: a guest's cart (the variant "empty form": the stored location's
 * address, which the checkout fills in, is cleared first) or a guest at a campaign checkout.
 * Fields are typed and left (they commit on blur); Place Order's call to `customer/order/place`
 * is held until the path's done or error step, which lets it through to the provider or answers
 * it with the path's refusal.
 */
describeBrowserModel<Data>('checkout', {
  data: () => ({}),
  start: async (args) => {
    const { page, request, path, data } = args;
    data.world = await findJourneyWorld(request);
    data.place = await new HeldRoute(page, (call) =>
      call.url().includes('/customer/order/place'),
    ).install();
    if (path.variant.name === 'campaign guest') return campaignCheckoutOfGuest(page, args);
    await returningVisitor(page, data.world);
    await guestCart(page, data.world);
    await page.goto('/checkout?page=cart');
    await expect(field(page, 'address')).toHaveValue(data.world.placeName);
    await field(page, 'address').fill('');
    await field(page, 'address').blur();
  },
  act: {
    FIELD_CHANGED: async ({ page, event }) => {
      const input = field(page, event.field as DeliveryField);
      await input.fill(String(event.value));
      await input.blur();
    },
    PAYMENT_METHOD_CHOSEN: async ({ page, event }) => {
      await chooseRadio(page, t(`checkout.method.${String(event.method)}`));
    },
    OPTIONS_CHANGED: async (args) => {
      await chooseOptions(args, args.event.options as Partial<CheckoutOptions>);
    },
    PLACE_ORDER: async ({ page }) => {
      await placeOrder(page).click();
    },
    'done:placeOrder': async ({ data }) => {
      await data.place!.release();
    },
    'error:placeOrder': async ({ data, event }) => {
      const error = event.error as { status: number; messages: string[] };
      await data.place!.fail(error.status, error.messages[0]);
    },
  },
  see: {
    editing: async (args) => {
      const { page, index, path } = args;
      const { errors, options, paymentMethod } = contextAt(args);
      await expect(page).toHaveURL(/\/checkout\?page=cart$/);
      await expect(placeOrder(page)).toBeEnabled();
      await expect(
        page.getByRole('radio', { name: t(`checkout.method.${paymentMethod}`) }),
      ).toBeChecked();
      if (options.orderType === 'take_away') {
        await expect(field(page, 'address')).toBeHidden();
        for (const key of Object.values(errors)) await expect(page.getByText(t(key))).toBeVisible();
      } else
        for (const name of SHOWN_FIELDS)
          if (errors[name]) await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
          else await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
      // A refused placement: the provider's words as a toast, everything typed kept.
      const { event } = path.trace[index]!;
      if (event.type === 'xstate.error.actor.placeOrder') {
        const refusal = event.error as { messages: string[] };
        await expect(page.getByText(refusal.messages[0]!)).toBeVisible();
      }
    },
    placing: async ({ page, data }) => {
      await data.place!.nextCall();
      // Busy, not disabled: it keeps a keyboard's focus while the order is placed.
      await expect(placeOrder(page)).toHaveAttribute('aria-busy', 'true');
    },
    placed: async ({ page }) => {
      await expect(page.getByRole('dialog', { name: t('orders.placedTitle') })).toBeVisible();
    },
    awaitingPayment: async ({ page }) => {
      // The provider's demo gateway, for the order just placed.
      await expect(page).toHaveURL(/\/payment-mobile\?/);
      await expect(page.getByRole('heading', { name: GATEWAY_WORDS.heading })).toBeVisible();
    },
    signInRequired: async ({ page }) => {
      await expect(page.getByText(t('item.campaignLoginRequired'))).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/sign-in\?from=%2Fcheckout%3Fpage%3Dcampaign$/);
    },
  },
});
