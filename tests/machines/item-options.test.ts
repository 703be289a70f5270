import { describe, expect, it } from 'vitest';
import {
  BUY_NOW_PATH,
  CAMPAIGN_CHECKOUT_PATH,
  type ItemOptionsInput,
} from '../../machines/item-options.machine';
import { incrementBlock } from '../../src/domain/stock';
import {
  firstOptionsProblem,
  optionsTotal,
  quantityLimits,
  unitPrice,
  type OptionsItem,
} from '../../src/domain/variations';
import { describeModel, lastEvent } from './support/describe-model';
import {
  CAMPAIGN_BURGER,
  PIZZA,
  RICE_CART_LINE,
  T_SHIRT,
  itemOptionsModel,
} from '../../src/explorer/model/models/item-options.model';
import type { StepContext } from './support/replay';

const toast = (messageKey: string, values?: Record<string, string | number>) => ({
  type: 'toast',
  status: 'error',
  messageKey,
  ...(values ? { values } : {}),
});

const SUBMITS: Record<string, string> = {
  ADD_TO_CART: 'add',
  UPDATE_CART: 'update',
  BUY_NOW: 'buyNow',
  ORDER_NOW: 'orderNow',
};

function everyStep(context: StepContext) {
  const { snapshot, previous, event, emitted, calls, path, index } = context;
  const input = path.variant.input as ItemOptionsInput;
  const item: OptionsItem = snapshot.context.item;
  expect(calls).toEqual([]);
  expect(snapshot.context.quantity).toBeGreaterThanOrEqual(1);
  if (index === 0) {
    // Quantity starts at 1, or at the cart's quantity; the first colour is preselected.
    expect(snapshot.context.quantity).toBe(input.cartLine?.quantity ?? 1);
    expect(snapshot.context.selection.choices).toEqual(
      item.choiceOptions.length ? { choice_1: 'Red' } : {},
    );
    expect(snapshot.context.selection.food).toEqual({});
    expect(emitted).toEqual([]);
    return;
  }
  const before = previous!.context;
  switch (event.type) {
    case 'QUANTITY_INCREMENTED': {
      const block = incrementBlock(before.quantity, quantityLimits(item, before.selection));
      if (block === 'outOfStock') expect(emitted).toEqual([toast('stock.outOfStock')]);
      else if (block === 'outOfLimits') expect(emitted).toEqual([toast('stock.outOfLimits')]);
      else expect(emitted).toEqual([]);
      expect(snapshot.context.quantity).toBe(before.quantity + (block ? 0 : 1));
      break;
    }
    case 'QUANTITY_DECREMENTED':
      expect(snapshot.context.quantity).toBe(Math.max(1, before.quantity - 1));
      expect(emitted).toEqual([]);
      break;
    case 'VARIATION_VALUE_TOGGLED': {
      const was: string[] = before.selection.food[event.group] ?? [];
      const now: string[] = snapshot.context.selection.food[event.group];
      if (event.group === 'Toppings') {
        // multi: toggles
        expect(now.includes(event.label)).toBe(!was.includes(event.label));
        expect(now.filter((label) => label !== event.label)).toEqual(
          was.filter((label) => label !== event.label),
        );
      } else {
        // single: takes the value
        expect(now).toEqual([event.label]);
      }
      expect(emitted).toEqual([]);
      break;
    }
    case 'CHOICE_SELECTED':
      expect(snapshot.context.selection.choices[event.choice]).toBe(event.option);
      expect(emitted).toEqual([]);
      break;
    case 'ADDON_TOGGLED':
      // Checking sets the add-on's quantity to 1; unchecking removes it.
      expect(snapshot.context.selection.addOns[String(event.addOnId)]).toBe(
        event.checked ? 1 : undefined,
      );
      expect(emitted).toEqual([]);
      break;
    case 'ADDON_INCREMENTED':
      expect(snapshot.context.selection.addOns[String(event.addOnId)]).toBe(
        (before.selection.addOns[String(event.addOnId)] ?? 0) + 1,
      );
      break;
    case 'ADDON_DECREMENTED': {
      const was = before.selection.addOns[String(event.addOnId)] ?? 0;
      expect(snapshot.context.selection.addOns[String(event.addOnId)]).toBe(
        was > 1 ? was - 1 : undefined,
      );
      break;
    }
    case 'ADD_TO_CART':
    case 'UPDATE_CART':
    case 'BUY_NOW':
    case 'ORDER_NOW': {
      const problem = firstOptionsProblem(item, before.selection, before.quantity);
      if (problem) {
        expect(emitted).toEqual([toast(problem.messageKey, problem.values)]);
        expect(snapshot.status).toBe('active');
        expect(snapshot.context).toEqual(before);
      } else {
        expect(snapshot.value).toBe('confirmed');
        const outcome = snapshot.context.outcome;
        expect(outcome.intent).toBe(SUBMITS[event.type]);
        // The item is handed on first (the app keeps it for the checkout), then the way there:
        // Buy Now to its checkout, Order Now to the campaign checkout, a guest's by sign-in
        // ('Please sign in to order campaign items.') and back.
        const guestOrder = event.type === 'ORDER_NOW' && !input.signedIn;
        const navigation =
          event.type === 'BUY_NOW'
            ? [{ type: 'navigate', to: BUY_NOW_PATH }]
            : event.type === 'ORDER_NOW'
              ? [
                  {
                    type: 'navigate',
                    to: guestOrder
                      ? `/auth/sign-in?from=${encodeURIComponent(CAMPAIGN_CHECKOUT_PATH)}`
                      : CAMPAIGN_CHECKOUT_PATH,
                  },
                ]
              : [];
        expect(emitted).toEqual([
          ...(guestOrder ? [toast('item.campaignLoginRequired')] : []),
          { type: 'itemOptionsConfirmed', ...outcome },
          ...navigation,
        ]);
      }
      break;
    }
  }
}

