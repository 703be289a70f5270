import type { AddOnRow, ItemRow, ModuleZoneRow } from '../db/schema';
import { refuse } from '../http/errors';
import { jsonish, toNumber } from '../http/params';
import { itemFoodVariations, itemVariations, itemChoiceOptions } from './catalogue';
import { parseNumberArray, round2 } from './json';

/**
 * Prices always come from the catalogue, never from the request.
 *
 * - Food: unit price = item price + the chosen options' `optionPrice` (6amMart food variations).
 * - Others: a chosen variation's `price` replaces the item price (6amMart `variations`).
 * - Add-ons: Σ add-on price × add-on quantity, per unit of the line.
 *   So a line costs `price × quantity`, where `price` includes options and add-ons.
 * - Discounts (percent or amount) apply per unit to the item's price with its variation
 *   (not to add-ons), never below 0; they are applied at order time.
 */

/** What prices a line: an item, or a campaign item (same columns, 0003 `item_campaigns`). */
export type Priceable = Pick<
  ItemRow,
  'price' | 'stock' | 'add_on_ids' | 'variations' | 'food_variations' | 'choice_options'
>;

export interface Selection {
  /** the variation as stored on the cart line (canonical form) */
  variation: unknown[];
  /** non-food: the chosen variation's `type` */
  variationType: string | null;
  /** item price with its variation/options, per unit */
  unitBase: number;
  addOnIds: number[];
  addOnQtys: number[];
  /** add-ons per unit */
  addOnUnit: number;
  /** unitBase + addOnUnit */
  unitPrice: number;
  /** stock of the chosen variation, or of the item */
  stock: number;
}

function asArray(v: unknown, field: string): unknown[] {
  const parsed = jsonish(v);
  if (parsed === undefined || parsed === null || parsed === '') return [];
  if (Array.isArray(parsed)) return parsed;
  throw refuse(field, `The ${field.replace(/_/g, ' ')} must be an array.`);
}

function labelsOf(values: unknown): string[] {
  if (typeof values === 'string') return [values];
  if (Array.isArray(values)) {
    return values.flatMap((v) =>
      typeof v === 'string'
        ? [v]
        : v && typeof v === 'object' && 'label' in v
          ? labelsOf((v as { label: unknown }).label)
          : [],
    );
  }
  if (values && typeof values === 'object' && 'label' in values)
    return labelsOf((values as { label: unknown }).label);
  return [];
}

function foodSelection(item: Priceable, raw: unknown[]): { variation: unknown[]; extra: number } {
  const groups = itemFoodVariations(item);
  const chosen = new Map<string, string[]>();
  for (const entry of raw) {
    if (!entry || typeof entry !== 'object' || !('name' in entry))
      throw refuse('variation', 'The variation is invalid.');
    const e = entry as { name: unknown; values?: unknown };
    const name = String(e.name);
    const group = groups.find((g) => g.name === name);
    if (!group) throw refuse('variation', `Variation ${name} is not available for this item.`);
    const labels = [...new Set(labelsOf(e.values))];
    for (const label of labels) {
      if (!group.values.some((v) => v.label === label))
        throw refuse('variation', `Option ${label} is not available in variation ${name}.`);
    }
    if (labels.length > 0) chosen.set(name, labels);
  }
  let extra = 0;
  const variation: unknown[] = [];
  for (const g of groups) {
    const labels = chosen.get(g.name) ?? [];
    if (labels.length === 0) {
      if (g.required === 'on')
        throw refuse('variation', `Variation ${g.name} can not remain without selection.`);
      continue;
    }
    if (g.type === 'single' && labels.length !== 1)
      throw refuse('variation', `Variation ${g.name} accepts exactly one option.`);
    if (g.type === 'multi' && (labels.length < Number(g.min) || labels.length > Number(g.max)))
      throw refuse(
        'variation',
        `Selected variation named ${g.name} must be in between Minimum ${g.min} and Maximum ${g.max}`,
      );
    for (const label of labels)
      extra += Number(g.values.find((v) => v.label === label)?.optionPrice ?? 0);
    variation.push({ name: g.name, values: { label: labels } });
  }
  return { variation, extra };
}

