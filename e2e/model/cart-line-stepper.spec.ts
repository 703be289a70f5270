import { expect, type Locator, type Page } from '@playwright/test';
import type { StepperLine } from '../../machines/cart-line-stepper.machine';
import { tr as t } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';
import { onItemCard } from '../../src/explorer/browser-tests';
import { describeBrowserModel, entriesOf, type StepArgs } from './support/browser-model';
import { pauseSoon } from './support/clock';
import { keyboardOnly, leaveByKeyboard } from './support/keyboard';
import { HeldRoute } from './support/held-route';
import { beginningWith } from './support/names';

type Data = {
  world?: JourneyWorld;
  /** A path that hovers runs on the item card's stepper (the drawer's is always open). */
  card: boolean;
  /** The cart list is held only once the drawer shows the line (its refreshes are the path's). */
  holding: boolean;
  update?: HeldRoute;
  remove?: HeldRoute;
  list?: HeldRoute;
};

const guestId = (page: Page) => page.evaluate(() => localStorage.getItem('guest_id'));
/**
 * Where the path's stepper is: the store page for a card path, else the cart drawer (the page's
 * card shows a stepper for the same line, hidden from the drawer's reader only once it is open).
 */
const scope = (page: Page, data: Data) =>
  data.card ? page : page.getByRole('dialog', { name: t('cart.title') });
const quantityGroup = (within: Page | Locator, data: Data) => {
  const { name } = data.world!.first.item;
  return within.getByRole('group', { name: t('item.quantityOf', { name }) });
};
const stepper = (page: Page, data: Data) => quantityGroup(scope(page, data), data);
/** What says the stepper is busy: the drawer's line, or the card's stepper itself. */
const busyHolder = (page: Page, data: Data) =>
  data.card
    ? stepper(page, data)
    : scope(page, data)
        .getByRole('listitem')
        .filter({ has: quantityGroup(page, data) });
const increase = (page: Page, data: Data) => {
  const { name } = data.world!.first.item;
  return stepper(page, data).getByRole('button', { name: t('item.increase', { name }) });
};

/** The call a done or error step settles: the one its state made when last entered. */
const callOf = ({ path, index }: StepArgs<Data>, state: string) =>
  entriesOf(path, index - 1, `cartLineStepper.active.quantity.${state}`);

/** Which branch of the step's event the machine took (`#1` of QUANTITY_INCREMENTED, say). */
const took = ({ path, index }: StepArgs<Data>, key: string) =>
  path.trace[index]!.transitions.some((taken) => taken.includes(key));

/**
 * A line of the cart drawer, or for a path that hovers the item card's compact stepper on the
 * store page, which opens under the pointer and collapses 500 ms after it leaves (on the page's
 * clock, paused while the pointer is out, so the delay passes only by the path's `after` step).
 * The guest's cart holds
 * the world's first item at the variant's quantity (set up through the provider); the provider's
 * cart answer is given the variant's module type, stock and maximum for that line, as the
 * stepper reads them from it. The path's update, removal and cart refresh calls are held until
 * its done or error steps.
 */
