/**
 * Buy Now and campaign orders over the real machines: the item detail's Buy Now (and a
 * campaign's Order Now), and the checkout of that one item. Network actors are stubs.
 */
import { describe, expect, it } from 'vitest';
import { checkoutSourceOf } from '@/system/url/checkout-page';
import { authPath } from '@/domain/auth';
import { connect as connectCheckout } from '@/features/checkout/checkout.connect';
import { connect as connectItemOptions } from '@/features/item/item-options.connect';
import {
  BUY_NOW_PATH,
  CAMPAIGN_CHECKOUT_PATH,
  buyNowCartJson,
  buyNowSubtotal,
  parseBuyNowLine,
  type BuyNowLine,
} from '@/domain/buy-now';
import { checkoutSummary } from '@/domain/checkout-summary';
import { emptyDeliveryForm } from '@/domain/contact';
import type { OptionsItem } from '@/domain/variations';
import { checkoutMachine } from '@machines/checkout.machine';
import { itemOptionsMachine } from '@machines/item-options.machine';
import { connected, pending } from './support/flow';

const SHIRT: OptionsItem = {
  id: 301,
  name: 'Cotton T-Shirt',
  price: 20,
  moduleType: 'ecommerce',
  stock: 10,
  maximumCartQuantity: 3,
  foodVariations: [],
  choiceOptions: [],
  variations: [],
  addOns: [],
  isCampaign: false,
  discount: { discount: 10, discount_type: 'percent' },
};

const LINE: BuyNowLine = {
  itemId: 301,
  model: 'Item',
  name: 'Cotton T-Shirt',
  storeId: 12,
  quantity: 2,
  price: 20,
  unitTotal: 18,
  variation: [],
  addOnIds: [],
  addOnQtys: [],
};

function emittedBy(actor: { on: (type: '*', handler: (event: unknown) => void) => unknown }) {
  const events: unknown[] = [];
  actor.on('*', (event) => events.push(event));
  return events;
}

describe('item detail: Buy Now (SPEC §2)', () => {
  it('offers Buy Now beside Add to Cart; it hands on the chosen item, then goes to its checkout', () => {
    const flow = connected(itemOptionsMachine, connectItemOptions, {
      item: SHIRT,
      cartLine: null,
      signedIn: false,
      guestCheckout: true,
    });
    const events = emittedBy(flow.actor);
    expect(flow.api()).toMatchObject({ offersBuyNow: true, mainLabelKey: 'item.addToCart' });
    flow.api().increment();
    flow.api().buyNow();
    expect(flow.sent).toEqual([{ type: 'QUANTITY_INCREMENTED' }, { type: 'BUY_NOW' }]);
    expect(events).toEqual([
      {
        type: 'itemOptionsConfirmed',
        intent: 'buyNow',
        line: expect.objectContaining({ itemId: 301, model: 'Item', quantity: 2, cartId: null }),
      },
      { type: 'navigate', to: BUY_NOW_PATH },
    ]);
  });

  it("a guest's Buy Now goes through sign-in when guest checkout is off (SPEC §4)", () => {
    const flow = connected(itemOptionsMachine, connectItemOptions, {
      item: SHIRT,
      cartLine: null,
      signedIn: false,
      guestCheckout: false,
    });
    const events = emittedBy(flow.actor);
    flow.api().buyNow();
    expect(events).toEqual([
      expect.objectContaining({ type: 'itemOptionsConfirmed', intent: 'buyNow' }),
      { type: 'navigate', to: authPath('signIn', BUY_NOW_PATH) },
    ]);
  });

  it('a line in the cart: Update To Cart and Buy Now', () => {
    const flow = connected(itemOptionsMachine, connectItemOptions, {
      item: SHIRT,
      cartLine: { cartId: 9, quantity: 1, selection: { food: {}, choices: {}, addOns: {} } },
      signedIn: true,
      guestCheckout: true,
    });
    expect(flow.api()).toMatchObject({ offersBuyNow: true, mainLabelKey: 'item.updateToCart' });
  });

  it("a campaign item shows Order Now only; a guest's goes to sign-in and back to the campaign checkout", () => {
    const flow = connected(itemOptionsMachine, connectItemOptions, {
      item: { ...SHIRT, isCampaign: true },
      cartLine: null,
      signedIn: false,
      guestCheckout: true,
    });
    const events = emittedBy(flow.actor);
    expect(flow.api()).toMatchObject({ offersBuyNow: false, mainLabelKey: 'item.orderNow' });
    flow.api().confirm();
    expect(events).toEqual([
      { type: 'toast', status: 'error', messageKey: 'item.campaignLoginRequired' },
      expect.objectContaining({ type: 'itemOptionsConfirmed', intent: 'orderNow' }),
      {
        type: 'navigate',
        to: `/auth/sign-in?from=${encodeURIComponent(CAMPAIGN_CHECKOUT_PATH)}`,
      },
    ]);
  });
});

