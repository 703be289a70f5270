import { useQueryInTransition } from '@/system/use-query-in-transition';
import { checkoutQueries } from '@/api/queries/checkout';
import type { CartRow } from '@/api/schemas/cart';
import { useCartOwner } from '@/system/use-session';
import type { CheckoutSource } from '@/domain/buy-now';
import type { CheckoutOptions } from '@machines/checkout.machine';
import { cartContentKey, checkoutTotals, quoteBodyOf } from './checkout-totals';

/**
 * The checkout's totals from the provider (`customer/order/quote`), asked afresh whenever any
 * input changes (the key holds the whole body and the cart's lines); the SPA's own sum until
 * it answers, or for good when the backend has no quote call.
 */
export function useCheckoutTotals(a: {
  source: CheckoutSource;
  rows: CartRow[];
  options: CheckoutOptions;
  point: { lat: number; lng: number } | null;
  subtotal: number;
  tips: number;
}) {
  const guestId = useCartOwner().guestId;
  const body = quoteBodyOf({ ...a, guestId });
  const quote = useQueryInTransition(checkoutQueries.quote(body, cartContentKey(a.rows)));
  const delivery = a.options.orderType === 'delivery';
  const answer = quote.isError ? null : quote.data;
  return checkoutTotals(answer, { subtotal: a.subtotal, tips: a.tips, delivery });
}