describeBrowserModel<Data>('cartLineStepper', {
  data: () => ({ holding: false, card: false }),
  start: async ({ page, request, path, data }) => {
    data.card = onItemCard({ before: path.trace, step: path.trace[0]! });
    if (data.card) await page.clock.install();
    const { line: wanted } = path.variant.input as { line: StepperLine };
    const world = (data.world = await findJourneyWorld(request));
    const { item } = world.first;
    await returningVisitor(page, world);
    await page.route('**/api/v1/customer/cart/list**', async (route) => {
      const response = await route.fetch();
      const rows = (await response.json()) as Array<Record<string, unknown>>;
      await route.fulfill({
        response,
        json: rows.map((row) =>
          row.item_id === item.id
            ? {
                ...row,
                item: {
                  ...(row.item as Record<string, unknown>),
                  module_type: wanted.moduleType,
                  stock: wanted.stock,
                  maximum_cart_quantity: wanted.maximumCartQuantity,
                },
              }
            : row,
        ),
      });
    });
    const held = (method: string, endpoint: string) =>
      new HeldRoute(
        page,
        (call) => data.holding && call.method() === method && call.url().includes(endpoint),
        'fallback',
      ).install();
    data.update = await held('POST', '/customer/cart/update');
    data.remove = await held('DELETE', '/customer/cart/remove-item');
    data.list = await held('GET', '/customer/cart/list');
    await page.goto(`/store/${world.first.store.id}`);
    await expect.poll(() => guestId(page)).toBeTruthy();
    const guest = await guestId(page);
    const headers = { zoneId: JSON.stringify(world.zoneIds), moduleId: String(world.module.id) };
    await request.delete(`/api/v1/customer/cart/remove?guest_id=${guest}`, { headers });
    const added = await request.post('/api/v1/customer/cart/add', {
      headers,
      data: { guest_id: guest, item_id: item.id, quantity: wanted.quantity },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await page.reload();
    if (!data.card)
      await page.getByRole('button', { name: beginningWith(t('cart.button')) }).click();
    await expect(stepper(page, data)).toContainText(String(wanted.quantity).padStart(2, '0'));
    data.holding = true;
  },
  act: {
    POINTER_ENTERED: async ({ page, data }) => {
      await stepper(page, data).hover();
      await page.clock.resume();
    },
    POINTER_LEFT: async ({ page, data }) => {
      // Paused a moment ahead (fast-forwarding fires what falls due, none of it the stepper's).
      await pauseSoon(page);
      // By keyboard, focus leaves the stepper as the pointer does.
      if (keyboardOnly) await leaveByKeyboard(stepper(page, data));
      else await page.mouse.move(0, 0);
    },
    'after:stepperCollapse': async ({ page, delayMs }) => {
      await page.clock.runFor(delayMs);
      await page.clock.resume();
    },
    QUANTITY_INCREMENTED: async (args) => {
      const { page, data } = args;
      await increase(page, data).click();
      if (took(args, 'QUANTITY_INCREMENTED | #0'))
        await expect(page.getByText(t('stock.outOfStock')).last()).toBeVisible();
      if (took(args, 'QUANTITY_INCREMENTED | #1'))
        await expect(page.getByText(t('stock.outOfLimits')).last()).toBeVisible();
    },
    QUANTITY_DECREMENTED: async ({ page, data }) => {
      const { name } = data.world!.first.item;
      await stepper(page, data)
        .getByRole('button', { name: t('item.decrease', { name }) })
        .click();
    },
    REMOVE: async ({ page, data }) => {
      const { name } = data.world!.first.item;
      await scope(page, data)
        .getByRole('button', { name: t('cart.removeNamed', { name }) })
        .click();
    },
    'done:updateLine': async (args) => {
      await args.data.update!.settleCall(callOf(args, 'updating'), 'release');
      await expect(args.page.getByText(t('cart.itemUpdated')).last()).toBeVisible();
    },
    'error:updateLine': async (args) => {
      const refusal = 'Maximum cart quantity reached';
      await args.data.update!.settleCall(callOf(args, 'updating'), {
        status: 403,
        message: refusal,
      });
      await expect(args.page.getByText(refusal).last()).toBeVisible();
    },
    // The refresh refetches every cart query on screen: all of them are let through.
    'done:refreshCart': async ({ data }) => {
      await data.list!.release();
      while (data.list!.pending > 0) await data.list!.release();
    },
    'done:removeLine': async (args) => {
      await args.data.remove!.settleCall(callOf(args, 'removing'), 'release');
      await expect(args.page.getByText(t('cart.removedFromCart')).last()).toBeVisible();
    },
    'error:removeLine': async (args) => {
      await args.data.remove!.settleCall(callOf(args, 'removing'), {
        status: 500,
        message: 'Server error',
      });
      // A 500's own words are the server's business: the customer reads what happened.
      await expect(args.page.getByText(t('errors.server')).last()).toBeVisible();
    },
    'done:refreshAfterRemoval': async ({ data }) => {
      await data.list!.release();
      while (data.list!.pending > 0) await data.list!.release();
    },
  },
  see: {
    'active.display.collapsed': async ({ page, data }) => {
      if (data.card) await expect(increase(page, data)).toBeHidden();
    },
    'active.display.expanded': async ({ page, data }) => {
      await expect(increase(page, data)).toBeVisible();
    },
    // Out from under the pointer, it stays open until its delay is over.
    'active.display.collapsing': async ({ page, data }) => {
      await expect(increase(page, data)).toBeVisible();
    },
    'active.quantity.idle': async ({ page, data }) => {
      await expect(busyHolder(page, data)).toHaveAttribute('aria-busy', 'false');
    },
    'active.quantity.updating': async ({ page, data, path, index }) => {
      const id = 'cartLineStepper.active.quantity.updating';
      await data.update!.callsMade(entriesOf(path, index, id));
      await expect(busyHolder(page, data)).toHaveAttribute('aria-busy', 'true');
    },
    'active.quantity.removing': async ({ page, data, path, index }) => {
      const id = 'cartLineStepper.active.quantity.removing';
      await data.remove!.callsMade(entriesOf(path, index, id));
      await expect(busyHolder(page, data)).toHaveAttribute('aria-busy', 'true');
    },
    'active.quantity.refreshing': async ({ page, data }) => {
      await data.list!.nextCall();
      await expect(busyHolder(page, data)).toHaveAttribute('aria-busy', 'true');
    },
    'active.quantity.refreshingAfterRemoval': async ({ data }) => {
      await data.list!.nextCall();
    },
    // The refreshed cart has no such line: the drawer drops it, the card shows Add again.
    removed: async ({ page, data }) => {
      const { name } = data.world!.first.item;
      await expect(stepper(page, data)).toBeHidden();
      if (data.card)
        await expect(
          page.getByRole('button', { name: t('item.addNamed', { name }) }),
        ).toBeVisible();
    },
  },
});
