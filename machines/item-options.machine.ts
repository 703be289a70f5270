import { assign, emit, enqueueActions, setup } from 'xstate';
import { authPath } from '../src/domain/auth';
import { BUY_NOW_PATH, CAMPAIGN_CHECKOUT_PATH } from '../src/domain/buy-now';
import {
  INCREMENT_BLOCK_MESSAGE,
  decremented,
  incrementBlock,
  normalQuantity,
} from '../src/domain/stock';
import {
  cartAddOns,
  cartVariation,
  checkAddOn,
  chooseOption,
  decrementAddOn,
  firstOptionsProblem,
  incrementAddOn,
  initialSelection,
  optionsTotal,
  quantityLimits,
  toggleFoodValue,
  uncheckAddOn,
  unitPrice,
  type CartVariation,
  type OptionsItem,
  type OptionsSelection,
} from '../src/domain/variations';
import { type Effect, type ToastEffect } from './effects';

/** The cart line of the item when it is in the cart already: the modal shows Update To Cart. */
export type ItemCartLine = { cartId: number; quantity: number; selection: OptionsSelection };

export type ItemOptionsInput = {
  item: OptionsItem;
  cartLine: ItemCartLine | null;
  signedIn: boolean;
  /** The config's guest_checkout_status: off, a guest's Buy Now goes through sign-in (SPEC §4). */
  guestCheckout: boolean;
};

/** What the modal hands on: the cart payload of CONTRACT "Cart" (add, or update with cart_id). */
export type CartLineDraft = {
  itemId: number;
  cartId: number | null;
  model: 'Item' | 'ItemCampaign';
  quantity: number;
  /** Unit price: the variation's or the item's, plus the chosen option prices. */
  price: number;
  variation: CartVariation[];
  addOnIds: number[];
  addOnQtys: number[];
  /** What the modal showed as total (the provider recomputes it). */
  totalPrice: number;
};

/** add: Add to Cart; update: Update To Cart; buyNow: Buy Now; orderNow: Order Now (campaign). */
export type ItemOptionsIntent = 'add' | 'update' | 'buyNow' | 'orderNow';

export type ItemOptionsOutcome = { intent: ItemOptionsIntent; line: CartLineDraft };

export type ItemOptionsContext = {
  item: OptionsItem;
  cartId: number | null;
  signedIn: boolean;
  guestCheckout: boolean;
  quantity: number;
  selection: OptionsSelection;
  outcome: ItemOptionsOutcome | null;
};

export type ItemOptionsEvent =
  | { type: 'QUANTITY_INCREMENTED' }
  | { type: 'QUANTITY_DECREMENTED' }
  | { type: 'VARIATION_VALUE_TOGGLED'; group: string; label: string }
  | { type: 'CHOICE_SELECTED'; choice: string; option: string }
  | { type: 'ADDON_TOGGLED'; addOnId: number; checked: boolean }
  | { type: 'ADDON_INCREMENTED'; addOnId: number }
  | { type: 'ADDON_DECREMENTED'; addOnId: number }
  | { type: 'ADD_TO_CART' }
  | { type: 'UPDATE_CART' }
  | { type: 'BUY_NOW' }
  | { type: 'ORDER_NOW' };

/** The app hands `add`/`update` to the add-to-cart flow and keeps `buyNow`/`orderNow` for checkout. */
export type ItemOptionsEffect = Effect | ({ type: 'itemOptionsConfirmed' } & ItemOptionsOutcome);

export { BUY_NOW_PATH, CAMPAIGN_CHECKOUT_PATH };

/**
 * Where a confirmed choice leads: Buy Now and Order Now to their checkout. A guest's Order Now
 * goes through sign-in, and so does a guest's Buy Now when guest checkout is off (the cart's
 * Checkout rule, SPEC §4).
 */
export function onwardPath(
  intent: ItemOptionsIntent,
  signedIn: boolean,
  guestCheckout: boolean,
): string | null {
  if (intent === 'buyNow')
    return signedIn || guestCheckout ? BUY_NOW_PATH : authPath('signIn', BUY_NOW_PATH);
  if (intent === 'orderNow')
    return signedIn ? CAMPAIGN_CHECKOUT_PATH : authPath('signIn', CAMPAIGN_CHECKOUT_PATH);
  return null;
}

function draftOf(context: ItemOptionsContext): CartLineDraft {
  const { item, selection, quantity } = context;
  return {
    itemId: item.id,
    cartId: context.cartId,
    model: item.isCampaign ? 'ItemCampaign' : 'Item',
    quantity,
    price: unitPrice(item, selection),
    variation: cartVariation(item, selection),
    ...cartAddOns(item, selection),
    totalPrice: optionsTotal(item, selection, quantity),
  };
}

