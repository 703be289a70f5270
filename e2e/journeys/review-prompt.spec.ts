import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessibleEverywhere } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { placeCashOrder, tokenOf } from '../fixtures/delivered-order';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';

/** A new customer whose cash order the provider's simulator has delivered: token and order id. */
async function customerWithDeliveredOrder(request: APIRequestContext, world: JourneyWorld) {
  const token = await tokenOf(request, await newCustomer(request));
  const orderId = await placeCashOrder(request, world, token, 100);
  let images: string[] = [];
  await expect
    .poll(
      async () => {
        const reminder = await request.get('/api/v1/customer/review-reminder', {
          headers: { Authorization: `Bearer ${token}` },
        });
        const answer = (await reminder.json()) as { order_id: number | null; images: string[] };
        images = answer.images;
        return answer.order_id;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(orderId);
  return { token, orderId, images };
}

/** A signed-in customer with a location and module picked (the token stored once). */
async function signedIn(page: Page, world: JourneyWorld, token: string) {
  await returningVisitor(page, world);
  await page.addInitScript((value: string) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
}

function promptOf(page: Page) {
  return page.getByRole('region', { name: tr('review.promptQuestion') });
}

test('the review prompt: Give Review opens the order’s review page', async ({ page, request }) => {
  test.setTimeout(150_000);
  const world = await findJourneyWorld(request);
  const { token, orderId, images } = await customerWithDeliveredOrder(request, world);
  await signedIn(page, world, token);
  await page.goto('/home');
  const prompt = promptOf(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText(tr('review.promptQuestion'))).toBeVisible();
  // The order's item images (decorative: the question says what they are).
  await expect(prompt.locator('img')).toHaveCount(Math.min(images.length, 4));
  await expectAccessibleEverywhere(page, 'home with the review prompt', { focus: prompt });
  await prompt.getByRole('button', { name: tr('review.giveReview') }).click();
  await expect(page).toHaveURL(new RegExp(`/rate-and-review/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: tr('review.title') })).toBeVisible();
});

test('the review prompt: closed, it does not come back for that order', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const world = await findJourneyWorld(request);
  const { token } = await customerWithDeliveredOrder(request, world);
  await signedIn(page, world, token);
  await page.goto('/home');
  const prompt = promptOf(page);
  await expect(prompt).toBeVisible();
  const canceled = page.waitForResponse((r) => r.url().includes('review-reminder-cancel'));
  // Keyboard: the close control is a focusable button.
  await prompt.getByRole('button', { name: tr('common.close') }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  expect((await canceled).ok()).toBe(true);

  const checked = page.waitForResponse((r) => /customer\/review-reminder(\?|$)/.test(r.url()));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(((await (await checked).json()) as { order_id: number | null }).order_id).toBeNull();
  await expect(promptOf(page)).toHaveCount(0);
});
