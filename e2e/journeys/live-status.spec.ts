import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { newCustomer } from '../fixtures/customer';
import { placeCashOrder, tokenOf } from '../fixtures/delivered-order';
import { tr } from '../fixtures/i18n';
import { look } from '../fixtures/look';
import { placeOrderOf, type Orderer } from '../fixtures/orders';
import { expectReadOut, listenAsScreenReader } from '../fixtures/read-out';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

/**
 * Issue 31 item 5: the tracking drawer and the order page follow the provider's order stream
 * (`customer/order/track/stream`), customers and guests alike, with SPEC's 10-second poll while
 * the stream is down. Each status change here is a cancellation made on the provider (through
 * its API, from the page, so that the change and its showing are timed on one clock).
 */

const PHONE = '+8801711111111';
const STREAM = '**/api/v1/customer/order/track/stream**';

const drawer = (page: Page, orderId: number) =>
  page.getByRole('dialog', { name: tr('tracking.title', { id: orderId }) });

async function signedInCustomer(page: Page, request: APIRequestContext) {
  const world = await findJourneyWorld(request);
  const token = await tokenOf(request, await newCustomer(request));
  await returningVisitor(page, world);
  await page.addInitScript((stored) => localStorage.setItem('token', stored), token);
  return { world, token };
}

/**
 * Cancels the order on the provider from the page and returns how long after the cancellation
 * was asked the drawer's status said so (ms, measured in the page by a MutationObserver; the
 * stream's event may arrive before the provider's answer to the request does).
 */
async function cancelAndTime(page: Page, orderId: number, who: Orderer): Promise<number> {
  return page.evaluate(
    async ({ orderId, who, canceled }) => {
      const status = document.querySelector('[data-testid="tracking-status"]')!;
      const shown = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (status.textContent?.includes(canceled)) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(status, { childList: true, subtree: true, characterData: true });
      });
      // From the moment the change is asked of the provider: an upper bound on the delay.
      const asked = performance.now();
      const response = await fetch('/api/v1/customer/order/cancel', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...('token' in who ? { Authorization: `Bearer ${who.token}` } : {}),
        },
        body: JSON.stringify({
          order_id: orderId,
          reason: 'Changed my mind',
          ...('guestId' in who ? { guest_id: who.guestId } : {}),
        }),
      });
      if (!response.ok) throw new Error(`cancel: ${response.status}`);
      return (await shown) - asked;
    },
    { orderId, who, canceled: tr('orderStatus.canceled') },
  );
}

test('a customer: the drawer and the order page show a new status within 1 s; the courier moves on the map', async ({
  page,
  request,
}) => {
  const { world, token } = await signedInCustomer(page, request);
  await listenAsScreenReader(page);
  // Unpaid digital payments stay pending until canceled; the cash order is the simulator's.
  const pendingForPage = await placeOrderOf(request, world, { token }, 'digital_payment');
  const pendingForDrawer = await placeOrderOf(request, world, { token }, 'digital_payment');

  // The order page (no drawer open): its status badge follows the order.
  const stream = page.waitForRequest((call) => call.url().includes('/order/track/stream'));
  await page.goto(`/my-orders?orderId=${pendingForPage}`);
  await expect(
    page.getByRole('heading', { name: tr('tracking.title', { id: pendingForPage }) }),
  ).toBeVisible();
  await expect(page.getByText(tr('orderStatus.pending'), { exact: true })).toBeVisible();
  await stream;
  const canceled = await request.post('/api/v1/customer/order/cancel', {
    headers: { Authorization: `Bearer ${token}` },
    data: { order_id: pendingForPage, reason: 'Changed my mind' },
  });
  expect(canceled.ok()).toBe(true);
  await expect(page.getByText(tr('orderStatus.canceled'), { exact: true })).toBeVisible({
    timeout: 2_000,
  });
  // A screen reader says so too (issue 45).
  await expectReadOut(page, tr('orderStatus.canceled'));

  // The tracking drawer: live, and a cancellation on the provider shows within 1 s.
  await page.goto(`/track-order?order_id=${pendingForDrawer}`);
  await expect(drawer(page, pendingForDrawer)).toBeVisible();
  await expect(page.getByTestId('tracking-mode')).toHaveText(tr('tracking.live'));
  const ms = await cancelAndTime(page, pendingForDrawer, { token });
  await expectReadOut(page, tr('orderStatus.canceled'));
  test.info().annotations.push({ type: 'customer: status shown after', description: `${ms} ms` });
  expect(ms).toBeLessThan(1_000);

  // A cash order the simulator takes to delivered: the courier's marker moves along the way.
  const riding = await placeCashOrder(request, world, token, 1);
  await page.goto(`/track-order?order_id=${riding}`);
  await expect(drawer(page, riding)).toBeVisible();
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { courierAt: string[] }).courierAt = seen;
    const note = () => {
      const marker = document.querySelector('[data-marker="courier"]');
      const at = marker?.getAttribute('transform');
      if (at && seen.at(-1) !== at) seen.push(at);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['transform'],
    });
  });
  await expect(page.getByTestId('tracking-status')).toContainText(tr('orderStatus.delivered'), {
    timeout: 30_000,
  });
  const positions = await page.evaluate(
    () => (window as unknown as { courierAt: string[] }).courierAt,
  );
  // at the store (handover), along the way (picked up), at the door (delivered)
  expect(new Set(positions).size, positions.join(' → ')).toBeGreaterThanOrEqual(3);
});

test('a guest: the drawer shows a new status within 1 s, through a stream of its own order', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const guest = await request.post('/api/v1/auth/guest/request');
  const guestId = String(((await guest.json()) as { guest_id: number }).guest_id);
  const orderId = await placeOrderOf(request, world, { guestId }, 'digital_payment', PHONE);
  await returningVisitor(page, world);
  await page.addInitScript((stored) => localStorage.setItem('guest_id', stored), guestId);

  const stream = page.waitForRequest((call) => call.url().includes('/order/track/stream'));
  await page.goto(`/track-order?order_id=${orderId}&phone=${encodeURIComponent(PHONE)}`);
  await expect(drawer(page, orderId)).toBeVisible();
  // The guest's stream names the guest and the order's phone, and no token.
  const url = new URL((await stream).url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    order_id: String(orderId),
    guest_id: guestId,
    contact_number: PHONE,
  });
  await expect(page.getByTestId('tracking-mode')).toHaveText(tr('tracking.live'));
  await look(page, 'live-status-guest-drawer');
  const ms = await cancelAndTime(page, orderId, { guestId });
  test.info().annotations.push({ type: 'guest: status shown after', description: `${ms} ms` });
  expect(ms).toBeLessThan(1_000);
});

test('with the stream blocked, the drawer polls: a new status shows within the 10 s poll', async ({
  page,
  request,
}) => {
  await page.route(STREAM, (route) => route.abort());
  const { world, token } = await signedInCustomer(page, request);
  const orderId = await placeOrderOf(request, world, { token }, 'digital_payment');
  await page.goto(`/track-order?order_id=${orderId}`);
  await expect(drawer(page, orderId)).toBeVisible();
  await expect(page.getByTestId('tracking-mode')).toHaveText(tr('tracking.polling'));
  const ms = await cancelAndTime(page, orderId, { token });
  test.info().annotations.push({ type: 'polling: status shown after', description: `${ms} ms` });
  expect(ms).toBeLessThan(10_000 + 1_000);
  expect(await page.getByTestId('tracking-mode').count()).toBe(0);
});