describe('checkout of one item (page=buy_now|campaign)', () => {
  const machine = checkoutMachine.provide({ actors: { placeOrder: pending() } });

  it('shows only that item and places it with the source', () => {
    const flow = connected(machine, connectCheckout, {
      form: emptyDeliveryForm(),
      idempotencyKey: 'key-1',
      guest: true,
      allowedMethods: ['cash_on_delivery', 'digital_payment'],
      source: { page: 'buy_now', line: LINE },
    });
    expect(flow.api()).toMatchObject({
      source: { page: 'buy_now', line: LINE },
      isLeaving: false,
    });
    // The summary lists the item alone, whatever the cart holds.
    expect(checkoutSummary(flow.api().source, [])).toEqual({
      lines: [{ key: 'buy_now-301', name: 'Cotton T-Shirt', quantity: 2, amount: 36 }],
      subtotal: 36,
      storeId: 12,
    });
  });

  it('a guest at a campaign checkout is sent to sign in, back here after', () => {
    const flow = connected(machine, connectCheckout, {
      form: emptyDeliveryForm(),
      idempotencyKey: 'key-1',
      guest: true,
      allowedMethods: ['cash_on_delivery', 'digital_payment'],
      source: { page: 'campaign', line: { ...LINE, model: 'ItemCampaign' } },
    });
    expect(flow.api().isLeaving).toBe(true);
  });

  it('a customer at a campaign checkout fills it in', () => {
    const flow = connected(machine, connectCheckout, {
      form: emptyDeliveryForm(),
      idempotencyKey: 'key-1',
      guest: false,
      allowedMethods: ['cash_on_delivery', 'wallet', 'digital_payment'],
      source: { page: 'campaign', line: { ...LINE, model: 'ItemCampaign' } },
    });
    expect(flow.api().isLeaving).toBe(false);
    expect(flow.actor.getSnapshot().value).toBe('editing');
  });
});

describe('the kept item and the URL', () => {
  it('page=buy_now without a kept item heals to the cart; an unknown page too', () => {
    expect(checkoutSourceOf('buy_now', () => null)).toEqual({ page: 'cart' });
    expect(checkoutSourceOf('campaign', () => null)).toEqual({ page: 'cart' });
    expect(checkoutSourceOf('nonsense', () => LINE)).toEqual({ page: 'cart' });
    expect(checkoutSourceOf('buy_now', () => LINE)).toEqual({ page: 'buy_now', line: LINE });
  });

  it('a malformed kept item reads as none', () => {
    expect(parseBuyNowLine(JSON.parse(JSON.stringify(LINE)))).toEqual(LINE);
    expect(parseBuyNowLine({ ...LINE, quantity: 0 })).toBeNull();
    expect(parseBuyNowLine({ ...LINE, model: 'Other' })).toBeNull();
    expect(parseBuyNowLine('nope')).toBeNull();
  });

  it("the provider's `cart` field carries the one line; the amount is its discounted total", () => {
    expect(JSON.parse(buyNowCartJson(LINE))).toEqual([
      {
        item_id: 301,
        model: 'Item',
        quantity: 2,
        price: 20,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    ]);
    expect(buyNowSubtotal(LINE)).toBe(36);
  });
});
