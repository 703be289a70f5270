/**
 * SPEC §4 item modal and §5 "Variations": the options of one item, their price and their rules.
 *
 * Food items have `food_variations` (groups of labelled values, single or multi choice, with
 * min, max and `required: 'on'`). Other modules have `choice_options` (one option per choice)
 * whose chosen options, joined by dashes, name one of the item's `variations` ("Red-M"), each
 * with its own price and stock. Add-ons carry a quantity of their own.
 */
import { isFood, isOutOfStock, normalQuantity, type QuantityLimits } from './stock';

export type FoodVariationValue = { label: string; optionPrice?: number | string | null };

export type FoodVariation = {
  name: string;
  type?: string | null;
  min?: number | string | null;
  max?: number | string | null;
  required?: string | null;
  values: FoodVariationValue[];
};

export type ChoiceOption = { name: string; title: string; options: string[] };

export type ItemVariation = { type: string; price: number; stock?: number | null };

export type AddOn = { id: number; name: string; price: number };

/** What the item modal needs to know about an item. */
export type OptionsItem = {
  id: number;
  name: string;
  price: number;
  moduleType: string;
  stock?: number | null;
  maximumCartQuantity?: number | null;
  foodVariations: FoodVariation[];
  choiceOptions: ChoiceOption[];
  variations: ItemVariation[];
  addOns: AddOn[];
  /** Campaign items are ordered with Order Now only, and only when signed in. */
  isCampaign: boolean;
  /** The item's own discount, taken off each unit (SPEC §2; never off add-ons). */
  discount?: { discount: number; discount_type: string };
};

/** What the customer chose. */
export type OptionsSelection = {
  /** Chosen labels per food variation group, by group name. */
  food: Record<string, string[]>;
  /** Chosen option per choice option, by choice `name`. */
  choices: Record<string, string>;
  /** Quantity per checked add-on, by add-on id. */
  addOns: Record<string, number>;
};

/** A problem that blocks Add to Cart and Buy Now: an i18n key and its values. */
export type OptionsProblem = { messageKey: string; values?: Record<string, string | number> };

export const OPTION_MESSAGES = {
  required: 'item.variationRequired',
  countOutOfRange: 'item.variationCountOutOfRange',
  variationOutOfStock: 'item.variationOutOfStock',
  outOfStock: 'stock.outOfStock',
} as const;

