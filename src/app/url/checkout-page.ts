import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

/** SPEC §2: `/checkout?page=cart|buy_now|campaign`. */
export const CHECKOUT_PAGES = ['cart', 'buy_now', 'campaign'] as const;
export type CheckoutPageKind = (typeof CHECKOUT_PAGES)[number];

export function checkoutPageOf(raw: string | null): CheckoutPageKind {
  return (CHECKOUT_PAGES as readonly string[]).includes(raw ?? '')
    ? (raw as CheckoutPageKind)
    : 'cart';
}

/** The checkout's page from the URL; a missing or unknown one heals to `cart` (replaced, not pushed). */
export function useCheckoutPage(): CheckoutPageKind {
  const raw = new URLSearchParams(useSearch()).get('page');
  const page = checkoutPageOf(raw);
  useEffect(() => {
    if (raw !== page) navigate(`/checkout?page=${page}`, { replace: true });
  }, [raw, page]);
  return page;
}
