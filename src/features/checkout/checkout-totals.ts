import type { QuoteBody } from '@/api/checkout';
import type { OrderQuote } from '@/api/schemas/checkout';
import type { CartRow } from '@/api/schemas/cart';
import { buyNowCartJson, type CheckoutSource } from '@/domain/buy-now';
import type { CheckoutOptions } from '@machines/checkout.machine';
import '@/i18n/texts/checkout';
import '@/i18n/texts/orders';
import '@/i18n/texts/shared';

/** One line of the checkout's totals: a label key and an amount (negative: taken off). */
export type TotalsRow = { labelKey: string; amount: number; free?: boolean };

export type CheckoutTotals = {
  rows: TotalsRow[];
  total: number;
  /** The provider's own computation (`customer/order/quote`), not the SPA's sum. */
  fromProvider: boolean;
};

/** The quote's body for the checkout as it stands; null while there is nothing to order. */
export function quoteBodyOf(a: {
  source: CheckoutSource;
  rows: CartRow[];
  options: CheckoutOptions;
  point: { lat: number; lng: number } | null;
  guestId: string | null;
  tips: number;
}): QuoteBody | null {
  const storeId = a.source.page === 'cart' ? a.rows[0]?.item.store_id : a.source.line.storeId;
  const point = a.options.point ?? a.point;
  if (!storeId || !point) return null;
  return {
    guest_id: a.guestId ?? undefined,
    store_id: storeId,
    order_type: a.options.orderType,
    latitude: point.lat,
    longitude: point.lng,
    dm_tips: a.tips,
    coupon_code: a.options.couponCode ?? undefined,
    schedule_at: a.options.scheduleAt ?? undefined,
    ...(a.source.page === 'cart'
      ? {}
      : { is_buy_now: 1 as const, cart: buyNowCartJson(a.source.line) }),
  };
}

/** What the cart holds, for the quote's key: the provider reads the cart itself. */
export function cartContentKey(rows: CartRow[]): string {
  return rows.map((row) => `${row.id}x${row.quantity}`).join(',');
}

/**
 * The provider's totals when it quoted them; otherwise (no quote call, or not yet) the SPA's
 * own sum: the items and the tip.
 */
export function checkoutTotals(
  quote: OrderQuote | null | undefined,
  fallback: { subtotal: number; tips: number; delivery: boolean },
): CheckoutTotals {
  if (!quote) {
    const rows: TotalsRow[] = [{ labelKey: 'cart.subtotal', amount: fallback.subtotal }];
    if (fallback.tips > 0) rows.push({ labelKey: 'checkout.tips', amount: fallback.tips });
    return { rows, total: fallback.subtotal + fallback.tips, fromProvider: false };
  }
  const discount = quote.store_discount_amount + quote.flash_discount_amount;
  const rows: TotalsRow[] = [{ labelKey: 'myOrders.subtotal', amount: quote.items_subtotal }];
  if (discount > 0) rows.push({ labelKey: 'myOrders.discount', amount: -discount });
  if (quote.coupon_discount_amount > 0)
    rows.push({ labelKey: 'checkoutTotals.couponDiscount', amount: -quote.coupon_discount_amount });
  if (fallback.delivery)
    rows.push({
      labelKey: 'myOrders.deliveryCharge',
      amount: quote.delivery_charge,
      free: quote.delivery_charge === 0 && Boolean(quote.free_delivery_by),
    });
  rows.push({ labelKey: 'myOrders.tax', amount: quote.total_tax_amount });
  if (quote.dm_tips > 0) rows.push({ labelKey: 'myOrders.tips', amount: quote.dm_tips });
  return { rows, total: quote.order_amount, fromProvider: true };
}
