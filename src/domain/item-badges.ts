import { discountedPrice } from './pricing';

export type BadgeItem = {
  price: number;
  discount: number;
  discount_type: string;
  store_discount?: number | null;
  organic?: boolean | null;
  is_halal?: boolean | null;
  halal_tag_status?: boolean | null;
  recommended?: boolean | null;
  veg?: number | null;
  module_type?: string | null;
  variations?: ReadonlyArray<{ price: number }>;
};

export type DiscountBadge = { kind: 'percent' | 'amount'; value: number } | null;

/** SPEC §2: percent or amount OFF; the store's discount (a percentage) takes precedence. */
export function discountBadge(item: BadgeItem): DiscountBadge {
  if (item.store_discount && item.store_discount > 0)
    return { kind: 'percent', value: item.store_discount };
  if (item.discount > 0)
    return { kind: item.discount_type === 'percent' ? 'percent' : 'amount', value: item.discount };
  return null;
}

export type ItemTag = 'organic' | 'halal' | 'veg' | 'nonVeg' | 'recommended';

/**
 * The item's tags: organic; halal only when both the module's halal tag and the item's flag are
 * set; veg or non-veg in food; recommended.
 */
export function itemTags(item: BadgeItem): ItemTag[] {
  const tags: ItemTag[] = [];
  if (item.organic) tags.push('organic');
  if (item.halal_tag_status && item.is_halal) tags.push('halal');
  if (item.module_type === 'food' && item.veg != null) tags.push(item.veg ? 'veg' : 'nonVeg');
  if (item.recommended) tags.push('recommended');
  return tags;
}

export type PriceDisplay = {
  /** What is charged: one price, or the lowest and highest of the variations. */
  low: number;
  high: number;
  /** The same before the discount, when there is one. */
  originalLow: number;
  originalHigh: number;
  discounted: boolean;
};

/** A price, or a price range over the variations, before and after the discount. */
export function priceDisplay(item: BadgeItem): PriceDisplay {
  const prices = item.variations?.length ? item.variations.map((v) => v.price) : [item.price];
  const originalLow = Math.min(...prices);
  const originalHigh = Math.max(...prices);
  const badge = discountBadge(item);
  const off = (price: number) =>
    badge ? discountedPrice({ price, discount: badge.value, discount_type: badge.kind }) : price;
  return {
    low: off(originalLow),
    high: off(originalHigh),
    originalLow,
    originalHigh,
    discounted: badge !== null && off(originalLow) < originalLow,
  };
}

/**
 * SPEC §4: an item opens as a page in ecommerce (and in any module the SPA does not know), as a
 * modal in food, grocery and pharmacy.
 */
export function opensAsModal(moduleType: string | null | undefined): boolean {
  return moduleType === 'food' || moduleType === 'grocery' || moduleType === 'pharmacy';
}
