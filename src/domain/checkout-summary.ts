import type { CartRow } from '@/api/schemas/cart';
import { buyNowSubtotal, type CheckoutSource } from './buy-now';
import { cartSubtotal, lineUnitPrice } from './cart-lines';

export type SummaryLine = { key: string; name: string; quantity: number; amount: number };

/** What the checkout's summary lists and totals: the cart's lines, or the one chosen item. */
export type CheckoutSummary = { lines: SummaryLine[]; subtotal: number; storeId: number };

export function checkoutSummary(source: CheckoutSource, rows: CartRow[]): CheckoutSummary {
  if (source.page !== 'cart') {
    const { line } = source;
    return {
      lines: [
        {
          key: `${source.page}-${line.itemId}`,
          name: line.name,
          quantity: line.quantity,
          amount: buyNowSubtotal(line),
        },
      ],
      subtotal: buyNowSubtotal(line),
      storeId: line.storeId,
    };
  }
  return {
    lines: rows.map((row) => ({
      key: String(row.id),
      name: row.item.name,
      quantity: row.quantity,
      amount: lineUnitPrice(row) * row.quantity,
    })),
    subtotal: cartSubtotal(rows),
    storeId: rows[0]?.item.store_id ?? 0,
  };
}