function toNumber(value: number | string | null | undefined, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

export function isMulti(group: FoodVariation): boolean {
  return group.type === 'multi';
}

export function isRequired(group: FoodVariation): boolean {
  return group.required === 'on';
}

/** The bounds of a multi group; a missing max means "all of its values". */
export function groupBounds(group: FoodVariation): { min: number; max: number } {
  return {
    min: toNumber(group.min, 0),
    max: toNumber(group.max, group.values.length),
  };
}

export function emptySelection(): OptionsSelection {
  return { food: {}, choices: {}, addOns: {} };
}

/**
 * The selection the modal opens with: the cart line's (when the item is in the cart), with the
 * first option of every choice that has none (so the first variation is preselected).
 */
export function initialSelection(
  item: OptionsItem,
  existing?: OptionsSelection | null,
): OptionsSelection {
  const base = existing ?? emptySelection();
  const choices = { ...base.choices };
  for (const choice of item.choiceOptions) {
    if (!choices[choice.name] && choice.options[0] !== undefined)
      choices[choice.name] = choice.options[0];
  }
  return { food: { ...base.food }, choices, addOns: { ...base.addOns } };
}

/** A value of a food group clicked: single groups take it, multi groups toggle it. */
export function toggleFoodValue(
  item: OptionsItem,
  selection: OptionsSelection,
  groupName: string,
  label: string,
): OptionsSelection {
  const group = item.foodVariations.find((candidate) => candidate.name === groupName);
  if (!group || !group.values.some((value) => value.label === label)) return selection;
  const chosen = selection.food[groupName] ?? [];
  const next = isMulti(group)
    ? chosen.includes(label)
      ? chosen.filter((candidate) => candidate !== label)
      : // keep the group's own order
        group.values
          .map((value) => value.label)
          .filter((candidate) => candidate === label || chosen.includes(candidate))
    : [label];
  return { ...selection, food: { ...selection.food, [groupName]: next } };
}

/** An option chosen for one choice (non-food). */
export function chooseOption(
  item: OptionsItem,
  selection: OptionsSelection,
  choiceName: string,
  option: string,
): OptionsSelection {
  const choice = item.choiceOptions.find((candidate) => candidate.name === choiceName);
  if (!choice || !choice.options.includes(option)) return selection;
  return { ...selection, choices: { ...selection.choices, [choiceName]: option } };
}

/** The variation type the choices name ("Red-M"), or null when the item has no choices. */
export function variationType(item: OptionsItem, selection: OptionsSelection): string | null {
  if (item.choiceOptions.length === 0) return null;
  const parts = item.choiceOptions.map((choice) => selection.choices[choice.name] ?? '');
  return parts.join('-');
}

export function selectedVariation(
  item: OptionsItem,
  selection: OptionsSelection,
): ItemVariation | null {
  const type = variationType(item, selection);
  if (type === null) return null;
  const wanted = type.replace(/\s/g, '');
  return item.variations.find((variation) => variation.type.replace(/\s/g, '') === wanted) ?? null;
}

/** The stock and maximum that bound the quantity: the chosen variation's stock when there is one. */
export function quantityLimits(item: OptionsItem, selection: OptionsSelection): QuantityLimits {
  const variation = selectedVariation(item, selection);
  return {
    moduleType: item.moduleType,
    stock: variation?.stock ?? item.stock ?? null,
    maximumCartQuantity: item.maximumCartQuantity ?? null,
  };
}

/** The chosen food values' extra prices. */
export function optionPrices(item: OptionsItem, selection: OptionsSelection): number {
  let sum = 0;
  for (const group of item.foodVariations) {
    const chosen = selection.food[group.name] ?? [];
    for (const value of group.values)
      if (chosen.includes(value.label)) sum += toNumber(value.optionPrice, 0);
  }
  return sum;
}

/** The variation's price, or the item's price, plus the chosen food values' prices. */
export function unitPrice(item: OptionsItem, selection: OptionsSelection): number {
  return (selectedVariation(item, selection)?.price ?? item.price) + optionPrices(item, selection);
}

/** Every checked add-on's price times its own quantity. */
export function addOnsPrice(item: OptionsItem, selection: OptionsSelection): number {
  return item.addOns.reduce(
    (sum, addOn) => sum + addOn.price * (selection.addOns[String(addOn.id)] ?? 0),
    0,
  );
}

/** SPEC §4: (variation or item price + option prices + add-ons) × quantity. */
export function optionsTotal(
  item: OptionsItem,
  selection: OptionsSelection,
  quantity: number,
): number {
  return (unitPrice(item, selection) + addOnsPrice(item, selection)) * normalQuantity(quantity);
}

/**
 * The first reason Add to Cart and Buy Now are refused, in the order the customer sees them:
 * a variation with stock 0 ('This variation is out of stock'), less stock than the quantity
 * ('Out of Stock', non-food), then per food group a missing required choice or a multi choice
 * outside min..max.
 */
export function firstOptionsProblem(
  item: OptionsItem,
  selection: OptionsSelection,
  quantity = 1,
): OptionsProblem | null {
  const variation = selectedVariation(item, selection);
  if (!isFood(item) && variation && (variation.stock ?? 1) <= 0)
    return { messageKey: OPTION_MESSAGES.variationOutOfStock };
  if (isOutOfStock(quantity, quantityLimits(item, selection)))
    return { messageKey: OPTION_MESSAGES.outOfStock };
  for (const group of item.foodVariations) {
    const count = (selection.food[group.name] ?? []).length;
    if (isRequired(group) && count === 0)
      return { messageKey: OPTION_MESSAGES.required, values: { name: group.name } };
    if (isMulti(group) && count > 0) {
      const { min, max } = groupBounds(group);
      if (count < min || count > max)
        return {
          messageKey: OPTION_MESSAGES.countOutOfRange,
          values: { name: group.name, min, max },
        };
    }
  }
  return null;
}

/** Add-on checked: quantity 1. */
export function checkAddOn(selection: OptionsSelection, addOnId: number): OptionsSelection {
  return { ...selection, addOns: { ...selection.addOns, [String(addOnId)]: 1 } };
}

/** Add-on unchecked: it is removed. */
export function uncheckAddOn(selection: OptionsSelection, addOnId: number): OptionsSelection {
  const { [String(addOnId)]: _removed, ...addOns } = selection.addOns;
  return { ...selection, addOns };
}

/** One more of a checked add-on (an unchecked one gets checked). */
export function incrementAddOn(selection: OptionsSelection, addOnId: number): OptionsSelection {
  const quantity = selection.addOns[String(addOnId)] ?? 0;
  return { ...selection, addOns: { ...selection.addOns, [String(addOnId)]: quantity + 1 } };
}

/** One fewer of an add-on; at 1 it is unchecked. */
export function decrementAddOn(selection: OptionsSelection, addOnId: number): OptionsSelection {
  const quantity = selection.addOns[String(addOnId)] ?? 0;
  if (quantity <= 1) return uncheckAddOn(selection, addOnId);
  return { ...selection, addOns: { ...selection.addOns, [String(addOnId)]: quantity - 1 } };
}

/** CONTRACT "Cart": food `[{name, values: {label: [...]}}]`, others `[{type, price}]`. */
export type CartVariation =
  { name: string; values: { label: string[] } } | { type: string; price: number };

export function cartVariation(item: OptionsItem, selection: OptionsSelection): CartVariation[] {
  if (isFood(item)) {
    return item.foodVariations
      .filter((group) => (selection.food[group.name] ?? []).length > 0)
      .map((group) => ({ name: group.name, values: { label: selection.food[group.name]! } }));
  }
  const variation = selectedVariation(item, selection);
  return variation ? [{ type: variation.type, price: variation.price }] : [];
}

/** The add-on ids and quantities of the cart payload, in the item's add-on order. */
export function cartAddOns(
  item: OptionsItem,
  selection: OptionsSelection,
): { addOnIds: number[]; addOnQtys: number[] } {
  const checked = item.addOns.filter((addOn) => (selection.addOns[String(addOn.id)] ?? 0) > 0);
  return {
    addOnIds: checked.map((addOn) => addOn.id),
    addOnQtys: checked.map((addOn) => selection.addOns[String(addOn.id)]!),
  };
}
