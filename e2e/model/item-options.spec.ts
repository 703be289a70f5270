import { expect, type Page } from '@playwright/test';
import type { ItemOptionsInput } from '../../machines/item-options.machine';
import { newCustomer } from '../fixtures/customer';
import { tokenOf } from '../fixtures/delivered-order';
import { tr as t } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';
import { describeBrowserModel, type StepArgs } from './support/browser-model';
import { HeldRoute } from './support/held-route';
import { beginningWith } from './support/names';
import { renderedInBrowser } from '../fixtures/browser-rendered';

type Data = { world?: JourneyWorld; input?: ItemOptionsInput; cartCalls?: HeldRoute };

/** Whether the step took the transition `key` (`<event> | #<branch>`), guarded ones included. */
const took = ({ path, index }: StepArgs<Data>, key: string) =>
  path.trace[index]!.transitions.some((taken) => taken.endsWith(key));

/** A refused confirmation: the toast, no cart call, still the item page. */
async function refused(args: StepArgs<Data>) {
  await expect(args.page.locator('[data-scope="toast"][data-part="root"]').first()).toBeVisible();
  expect(args.data.cartCalls!.made).toBe(0);
  await expect(args.page).toHaveURL(/\/product\//);
}

const mainButton = (page: Page, key: string) => page.getByRole('button', { name: t(key) });
const quantity = (page: Page) => page.getByRole('group', { name: t('item.quantity') });

/**
 * The item page (`/product/{id}`) of the world's first item, showing the variant's item: the
 * provider's item answer is given the variant's name, price, module, stock, limits, variations,
 * choices, add-ons and campaign flag (the form reads nothing else), served all day. A signed-in
 * variant is a customer of the test's own; an item in the cart is put there through the
 * provider. The cart call a confirmed Add or Update makes is held (its outcome belongs to the
 * add-to-cart machine).
 */
describeBrowserModel<Data>('itemOptions', {
  data: () => ({}),
  start: async ({ page, request, path, data }) => {
    const input = (data.input = path.variant.input as ItemOptionsInput);
    const world = (data.world = await findJourneyWorld(request));
    const { item } = input;
    await returningVisitor(page, world);
    // The item answer is the browser's own (a server-rendered page carries the provider's).
    await renderedInBrowser(page);
    await page.route(`**/api/v1/items/details/**`, async (route) => {
      const response = await route.fetch();
      const real = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: {
          ...real,
          name: item.name,
          price: item.price,
          discount: 0,
          module_type: item.moduleType,
          stock: item.stock,
          maximum_cart_quantity: item.maximumCartQuantity,
          food_variations: item.foodVariations,
          choice_options: item.choiceOptions,
          variations: item.variations,
          add_ons: item.addOns,
          item_campaign: item.isCampaign ? 1 : 0,
          available_time_starts: '00:00:00',
          available_time_ends: '23:59:59',
        },
      });
    });
    const headers: Record<string, string> = {
      zoneId: JSON.stringify(world.zoneIds),
      moduleId: String(world.module.id),
    };
    if (input.signedIn) {
      const token = await tokenOf(request, await newCustomer(request));
      headers.Authorization = `Bearer ${token}`;
      await page.addInitScript((stored) => {
        if (!sessionStorage.getItem('model-options-stored')) {
          sessionStorage.setItem('model-options-stored', '1');
          localStorage.setItem('token', stored);
        }
      }, token);
    }
    if (input.cartLine) {
      // The line is put in the cart of the guest id the app gets on its first page.
      await page.goto('/home');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).toBeTruthy();
      const guest = input.signedIn
        ? {}
        : { guest_id: await page.evaluate(() => localStorage.getItem('guest_id')) };
      const added = await request.post('/api/v1/customer/cart/add', {
        headers,
        data: { ...guest, item_id: world.first.item.id, quantity: input.cartLine.quantity },
      });
      expect(added.ok(), await added.text()).toBe(true);
    }
    data.cartCalls = await new HeldRoute(
      page,
      (call) =>
        call.method() === 'POST' &&
        (call.url().includes('/customer/cart/add') || call.url().includes('/customer/cart/update')),
    ).install();
    await page.goto(`/product/${world.first.item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  },
  act: {
    QUANTITY_INCREMENTED: async (args) => {
      const { page, data } = args;
      await quantity(page)
        .getByRole('button', { name: t('item.increase', { name: data.input!.item.name }) })
        .click();
      if (took(args, 'QUANTITY_INCREMENTED | #0'))
        await expect(page.getByText(t('stock.outOfStock')).last()).toBeVisible();
      if (took(args, 'QUANTITY_INCREMENTED | #1'))
        await expect(page.getByText(t('stock.outOfLimits')).last()).toBeVisible();
    },
    QUANTITY_DECREMENTED: async ({ page, data }) => {
      await quantity(page)
        .getByRole('button', { name: t('item.decrease', { name: data.input!.item.name }) })
        .click();
    },
    VARIATION_VALUE_TOGGLED: async ({ page, event, data }) => {
      const group = data.input!.item.foodVariations.find((g) => g.name === event.group)!;
      const role = group.type === 'multi' ? 'checkbox' : 'radio';
      await page.getByRole(role, { name: beginningWith(String(event.label)) }).click();
    },
    CHOICE_SELECTED: async ({ page, event }) => {
      await page.getByRole('radio', { name: String(event.option), exact: true }).click();
    },
    ADDON_TOGGLED: async ({ page, event, data }) => {
      const addOn = data.input!.item.addOns.find((a) => a.id === event.addOnId)!;
      const box = page.getByRole('checkbox', { name: beginningWith(addOn.name) });
      await box.click();
      if (event.checked) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    },
    ADDON_INCREMENTED: async ({ page, event, data }) => {
      const addOn = data.input!.item.addOns.find((a) => a.id === event.addOnId)!;
      await page.getByRole('button', { name: t('item.increase', { name: addOn.name }) }).click();
    },
    ADDON_DECREMENTED: async ({ page, event, data }) => {
      const addOn = data.input!.item.addOns.find((a) => a.id === event.addOnId)!;
      await page.getByRole('button', { name: t('item.decrease', { name: addOn.name }) }).click();
    },
    ADD_TO_CART: async (args) => {
      await mainButton(args.page, 'item.addToCart').click();
      if (took(args, 'ADD_TO_CART | #0')) await refused(args);
    },
    UPDATE_CART: async (args) => {
      await mainButton(args.page, 'item.updateToCart').click();
      if (took(args, 'UPDATE_CART | #0')) await refused(args);
    },
    BUY_NOW: async (args) => {
      await mainButton(args.page, 'item.buyNow').click();
      if (took(args, 'BUY_NOW | #0')) await refused(args);
    },
    ORDER_NOW: async (args) => {
      await mainButton(args.page, 'item.orderNow').click();
      if (took(args, 'ORDER_NOW | #0')) await refused(args);
    },
  },
  see: {
    'editing.notInCart': async ({ page }) => {
      await expect(mainButton(page, 'item.addToCart')).toBeVisible();
    },
    'editing.inCart': async ({ page }) => {
      await expect(mainButton(page, 'item.updateToCart')).toBeVisible();
    },
    'editing.campaign': async ({ page, data }) => {
      if (data.input!.signedIn || page.url().includes('/product/'))
        await expect(mainButton(page, 'item.orderNow')).toBeVisible();
      else await expect(page.getByText(t('item.campaignLoginRequired'))).toBeVisible();
    },
    confirmed: async ({ page, data, event }) => {
      if (event.type === 'BUY_NOW') await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
      else if (data.input!.item.isCampaign)
        // A guest keeps the item and signs in first, coming back to the campaign checkout.
        await expect(page).toHaveURL(
          data.input!.signedIn
            ? /\/checkout\?page=campaign$/
            : /\/auth\/sign-in\?from=%2Fcheckout%3Fpage%3Dcampaign$/,
        );
      else await data.cartCalls!.nextCall();
    },
  },
});
