import type { CartRow } from '@/api/schemas/cart';
import type { Item } from '@/api/schemas/catalogue';
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

/** What an add asks for, as the add-to-cart machine holds it. */
export type PendingAdd = {
  itemId: number;
  quantity: number;
  price: number;
  variation?: unknown[] | undefined;
  addOnIds?: number[] | undefined;
  addOnQtys?: number[] | undefined;
};

/** A line the provider has not confirmed yet has no cart id of its own: it counts below zero. */
export const PENDING_LINE_ID = -1;

export const isPendingLine = (row: CartRow) => row.id < 0;

/**
 * A line added offline waits in the outbox (issue 31) until the connection is back: its id is
 * below this one, one per queued add (its place in the outbox's order).
 */
export const QUEUED_LINE_BASE = -1000;
export const queuedLineId = (seq: number) => QUEUED_LINE_BASE - seq;
/** The outbox place of a line added offline, or null for any other line. */
export const queuedSeqOf = (row: Pick<CartRow, 'id'>) =>
  row.id <= QUEUED_LINE_BASE ? QUEUED_LINE_BASE - row.id : null;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The cart as it will be once the provider takes `add` (shown at once, put back if refused):
 * the provider adds to the line with the same item and options, or opens a new one.
 */
export function withPendingAdd(
  cart: CartRow[],
  add: PendingAdd,
  item: Item,
  id: number = PENDING_LINE_ID,
): CartRow[] {
  const variation = add.variation ?? [];
  const addOnIds = add.addOnIds ?? [];
  const addOnQtys = add.addOnQtys ?? [];
  const same = cart.findIndex(
    (row) =>
      row.item_id === add.itemId &&
      sameJson(row.variation, variation) &&
      sameJson(row.add_on_ids, addOnIds) &&
      sameJson(row.add_on_qtys, addOnQtys),
  );
  if (same >= 0) {
    return cart.map((row, i) =>
      i === same ? { ...row, quantity: row.quantity + add.quantity } : row,
    );
  }
  const line: CartRow = {
    id,
    item_id: add.itemId,
    // The provider keeps the undiscounted unit price; a simple item's is its own price.
    price: variation.length === 0 ? item.price : add.price,
    quantity: add.quantity,
    variation,
    add_on_ids: addOnIds,
    add_on_qtys: addOnQtys,
    item,
  };
  return [...cart, line];
}
