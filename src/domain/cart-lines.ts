import type { CartRow } from '@/api/schemas/cart';
import { addOnsPerUnit, discountedLineUnit, subtotal } from '@/domain/pricing';

/** A cart line's unit price as the order charges it (the item's discount applied). */
export function lineUnitPrice(row: CartRow): number {
  return discountedLineUnit(
    row.price,
    addOnsPerUnit(row.item.add_ons, row.add_on_ids, row.add_on_qtys),
    row.item,
  );
}

/** The cart's items total, discounts applied (delivery, tax and tips come at checkout). */
export function cartSubtotal(rows: CartRow[]): number {
  return subtotal(rows.map((row) => ({ price: lineUnitPrice(row), quantity: row.quantity })));
}
