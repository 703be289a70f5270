import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newCustomer } from '../fixtures/customer';
import { placeCashOrder, tokenOf } from '../fixtures/delivered-order';
import { tr as t } from '../fixtures/i18n';
import { placeOrderOf } from '../fixtures/orders';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';
import { describeBrowserModel, entriesOf, type StepArgs } from './support/browser-model';
import { pauseSoon } from './support/clock';
import { HeldRoute } from './support/held-route';

type Data = { orderId?: number; track?: HeldRoute };

const drawer = (page: Page, orderId: number) =>
  page.getByRole('dialog', { name: t('tracking.title', { id: orderId }) });
const progress = (page: Page) => page.getByRole('list', { name: t('tracking.progress') });

/** The order's status as the provider tracks it for its customer. */
async function statusOf(request: APIRequestContext, token: string, orderId: number) {
  const response = await request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return String(((await response.json()) as { order_status?: string }).order_status);
}

/** A delivered order of the customer's own: cash on delivery, taken there by the simulator. */
async function deliveredOrder(request: APIRequestContext, world: JourneyWorld, token: string) {
  const orderId = await placeCashOrder(request, world, token, 1);
  await expect
    .poll(() => statusOf(request, token, orderId), { timeout: 60_000, intervals: [1_000] })
    .toBe('delivered');
  return orderId;
}

/** The status the path's first answer has: which kind of order the path needs. */
function firstAnsweredStatus(path: StepArgs<Data>['path']): string {
  const answer = path.trace.find((step) => step.event.type === 'xstate.done.actor.fetchOrder');
  return String((answer?.event.output as { order_status?: string } | undefined)?.order_status);
}

const fetching = 'orderTracking.tracking.polling.fetching';

/**
 * The tracking drawer of `/track-order` for a signed-in customer of the test's own. The path's
 * first answer says which order it tracks: a delivered one (cash on delivery, delivered by the
 * provider's simulator) or one still pending (an online payment never made). Every
 * customer/order/track call is held until the path's done or error step; the page's clock is
 * paused once the drawer is open, so the 10 s between fetches pass only by the `after` step.
 * The provider's order stream is blocked: the drawer stays with SPEC's polling (the stream's
 * paths run in the unit model tests; e2e/journeys/live-status.spec.ts follows the real stream).
 */
describeBrowserModel<Data>('orderTracking', {
  data: () => ({}),
  start: async ({ page, request, path, data }) => {
    const world = await findJourneyWorld(request);
    const token = await tokenOf(request, await newCustomer(request));
    data.orderId =
      firstAnsweredStatus(path) === 'delivered'
        ? await deliveredOrder(request, world, token)
        : await placeOrderOf(request, world, { token }, 'digital_payment');
    await returningVisitor(page, world);
    await page.addInitScript((stored) => {
      if (!sessionStorage.getItem('model-tracking-stored')) {
        sessionStorage.setItem('model-tracking-stored', '1');
        localStorage.setItem('token', stored);
      }
    }, token);
    await page.route('**/api/v1/customer/order/track/stream**', (route) => route.abort());
    data.track = await new HeldRoute(
      page,
      (call) =>
        call.url().includes('/customer/order/track') && !call.url().includes('/track/stream'),
    ).install();
    await page.clock.install();
    await page.goto(`/track-order?order_id=${data.orderId}`);
    await expect(drawer(page, data.orderId)).toBeVisible();
    await data.track.callsMade(1);
    await pauseSoon(page);
  },
  act: {
    'done:fetchOrder': async ({ data, path, index }) => {
      await data.track!.settleCall(entriesOf(path, index - 1, fetching), 'release');
    },
    'error:fetchOrder': async ({ data, path, index, event }) => {
      const status = (event.error as { status: number }).status;
      await data.track!.settleCall(entriesOf(path, index - 1, fetching), {
        status,
        message: status === 404 ? 'Order not found' : 'Internal Server Error',
      });
    },
    'after:pollInterval': async ({ page, data, path, index, delayMs }) => {
      const made = entriesOf(path, index - 1, fetching);
      // The last answer taken in (the 10 s counted from then): on a busy machine the clock ran
      // on before the app had it, and the next poll fell after the path's 10 s.
      await expect(progress(page)).toHaveAttribute('aria-busy', 'false');
      await page.clock.runFor(delayMs - 1);
      await expect(progress(page)).toBeVisible();
      expect(data.track!.made, 'no fetch before the 10 s are over').toBe(made);
      await page.clock.runFor(1);
      await data.track!.callsMade(made + 1);
    },
    RETRY: async ({ page }) => {
      await page.getByRole('button', { name: t('common.retry') }).click();
    },
    CLOSE: async ({ page, data }) => {
      await drawer(page, data.orderId!)
        .getByRole('button', { name: t('common.close') })
        .click();
    },
  },
  see: {
    'tracking.polling.fetching': async ({ data, path, index }) => {
      await data.track!.callsMade(entriesOf(path, index, fetching));
    },
    'tracking.polling.waiting': async ({ page }) => {
      await expect(progress(page)).toBeVisible();
    },
    finished: async ({ page }) => {
      await expect(progress(page)).toBeVisible();
    },
    failed: async ({ page, event }) => {
      if ((event.error as { status: number }).status === 404) {
        // Not found leads back to the form, with no Try again.
        await expect(page.getByText(t('tracking.notFound'))).toBeVisible();
        await expect(page.getByRole('button', { name: t('tracking.checkOrder') })).toBeVisible();
        await expect(page.getByRole('button', { name: t('common.retry') })).toHaveCount(0);
      } else {
        // Any other failure in the customer's words (never the server's), with Try again.
        await expect(page.getByRole('alert')).toContainText(t('errors.server'));
        await expect(page.getByRole('alert')).not.toContainText('Internal Server Error');
        await expect(page.getByRole('button', { name: t('common.retry') })).toBeVisible();
      }
    },
    closed: async ({ page, data }) => {
      await expect(drawer(page, data.orderId!)).toBeHidden();
      await expect(page).toHaveURL(/\/track-order$/);
    },
  },
});