function plainSelection(item: Priceable, raw: unknown, rawList: unknown[]) {
  const variations = itemVariations(item);
  if (variations.length === 0) {
    if (rawList.length > 0 || (typeof raw === 'string' && raw.trim() !== '' && raw.trim() !== '[]'))
      throw refuse('variation', 'This item has no variations.');
    return { variation: [] as unknown[], chosen: null };
  }
  const first: unknown = typeof raw === 'string' && !raw.trim().startsWith('[') ? raw : rawList[0];
  const type =
    typeof first === 'string'
      ? first
      : first && typeof first === 'object' && 'type' in first
        ? String((first as { type: unknown }).type)
        : undefined;
  if (type === undefined || type.trim() === '') {
    const title = itemChoiceOptions(item)[0]?.title ?? 'option';
    throw refuse('variation', `Variation ${title} can not remain without selection.`);
  }
  const chosen = variations.find((v) => v.type === type.trim());
  if (!chosen) throw refuse('variation', `Variation ${type} is not available for this item.`);
  return { variation: [{ type: chosen.type, price: chosen.price }] as unknown[], chosen };
}

function addOnSelection(
  item: Priceable,
  addOns: Map<number, AddOnRow>,
  rawIds: unknown,
  rawQtys: unknown,
) {
  const ids = asArray(rawIds, 'add_on_ids').map((v) => toNumber(v));
  if (ids.some((id) => id === undefined || !Number.isSafeInteger(id)))
    throw refuse('add_on_ids', 'The add on ids must be integers.');
  const qtysRaw = asArray(rawQtys, 'add_on_qtys');
  const qtys = qtysRaw.length === 0 ? ids.map(() => 1) : qtysRaw.map((v) => toNumber(v));
  if (qtys.length !== ids.length) throw refuse('add_on_qtys', 'Each add-on needs one quantity.');
  const allowed = new Set(parseNumberArray(item.add_on_ids));
  const seen = new Set<number>();
  let unit = 0;
  ids.forEach((id, i) => {
    const q = qtys[i];
    if (q === undefined || !Number.isSafeInteger(q) || q < 1 || q > 99)
      throw refuse('add_on_qtys', 'Add-on quantities must be whole numbers between 1 and 99.');
    const addOn = addOns.get(id!);
    if (!allowed.has(id!) || !addOn || addOn.status !== 1)
      throw refuse('add_on_ids', 'An add-on is not available for this item.');
    if (seen.has(id!)) throw refuse('add_on_ids', 'An add-on is listed twice.');
    seen.add(id!);
    unit += addOn.price * q;
  });
  return { addOnIds: ids as number[], addOnQtys: qtys as number[], addOnUnit: round2(unit) };
}

/** Validates the chosen variation/options/add-ons against the catalogue and prices them. */
export function priceSelection(
  item: Priceable,
  moduleType: string,
  addOns: Map<number, AddOnRow>,
  input: { variation: unknown; add_on_ids: unknown; add_on_qtys: unknown },
): Selection {
  const rawList = asArray(
    typeof input.variation === 'string' && !input.variation.trim().startsWith('[')
      ? undefined
      : input.variation,
    'variation',
  );
  let variation: unknown[];
  let unitBase: number;
  let variationType: string | null = null;
  let stock = item.stock;
  if (moduleType === 'food' || itemFoodVariations(item).length > 0) {
    const food = foodSelection(item, rawList);
    variation = food.variation;
    unitBase = item.price + food.extra;
  } else {
    const plain = plainSelection(item, input.variation, rawList);
    variation = plain.variation;
    unitBase = plain.chosen ? plain.chosen.price : item.price;
    if (plain.chosen) {
      variationType = plain.chosen.type;
      stock = plain.chosen.stock;
    }
  }
  const add = addOnSelection(item, addOns, input.add_on_ids, input.add_on_qtys);
  unitBase = round2(unitBase);
  return {
    variation,
    variationType,
    unitBase,
    ...add,
    unitPrice: round2(unitBase + add.addOnUnit),
    stock,
  };
}

/** Per-unit item discount on the variation-inclusive price: percent or amount, never below 0. */
export function unitDiscount(
  item: Pick<ItemRow, 'discount' | 'discount_type'>,
  unitBase: number,
): number {
  if (!(item.discount > 0) || unitBase <= 0) return 0;
  const d = item.discount_type === 'amount' ? item.discount : (unitBase * item.discount) / 100;
  return round2(Math.min(Math.max(d, 0), unitBase));
}

/** max(distance × per-km, minimum), capped by maximum. */
export function deliveryCharge(distanceKm: number, pivot: ModuleZoneRow): number {
  const raw = Math.max(distanceKm * pivot.per_km_shipping_charge, pivot.minimum_shipping_charge);
  const capped =
    pivot.maximum_shipping_charge > 0 ? Math.min(raw, pivot.maximum_shipping_charge) : raw;
  return round2(capped);
}
