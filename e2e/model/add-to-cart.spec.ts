import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tr as t } from '../fixtures/i18n';
import { returningVisitor, visitorSpeaking } from '../fixtures/visitor';
import {
  findItemWithRequiredOptions,
  findJourneyWorld,
  type JourneyWorld,
  type OptionsWorld,
} from '../fixtures/world';
import type { ApiError } from '../../src/api/errors';
import { DIFFERENT_STORE } from '../../machines/add-to-cart.machine';
import { describeBrowserModel } from './support/browser-model';
import { HeldRoute } from './support/held-route';

type Data = {
  world?: JourneyWorld;
  /** The food item with required options, for an ADD that needs them. */
  options?: OptionsWorld;
  /** The path adds without a location: the visitor never picked one. */
  withoutLocation?: boolean;
  /** Only the path's own add and clear calls are held, not the ones that set the cart up. */
  holding: boolean;
  add?: HeldRoute;
  clear?: HeldRoute;
  /** Cart lines before the path's own ADD (the badge's number). */
  linesBefore: number;
};

/** A simple item of the world's first store besides its own, through the provider's API. */
async function otherItemOf(request: APIRequestContext, world: JourneyWorld): Promise<number> {
  const { first } = world;
  const response = await request.get(
    `/api/v1/items/latest?store_id=${first.store.id}&offset=1&limit=20`,
    { headers: { zoneId: JSON.stringify(world.zoneIds), moduleId: String(world.module.id) } },
  );
  const { products } = (await response.json()) as { products: Array<Record<string, unknown>> };
  const none = (value: unknown) => !Array.isArray(value) || value.length === 0;
  const other = products.find(
    (item) =>
      item.id !== first.item.id &&
      none(item.variations) &&
      none(item.food_variations) &&
      none(item.add_ons) &&
      Number(item.stock ?? 1) > 1,
  );
  if (!other) throw new Error(`${first.store.name} sells one simple item only`);
  return Number(other.id);
}

const locationPrompt = (page: Page) => page.getByRole('dialog', { name: t('cart.insertLocation') });
const clearDialog = (page: Page) => page.getByRole('alertdialog', { name: t('cart.clearTitle') });
const addButton = (page: Page, name: string) =>
  page.getByRole('button', { name: t('item.addNamed', { name }) });
const badge = (page: Page) => page.getByTestId('cart-badge');
const guestId = (page: Page) => page.evaluate(() => localStorage.getItem('guest_id'));

/**
 * Add to cart with the one-store rule. A visitor with no location adds from the item page and
 * meets the location prompt. Before any other ADD the guest's cart is set up as the step says
 * (empty, the same store, another store) through the provider and the store page; then the
 * item card's Add button. The add and clear calls of the path itself are held until its
 * done or error steps.
 */
