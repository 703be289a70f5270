import { itemOptionsMachine } from '../../../../machines/item-options.machine';
import type { OptionsItem } from '../../../domain/variations';
import { defineModel } from '../model';

const base = {
  stock: null,
  maximumCartQuantity: null,
  foodVariations: [],
  choiceOptions: [],
  variations: [],
  addOns: [],
  isCampaign: false,
} satisfies Partial<OptionsItem>;

/** Food: one required multi group of exactly two toppings, one add-on, at most 2 per cart. */
export const PIZZA: OptionsItem = {
  ...base,
  id: 201,
  name: 'Margherita Pizza',
  price: 8,
  moduleType: 'food',
  maximumCartQuantity: 2,
  foodVariations: [
    {
      name: 'Toppings',
      type: 'multi',
      min: 2,
      max: 2,
      required: 'on',
      values: [
        { label: 'Cheese', optionPrice: 1.5 },
        { label: 'Olives', optionPrice: 1 },
        { label: 'Corn', optionPrice: 0.5 },
      ],
    },
  ],
  addOns: [{ id: 1, name: 'Extra dip', price: 0.75 }],
};

/** Non-food: colour choices name the variations; Red (first, preselected) is out of stock. */
export const T_SHIRT: OptionsItem = {
  ...base,
  id: 301,
  name: 'Cotton T-Shirt',
  price: 20,
  moduleType: 'ecommerce',
  stock: 10,
  maximumCartQuantity: 3,
  choiceOptions: [{ name: 'choice_1', title: 'Color', options: ['Red', 'Blue'] }],
  variations: [
    { type: 'Red', price: 22, stock: 0 },
    { type: 'Blue', price: 25, stock: 10 },
  ],
};

/** Non-food without options, 2 left in stock. */
export const RICE: OptionsItem = {
  ...base,
  id: 401,
  name: 'Basmati Rice 5 kg',
  price: 12,
  moduleType: 'grocery',
  stock: 2,
};

/** A campaign item (food) with a required single size. */
export const CAMPAIGN_BURGER: OptionsItem = {
  ...base,
  id: 501,
  name: 'Campaign Burger',
  price: 5,
  moduleType: 'food',
  maximumCartQuantity: 1,
  isCampaign: true,
  foodVariations: [
    {
      name: 'Size',
      type: 'single',
      required: 'on',
      values: [
        { label: 'Regular', optionPrice: 0 },
        { label: 'Large', optionPrice: 2 },
      ],
    },
  ],
};

/** The rice is in the cart 3 times, one more than the stock now holds. */
export const RICE_CART_LINE = {
  cartId: 9001,
  quantity: 3,
  selection: { food: {}, choices: {}, addOns: {} },
};

type Sample = { type: string; [key: string]: unknown };
const ADD_ON_EVENTS = ['ADDON_TOGGLED', 'ADDON_INCREMENTED', 'ADDON_DECREMENTED'];

export const itemOptionsModel = defineModel({
  machine: itemOptionsMachine,
  variants: [
    {
      name: 'food',
      description: 'a guest opens a food item with toppings to choose and an add-on',
      input: { item: PIZZA, cartLine: null, signedIn: false, guestCheckout: true },
    },
    {
      name: 'variations',
      description: 'a customer opens a shop item whose first colour is out of stock',
      input: { item: T_SHIRT, cartLine: null, signedIn: true, guestCheckout: true },
    },
    {
      name: 'in cart',
      description: 'a grocery item already in the cart, more than the stock left',
      input: { item: RICE, cartLine: RICE_CART_LINE, signedIn: true, guestCheckout: true },
    },
    {
      name: 'campaign guest',
      description: 'a guest opens a campaign item',
      input: { item: CAMPAIGN_BURGER, cartLine: null, signedIn: false, guestCheckout: true },
    },
    {
      name: 'campaign customer',
      description: 'a signed-in customer opens a campaign item',
      input: { item: CAMPAIGN_BURGER, cartLine: null, signedIn: true, guestCheckout: true },
    },
  ],
  // What the guards read: quantity, chosen food values, chosen options (add-ons only change
  // the price).
  behaviour: (context) => ({
    quantity: context.quantity,
    food: Object.entries(context.selection.food).filter(([, labels]) => labels.length > 0),
    choices: context.selection.choices,
  }),
  events: {
    QUANTITY_INCREMENTED: [{}],
    QUANTITY_DECREMENTED: [{}],
    VARIATION_VALUE_TOGGLED: [
      { group: 'Toppings', label: 'Cheese' },
      { group: 'Toppings', label: 'Olives' },
      { group: 'Toppings', label: 'Corn' },
      { group: 'Size', label: 'Large' },
    ],
    CHOICE_SELECTED: [
      { choice: 'choice_1', option: 'Blue' },
      { choice: 'choice_1', option: 'Red' },
    ],
    ADDON_TOGGLED: [
      { addOnId: 1, checked: true },
      { addOnId: 1, checked: false },
    ],
    ADDON_INCREMENTED: [{ addOnId: 1 }],
    ADDON_DECREMENTED: [{ addOnId: 1 }],
    ADD_TO_CART: [{}],
    UPDATE_CART: [{}],
    BUY_NOW: [{}],
    ORDER_NOW: [{}],
  },
  // Only the samples that can matter for the opened item. Add-ons change nothing the guards
  // read: they are tried while nothing is chosen; quantity changes with no topping chosen and
  // toppings at quantity 1 (the guards read both, but not together).
  sampleFilter: (snapshot, event) => {
    const { item, selection } = snapshot.context as {
      item: OptionsItem;
      selection: { food: Record<string, string[]> };
    };
    const sample = event as Sample;
    const nothingChosen = Object.values(selection.food).every((labels) => labels.length === 0);
    if (ADD_ON_EVENTS.includes(sample.type))
      return item.addOns.length > 0 && nothingChosen && snapshot.context.quantity === 1;
    if (sample.type === 'VARIATION_VALUE_TOGGLED')
      return (
        item.foodVariations.some((group) => group.name === sample.group) &&
        snapshot.context.quantity === 1
      );
    if (sample.type === 'CHOICE_SELECTED') return item.choiceOptions.length > 0;
    if (sample.type === 'QUANTITY_INCREMENTED' || sample.type === 'QUANTITY_DECREMENTED')
      return nothingChosen || item.foodVariations.length === 0;
    return true;
  },
  done: {},
  errors: {},
  // What a person does with an add-on: its stepper shows only once it is checked (the generated
  // paths step it unchecked).
  scenarios: [
    {
      name: 'an add-on checked, stepped up and down',
      variant: 'food',
      events: [
        { type: 'ADDON_TOGGLED', addOnId: 1, checked: true },
        { type: 'ADDON_INCREMENTED', addOnId: 1 },
        { type: 'ADDON_DECREMENTED', addOnId: 1 },
      ],
    },
  ],
  // Simple paths: choosing (two of the toppings: all three give a hundred orders) and
  // changing quantity, each ending with the buttons.
  simplePathScopes: [
    {
      name: 'choose, then confirm',
      filterEvents: (_snapshot, event) =>
        !ADD_ON_EVENTS.includes(event.type) &&
        !(event.type === 'VARIATION_VALUE_TOGGLED' && event.label === 'Corn'),
    },
  ],
});
