export type Discountable = { price: number; discount: number; discount_type: string };

/** The unit price after the item's own discount (percent or amount), never below zero. */
export function discountedPrice(item: Discountable): number {
  if (!item.discount) return item.price;
  const off = item.discount_type === 'percent' ? (item.price * item.discount) / 100 : item.discount;
  return Math.max(0, item.price - off);
}

export type PricedLine = { price: number; quantity: number };

export function subtotal(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** SPEC §4/§5: progress toward free delivery, as a percentage clamped to 0..100. */
export function freeDeliveryProgress(
  amount: number,
  freeDeliveryOver: number | null | undefined,
): number {
  if (!freeDeliveryOver || freeDeliveryOver <= 0) return 100;
  return Math.min(100, Math.max(0, (amount / freeDeliveryOver) * 100));
}

/**
 * The item's discount taken off each unit of the chosen variation's price (never off add-ons),
 * as the provider computes it at order time.
 */
export function discountPerUnit(item: Omit<Discountable, 'price'>, unitPrice: number): number {
  return unitPrice - discountedPrice({ ...item, price: unitPrice });
}

/** What the cart line's unit price holds for its add-ons (their prices times their quantities). */
export function addOnsPerUnit(
  addOns: ReadonlyArray<{ id: number; price: number }>,
  ids: readonly number[],
  quantities: readonly number[],
): number {
  return ids.reduce((sum, id, index) => {
    const addOn = addOns.find((candidate) => candidate.id === id);
    return sum + (addOn ? addOn.price * (quantities[index] ?? 1) : 0);
  }, 0);
}

/**
 * A cart line's unit price as the order will charge it: the provider's unit price (options and
 * add-ons included) less the item's discount, which applies to everything but the add-ons.
 */
export function discountedLineUnit(
  unitPrice: number,
  addOnsPrice: number,
  item: Omit<Discountable, 'price'>,
): number {
  return unitPrice - discountPerUnit(item, Math.max(0, unitPrice - addOnsPrice));
}
