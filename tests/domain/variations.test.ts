import { describe, expect, it } from 'vitest';
import {
  cartAddOns,
  cartVariation,
  checkAddOn,
  chooseOption,
  decrementAddOn,
  emptySelection,
  firstOptionsProblem,
  incrementAddOn,
  initialSelection,
  optionsTotal,
  selectedVariation,
  toggleFoodValue,
  uncheckAddOn,
  unitPrice,
  type OptionsItem,
} from '@/domain/variations';

const base = {
  stock: null,
  maximumCartQuantity: null,
  foodVariations: [],
  choiceOptions: [],
  variations: [],
  addOns: [],
  isCampaign: false,
};

const BURGER: OptionsItem = {
  ...base,
  id: 1,
  name: 'Burger',
  price: 10,
  moduleType: 'food',
  foodVariations: [
    {
      name: 'Size',
      type: 'single',
      required: 'on',
      values: [
        { label: 'Regular', optionPrice: 0 },
        { label: 'Large', optionPrice: '2.5' },
      ],
    },
    {
      name: 'Sauces',
      type: 'multi',
      min: '1',
      max: '2',
      required: 'off',
      values: [
        { label: 'Mayo', optionPrice: 0.5 },
        { label: 'Chili', optionPrice: 0.5 },
        { label: 'BBQ', optionPrice: 1 },
      ],
    },
  ],
  addOns: [
    { id: 7, name: 'Cheese slice', price: 1 },
    { id: 8, name: 'Bacon', price: 2 },
  ],
};

const SHOE: OptionsItem = {
  ...base,
  id: 2,
  name: 'Shoe',
  price: 50,
  moduleType: 'ecommerce',
  stock: 9,
  choiceOptions: [
    { name: 'choice_1', title: 'Color', options: ['Black', 'White'] },
    { name: 'choice_2', title: 'Size', options: ['40', '41'] },
  ],
  variations: [
    { type: 'Black-40', price: 55, stock: 3 },
    { type: 'Black-41', price: 56, stock: 0 },
    { type: 'White-40', price: 60, stock: 2 },
  ],
};

describe('selection', () => {
  it('preselects the first option of every choice (the first variation)', () => {
    const selection = initialSelection(SHOE);
    expect(selection.choices).toEqual({ choice_1: 'Black', choice_2: '40' });
    expect(selectedVariation(SHOE, selection)).toEqual({ type: 'Black-40', price: 55, stock: 3 });
  });

  it('keeps the cart line’s choices', () => {
    const selection = initialSelection(SHOE, {
      ...emptySelection(),
      choices: { choice_1: 'White' },
    });
    expect(selection.choices).toEqual({ choice_1: 'White', choice_2: '40' });
  });

  it('single groups take a value, multi groups toggle it; unknown values change nothing', () => {
    let selection = toggleFoodValue(BURGER, emptySelection(), 'Size', 'Regular');
    selection = toggleFoodValue(BURGER, selection, 'Size', 'Large');
    expect(selection.food.Size).toEqual(['Large']);
    selection = toggleFoodValue(BURGER, selection, 'Sauces', 'BBQ');
    selection = toggleFoodValue(BURGER, selection, 'Sauces', 'Mayo');
    expect(selection.food.Sauces).toEqual(['Mayo', 'BBQ']);
    selection = toggleFoodValue(BURGER, selection, 'Sauces', 'Mayo');
    expect(selection.food.Sauces).toEqual(['BBQ']);
    expect(toggleFoodValue(BURGER, selection, 'Sauces', 'Ketchup')).toBe(selection);
    expect(chooseOption(SHOE, selection, 'choice_1', 'Red')).toBe(selection);
  });
});

