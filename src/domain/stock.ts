/**
 * SPEC §5 "Stock/limit": when the quantity of an item (in the item modal or a cart line) may
 * go up, and which message refuses it.
 *
 * - Food: increment blocked at `maximum_cart_quantity` (quantity already at the maximum).
 * - Other modules: blocked if quantity + 1 exceeds the stock ('Out of Stock', the same as
 *   "stock is at most the current quantity") or if quantity + 1 reaches the maximum
 *   ('Out of Limits'). SPEC words the two differently on purpose ("exceeds" / "reaches"), so
 *   a non-food item with `maximum_cart_quantity` 5 stops at 4; food stops at 5.
 * - The quantity never goes below 1.
 * A missing or zero maximum means "no maximum"; a missing stock means "not tracked".
 */
export type QuantityLimits = {
  /** `food` items are limited only by their maximum. */
  moduleType: string | null | undefined;
  stock: number | null | undefined;
  maximumCartQuantity: number | null | undefined;
};

export type IncrementBlock = 'outOfStock' | 'outOfLimits';

export const MIN_QUANTITY = 1;

/** i18n keys of SPEC §8's 'Out of Stock' and 'Out of Limits'. */
export const INCREMENT_BLOCK_MESSAGE: Record<IncrementBlock, string> = {
  outOfStock: 'stock.outOfStock',
  outOfLimits: 'stock.outOfLimits',
};

function maximumOf(limits: QuantityLimits): number | null {
  const max = limits.maximumCartQuantity;
  return typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : null;
}

function stockOf(limits: QuantityLimits): number | null {
  const stock = limits.stock;
  return typeof stock === 'number' && Number.isFinite(stock) ? stock : null;
}

export function isFood(limits: Pick<QuantityLimits, 'moduleType'>): boolean {
  return limits.moduleType === 'food';
}

/** Why the quantity may not go from `quantity` to `quantity + 1`, or null when it may. */
export function incrementBlock(quantity: number, limits: QuantityLimits): IncrementBlock | null {
  const max = maximumOf(limits);
  if (isFood(limits)) return max !== null && quantity >= max ? 'outOfLimits' : null;
  const stock = stockOf(limits);
  if (stock !== null && quantity + 1 > stock) return 'outOfStock';
  if (max !== null && quantity + 1 >= max) return 'outOfLimits';
  return null;
}

/** Non-food stock is at most the quantity asked for: 'Out of Stock'. Food does not track stock. */
export function isOutOfStock(quantity: number, limits: QuantityLimits): boolean {
  const stock = stockOf(limits);
  return !isFood(limits) && stock !== null && stock < quantity;
}

/** One step down, never below 1. */
export function decremented(quantity: number): number {
  return Math.max(MIN_QUANTITY, quantity - 1);
}

/** A quantity from outside (a cart line, an input), made a whole number of at least 1. */
export function normalQuantity(quantity: number | null | undefined): number {
  return typeof quantity === 'number' && Number.isFinite(quantity)
    ? Math.max(MIN_QUANTITY, Math.floor(quantity))
    : MIN_QUANTITY;
}

/** SPEC §9: a flash-sale stock bar fills sold / stock × 100 percent (0..100). */
export function stockProgress(sold: number, stock: number): number {
  if (stock <= 0) return 100;
  return Math.min(100, Math.max(0, (sold / stock) * 100));
}

/** SPEC §9: a flash-sale item's name is clamped to 25 characters. */
export const FLASH_SALE_NAME_LENGTH = 25;

export function clampName(name: string, length = FLASH_SALE_NAME_LENGTH): string {
  return name.length > length ? `${name.slice(0, length)}…` : name;
}