describeBrowserModel<Data>('addToCart', {
  data: () => ({ holding: false, linesBefore: 0 }),
  start: async ({ page, request, path, data }) => {
    data.world = await findJourneyWorld(request);
    // A visitor who has not picked a location yet has no store page (it sends them to the
    // landing page): the item page, reached by its URL, is where they can press Add.
    data.withoutLocation = path.trace.some(
      (step) => step.event.type === 'ADD' && !step.event.hasLocation,
    );
    // An item with options (a food store's) is added from its store's card: the food module is
    // the visitor's module then.
    if (path.trace.some((step) => step.event.type === 'ADD' && step.event.needsOptions)) {
      data.options = await findItemWithRequiredOptions(request, data.world);
      await returningVisitor(page, { ...data.world, module: data.options.module });
      await page.goto(`/store/${data.options.store.id}`);
      await expect.poll(() => guestId(page)).toBeTruthy();
      return;
    }
    if (data.withoutLocation) {
      await visitorSpeaking(page, 'en');
      await page.goto(`/product/${data.world.first.item.id}`);
      await expect.poll(() => guestId(page)).toBeTruthy();
      return;
    }
    await returningVisitor(page, data.world);
    const held = (method: string, endpoint: string) =>
      new HeldRoute(
        page,
        (call) => data.holding && call.method() === method && call.url().includes(endpoint),
      ).install();
    data.add = await held('POST', '/customer/cart/add');
    data.clear = await held('DELETE', '/customer/cart/remove');
    await page.goto(`/store/${data.world.first.store.id}`);
    await expect.poll(() => guestId(page)).toBeTruthy();
  },
  act: {
    ADD: async ({ page, request, event, data }) => {
      const { first, second } = data.world!;
      if (event.needsOptions) {
        const { store, item } = data.options!;
        await page.goto(`/store/${store.id}`);
        // The store's own list (the item may also stand in its Popular items rail).
        await page
          .getByRole('region', { name: t('store.items'), exact: true })
          .getByRole('button', { name: t('item.addNamed', { name: item.name }) })
          .click();
        // The card cannot add it: the item's page opens for its options.
        await expect(page).toHaveURL(new RegExp(`/product/${item.slug}$`));
        return;
      }
      if (!event.hasLocation) {
        await page.getByRole('button', { name: t('item.addToCart') }).click();
        return;
      }
      data.holding = false;
      // The cart is kept per module: the provider clears the one the headers name.
      const headers = {
        zoneId: JSON.stringify(data.world!.zoneIds),
        moduleId: String(data.world!.module.id),
      };
      const cleared = await request.delete(
        `/api/v1/customer/cart/remove?guest_id=${await guestId(page)}`,
        { headers },
      );
      expect(cleared.ok(), await cleared.text()).toBe(true);
      if (event.cartStoreId !== null && event.cartStoreId !== event.storeId) {
        await page.goto(`/store/${second.store.id}`);
        await addButton(page, second.item.name).click();
        await expect(badge(page)).not.toHaveText('0');
      } else if (event.cartStoreId !== null) {
        // The same store: another of its items (a card in the cart shows its stepper, not Add).
        const added = await request.post('/api/v1/customer/cart/add', {
          headers,
          data: {
            guest_id: await guestId(page),
            item_id: await otherItemOf(request, data.world!),
            quantity: 1,
          },
        });
        expect(added.ok(), await added.text()).toBe(true);
      }
      await page.goto(`/store/${first.store.id}`);
      data.linesBefore = event.cartStoreId !== null ? 1 : 0;
      await expect(badge(page)).toHaveText(String(data.linesBefore));
      data.holding = true;
      await addButton(page, first.item.name).click();
    },
    LOCATION_PROMPT_CLOSED: async ({ page }) => {
      await page.keyboard.press('Escape');
      await expect(locationPrompt(page)).toBeHidden();
    },
    CANCEL: async ({ page }) => {
      await clearDialog(page)
        .getByRole('button', { name: t('common.cancel') })
        .click();
    },
    CONFIRM_CLEAR: async ({ page }) => {
      await clearDialog(page)
        .getByRole('button', { name: t('cart.clearCart') })
        .click();
    },
    'done:addItem': async ({ page, data }) => {
      await data.add!.release();
      await expect(badge(page)).not.toHaveText('0');
    },
    'error:addItem': async ({ page, event, data }) => {
      const { code, message } = (event as unknown as { error: ApiError }).error;
      await data.add!.fail(403, message, code);
      // The provider's cart holds another store's items: the clear-cart dialog (its `see`),
      // not the provider's words.
      if (code !== DIFFERENT_STORE) await expect(page.getByText(message)).toBeVisible();
      // The line shown ahead of the answer is gone again: the cart is as it was.
      await expect(badge(page)).toHaveText(String(data.linesBefore));
    },
    'done:clearCart': async ({ data }) => {
      await data.clear!.release();
    },
    'error:clearCart': async ({ page, data }) => {
      await data.clear!.fail(500, 'Server error');
      // A 500's own words are the server's business: the customer reads what happened.
      await expect(page.getByText(t('errors.server'))).toBeVisible();
    },
    'done:addAfterClear': async ({ page, data }) => {
      await data.add!.release();
      await expect(page.getByText(t('cart.clearedAndAdded'))).toBeVisible();
    },
    'error:addAfterClear': async ({ page, data }) => {
      // The provider's refusal, in its own words: shown as it says it.
      const refusal = 'Out of stock';
      await data.add!.fail(403, refusal);
      await expect(page.getByText(refusal)).toBeVisible();
      await expect(badge(page)).toHaveText('0');
    },
  },
  see: {
    idle: async ({ page }) => {
      await expect(clearDialog(page)).toBeHidden();
    },
    locationPrompt: async ({ page }) => {
      await expect(locationPrompt(page)).toBeVisible();
      await expect(
        locationPrompt(page).getByRole('link', { name: t('cart.pickFromMap') }),
      ).toBeVisible();
    },
    confirmingClear: async ({ page }) => {
      await expect(clearDialog(page)).toBeVisible();
      await expect(clearDialog(page).getByText(t('cart.clearBody'))).toBeVisible();
    },
    // The cart shows the new line before the provider answers (the call is still held).
    adding: async ({ page, data }) => {
      await data.add!.nextCall();
      await expect(badge(page)).toHaveText(String(data.linesBefore + 1));
    },
    addingAfterClear: async ({ page, data }) => {
      await data.add!.nextCall();
      await expect(badge(page)).toHaveText('1');
    },
    clearing: async ({ data }) => {
      await data.clear!.nextCall();
    },
  },
});