describe('price (SPEC §4)', () => {
  it('(variation or item price + option prices + add-ons) × quantity', () => {
    let selection = toggleFoodValue(BURGER, emptySelection(), 'Size', 'Large');
    selection = toggleFoodValue(BURGER, selection, 'Sauces', 'BBQ');
    selection = checkAddOn(selection, 7);
    selection = incrementAddOn(selection, 8);
    selection = incrementAddOn(selection, 8);
    expect(unitPrice(BURGER, selection)).toBe(13.5);
    // (10 + 2.5 + 1 + 1 × 1 + 2 × 2) × 3
    expect(optionsTotal(BURGER, selection, 3)).toBe(55.5);
    const shoe = chooseOption(SHOE, initialSelection(SHOE), 'choice_1', 'White');
    expect(optionsTotal(SHOE, shoe, 2)).toBe(120);
  });
});

describe('add-ons', () => {
  it('check sets 1, uncheck removes, decrement at 1 unchecks', () => {
    let selection = checkAddOn(emptySelection(), 7);
    expect(selection.addOns).toEqual({ '7': 1 });
    selection = incrementAddOn(selection, 7);
    expect(selection.addOns).toEqual({ '7': 2 });
    selection = decrementAddOn(selection, 7);
    expect(selection.addOns).toEqual({ '7': 1 });
    expect(decrementAddOn(selection, 7).addOns).toEqual({});
    expect(uncheckAddOn(incrementAddOn(selection, 7), 7).addOns).toEqual({});
  });
});

describe('firstOptionsProblem (SPEC §5 Variations)', () => {
  it('a required group needs a selection', () => {
    expect(firstOptionsProblem(BURGER, emptySelection())).toEqual({
      messageKey: 'item.variationRequired',
      values: { name: 'Size' },
    });
  });

  it('a multi group with a selection must hold min..max values', () => {
    let selection = toggleFoodValue(BURGER, emptySelection(), 'Size', 'Regular');
    expect(firstOptionsProblem(BURGER, selection)).toBeNull();
    for (const label of ['Mayo', 'Chili', 'BBQ'])
      selection = toggleFoodValue(BURGER, selection, 'Sauces', label);
    expect(firstOptionsProblem(BURGER, selection)).toEqual({
      messageKey: 'item.variationCountOutOfRange',
      values: { name: 'Sauces', min: 1, max: 2 },
    });
  });

  it('a variation with stock 0 blocks buy and add', () => {
    const selection = chooseOption(SHOE, initialSelection(SHOE), 'choice_2', '41');
    expect(firstOptionsProblem(SHOE, selection)).toEqual({
      messageKey: 'item.variationOutOfStock',
    });
    expect(firstOptionsProblem(SHOE, initialSelection(SHOE))).toBeNull();
  });

  it('less stock than the quantity is out of stock', () => {
    const white = chooseOption(SHOE, initialSelection(SHOE), 'choice_1', 'White');
    expect(firstOptionsProblem(SHOE, white, 2)).toBeNull();
    expect(firstOptionsProblem(SHOE, white, 3)).toEqual({ messageKey: 'stock.outOfStock' });
  });

  it('an item without variations and without stock is out of stock', () => {
    const soldOut: OptionsItem = {
      ...base,
      id: 3,
      name: 'Milk',
      price: 2,
      moduleType: 'grocery',
      stock: 0,
    };
    expect(firstOptionsProblem(soldOut, emptySelection())).toEqual({
      messageKey: 'stock.outOfStock',
    });
  });
});

describe('cart payload (CONTRACT Cart)', () => {
  it('food variations as name and labels; others as type and price; add-ons in item order', () => {
    let selection = toggleFoodValue(BURGER, emptySelection(), 'Size', 'Large');
    selection = incrementAddOn(checkAddOn(selection, 8), 8);
    selection = checkAddOn(selection, 7);
    expect(cartVariation(BURGER, selection)).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
    ]);
    expect(cartAddOns(BURGER, selection)).toEqual({ addOnIds: [7, 8], addOnQtys: [1, 2] });
    expect(cartVariation(SHOE, initialSelection(SHOE))).toEqual([{ type: 'Black-40', price: 55 }]);
  });
});