function problemToast(context: ItemOptionsContext): ToastEffect {
  const problem = firstOptionsProblem(context.item, context.selection, context.quantity);
  return {
    type: 'toast',
    status: 'error',
    messageKey: problem?.messageKey ?? 'errors.generic',
    ...(problem?.values ? { values: problem.values } : {}),
  };
}

export const itemOptionsMachine = setup({
  types: {
    input: {} as ItemOptionsInput,
    context: {} as ItemOptionsContext,
    events: {} as ItemOptionsEvent,
    emitted: {} as ItemOptionsEffect,
    output: {} as ItemOptionsOutcome | null,
  },
  guards: {
    isCampaignItem: ({ context }) => context.item.isCampaign,
    inCart: ({ context }) => context.cartId !== null,
    signedOut: ({ context }) => !context.signedIn,
    incrementOutOfStock: ({ context }) =>
      incrementBlock(context.quantity, quantityLimits(context.item, context.selection)) ===
      'outOfStock',
    incrementOutOfLimits: ({ context }) =>
      incrementBlock(context.quantity, quantityLimits(context.item, context.selection)) ===
      'outOfLimits',
    optionsInvalid: ({ context }) =>
      firstOptionsProblem(context.item, context.selection, context.quantity) !== null,
  },
  actions: {
    incrementQuantity: assign({ quantity: ({ context }) => context.quantity + 1 }),
    decrementQuantity: assign({ quantity: ({ context }) => decremented(context.quantity) }),
    toggleVariationValue: assign({
      selection: ({ context, event }) =>
        event.type === 'VARIATION_VALUE_TOGGLED'
          ? toggleFoodValue(context.item, context.selection, event.group, event.label)
          : context.selection,
    }),
    selectChoice: assign({
      selection: ({ context, event }) =>
        event.type === 'CHOICE_SELECTED'
          ? chooseOption(context.item, context.selection, event.choice, event.option)
          : context.selection,
    }),
    toggleAddOn: assign({
      selection: ({ context, event }) => {
        if (event.type !== 'ADDON_TOGGLED') return context.selection;
        return event.checked
          ? checkAddOn(context.selection, event.addOnId)
          : uncheckAddOn(context.selection, event.addOnId);
      },
    }),
    incrementAddOn: assign({
      selection: ({ context, event }) =>
        event.type === 'ADDON_INCREMENTED'
          ? incrementAddOn(context.selection, event.addOnId)
          : context.selection,
    }),
    decrementAddOn: assign({
      selection: ({ context, event }) =>
        event.type === 'ADDON_DECREMENTED'
          ? decrementAddOn(context.selection, event.addOnId)
          : context.selection,
    }),
    toastOutOfStock: emit({
      type: 'toast',
      status: 'error',
      messageKey: INCREMENT_BLOCK_MESSAGE.outOfStock,
    } as const),
    toastOutOfLimits: emit({
      type: 'toast',
      status: 'error',
      messageKey: INCREMENT_BLOCK_MESSAGE.outOfLimits,
    } as const),
    toastOptionsProblem: emit(({ context }) => problemToast(context)),
    toastCampaignNeedsLogin: emit({
      type: 'toast',
      status: 'error',
      messageKey: 'item.campaignLoginRequired',
    } as const),
    confirm: assign({
      outcome: ({ context }, params: { intent: ItemOptionsIntent }) => ({
        intent: params.intent,
        line: draftOf(context),
      }),
    }),
    announceConfirmed: emit(({ context }) => ({
      type: 'itemOptionsConfirmed' as const,
      ...(context.outcome as ItemOptionsOutcome),
    })),
    /** After the outcome is announced (the app keeps the item), so the checkout finds it. */
    goOnward: enqueueActions(({ context, enqueue }) => {
      const to = context.outcome
        ? onwardPath(context.outcome.intent, context.signedIn, context.guestCheckout)
        : null;
      if (to) enqueue.emit({ type: 'navigate', to });
    }),
  },
}).createMachine({
  id: 'itemOptions',
  description:
    'The item modal (or page): quantity, variations, choice options and add-ons with their total; Add to Cart, Update To Cart, Buy Now, or Order Now for campaign items, once the options pass SPEC §5.',
  context: ({ input }) => ({
    item: input.item,
    cartId: input.cartLine?.cartId ?? null,
    signedIn: input.signedIn,
    guestCheckout: input.guestCheckout,
    quantity: normalQuantity(input.cartLine?.quantity ?? 1),
    selection: initialSelection(input.item, input.cartLine?.selection),
    outcome: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.outcome,
  states: {
    editing: {
      description:
        'Choosing options. Quantity starts at 1 (or the cart quantity); the first variation is preselected when none is chosen.',
      initial: 'routing',
      on: {
        QUANTITY_INCREMENTED: [
          {
            guard: 'incrementOutOfStock',
            actions: 'toastOutOfStock',
            description: 'Non-food: quantity + 1 exceeds the stock: "Out of Stock".',
          },
          {
            guard: 'incrementOutOfLimits',
            actions: 'toastOutOfLimits',
            description:
              'Food at maximum_cart_quantity, or non-food quantity + 1 reaching it: "Out of Limits".',
          },
          { actions: 'incrementQuantity' },
        ],
        QUANTITY_DECREMENTED: {
          actions: 'decrementQuantity',
          description: 'Never below 1.',
        },
        VARIATION_VALUE_TOGGLED: {
          actions: 'toggleVariationValue',
          description: 'A food value: single groups take it, multi groups toggle it.',
        },
        CHOICE_SELECTED: {
          actions: 'selectChoice',
          description: 'A choice option (non-food); together they name the variation.',
        },
        ADDON_TOGGLED: {
          actions: 'toggleAddOn',
          description: 'Checking an add-on sets its quantity to 1; unchecking removes it.',
        },
        ADDON_INCREMENTED: { actions: 'incrementAddOn' },
        ADDON_DECREMENTED: {
          actions: 'decrementAddOn',
          description: 'At 1 the add-on is unchecked.',
        },
      },
      states: {
        routing: {
          description: 'Which buttons the modal shows.',
          always: [
            { guard: 'isCampaignItem', target: 'campaign' },
            { guard: 'inCart', target: 'inCart' },
            { target: 'notInCart' },
          ],
        },
        notInCart: {
          description: 'Buy Now and Add to Cart.',
          on: {
            ADD_TO_CART: [
              {
                guard: 'optionsInvalid',
                actions: 'toastOptionsProblem',
                description: 'SPEC §5 variation and stock messages; nothing is added.',
              },
              {
                target: '#itemOptions.confirmed',
                actions: { type: 'confirm', params: { intent: 'add' } },
              },
            ],
            BUY_NOW: [
              { guard: 'optionsInvalid', actions: 'toastOptionsProblem' },
              {
                target: '#itemOptions.confirmed',
                actions: { type: 'confirm', params: { intent: 'buyNow' } },
                description: 'Buy Now: this item alone to /checkout?page=buy_now; the cart stays.',
              },
            ],
          },
        },
        inCart: {
          description: 'The item is in the cart: Buy Now and Update To Cart.',
          on: {
            UPDATE_CART: [
              { guard: 'optionsInvalid', actions: 'toastOptionsProblem' },
              {
                target: '#itemOptions.confirmed',
                actions: { type: 'confirm', params: { intent: 'update' } },
              },
            ],
            BUY_NOW: [
              { guard: 'optionsInvalid', actions: 'toastOptionsProblem' },
              {
                target: '#itemOptions.confirmed',
                actions: { type: 'confirm', params: { intent: 'buyNow' } },
                description: 'Buy Now: this item alone to /checkout?page=buy_now; the cart stays.',
              },
            ],
          },
        },
        campaign: {
          description: 'A campaign item: only Order Now, which needs login.',
          on: {
            ORDER_NOW: [
              { guard: 'optionsInvalid', actions: 'toastOptionsProblem' },
              {
                guard: 'signedOut',
                target: '#itemOptions.confirmed',
                actions: [
                  { type: 'confirm', params: { intent: 'orderNow' } },
                  'toastCampaignNeedsLogin',
                ],
                description:
                  'Campaign order needs login (SPEC §5): the item is kept, sign-in returns to the campaign checkout.',
              },
              {
                target: '#itemOptions.confirmed',
                actions: { type: 'confirm', params: { intent: 'orderNow' } },
                description: 'Order Now: this campaign item to /checkout?page=campaign.',
              },
            ],
          },
        },
      },
    },
    confirmed: {
      description:
        'The options passed: the cart line goes to the add-to-cart flow (add, update) or to checkout (Buy Now, Order Now).',
      type: 'final',
      entry: ['announceConfirmed', 'goOnward'],
    },
  },
});