/** The exact SPEC §5 message each refused submit shows, by what was chosen. */
function expectedProblem(item: OptionsItem, selection: Record<string, unknown>, quantity: number) {
  const food = (selection.food ?? {}) as Record<string, string[]>;
  const choices = (selection.choices ?? {}) as Record<string, string>;
  if (item === T_SHIRT)
    return choices.choice_1 === 'Red' ? toast('item.variationOutOfStock') : null;
  if (item.moduleType === 'grocery') return quantity > 2 ? toast('stock.outOfStock') : null;
  if (item === PIZZA) {
    const count = (food.Toppings ?? []).length;
    if (count === 0) return toast('item.variationRequired', { name: 'Toppings' });
    if (count !== 2)
      return toast('item.variationCountOutOfRange', { name: 'Toppings', min: 2, max: 2 });
    return null;
  }
  if (item === CAMPAIGN_BURGER)
    return (food.Size ?? []).length === 0
      ? toast('item.variationRequired', { name: 'Size' })
      : null;
  throw new Error(`no expectation for ${item.name}`);
}

describeModel(itemOptionsModel, {
  everyStep: (context) => {
    everyStep(context);
    const { event, previous, emitted, snapshot, path } = context;
    if (event.type in SUBMITS) {
      const expected = expectedProblem(
        previous!.context.item,
        previous!.context.selection,
        previous!.context.quantity,
      );
      if (expected) expect(emitted, path.id).toEqual([expected]);
      else expect(snapshot.value).toBe('confirmed');
    }
  },
  states: {
    'editing.notInCart': ({ snapshot }) => {
      expect(snapshot.context.cartId).toBeNull();
      expect(snapshot.context.item.isCampaign).toBe(false);
      expect(snapshot.can({ type: 'ADD_TO_CART' })).toBe(true);
      expect(snapshot.can({ type: 'UPDATE_CART' })).toBe(false);
      expect(snapshot.can({ type: 'ORDER_NOW' })).toBe(false);
      // SPEC §2: Buy Now beside Add to Cart.
      expect(snapshot.can({ type: 'BUY_NOW' })).toBe(true);
    },
    'editing.inCart': ({ snapshot }) => {
      expect(snapshot.context.cartId).toBe(RICE_CART_LINE.cartId);
      expect(snapshot.can({ type: 'ADD_TO_CART' })).toBe(false);
      expect(snapshot.can({ type: 'BUY_NOW' })).toBe(true);
    },
    'editing.campaign': ({ snapshot }) => {
      // Campaign items show only Order Now.
      expect(snapshot.context.item.isCampaign).toBe(true);
      expect(snapshot.can({ type: 'ADD_TO_CART' })).toBe(false);
      expect(snapshot.can({ type: 'BUY_NOW' })).toBe(false);
    },
    confirmed: (context) => {
      const { snapshot } = context;
      const { item, selection, quantity, outcome } = snapshot.context;
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(outcome);
      expect(firstOptionsProblem(item, selection, quantity)).toBeNull();
      expect(outcome.line).toMatchObject({
        itemId: item.id,
        cartId: snapshot.context.cartId,
        model: item.isCampaign ? 'ItemCampaign' : 'Item',
        quantity,
        price: unitPrice(item, selection),
        totalPrice: optionsTotal(item, selection, quantity),
      });
      if (item === T_SHIRT) expect(outcome.line.variation).toEqual([{ type: 'Blue', price: 25 }]);
      if (item === PIZZA) {
        expect(outcome.line.variation).toEqual([
          { name: 'Toppings', values: { label: selection.food.Toppings } },
        ]);
        expect(lastEvent(context, 'ADD_TO_CART') ?? lastEvent(context, 'BUY_NOW')).toBeDefined();
      }
    },
  },
});

describe('item options totals (SPEC §4)', () => {
  it('adds option prices and add-ons to the variation or item price, times the quantity', () => {
    const selection = {
      food: { Toppings: ['Cheese', 'Olives'] },
      choices: {},
      addOns: { '1': 2 },
    };
    // (8 + 1.5 + 1 + 0.75 × 2) × 2
    expect(optionsTotal(PIZZA, selection, 2)).toBeCloseTo(24);
    expect(optionsTotal(T_SHIRT, { food: {}, choices: { choice_1: 'Blue' }, addOns: {} }, 3)).toBe(
      75,
    );
  });
});
