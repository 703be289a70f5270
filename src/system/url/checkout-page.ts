import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { CheckoutSource } from '@/domain/buy-now';
import { readBuyNowLine } from '@/platform/buy-now-store';

/** SPEC §2: `/checkout?page=cart|buy_now|campaign`. */
export const CHECKOUT_PAGES = ['cart', 'buy_now', 'campaign'] as const;
export type CheckoutPageKind = (typeof CHECKOUT_PAGES)[number];

export function checkoutPageOf(raw: string | null): CheckoutPageKind {
  return (CHECKOUT_PAGES as readonly string[]).includes(raw ?? '')
    ? (raw as CheckoutPageKind)
    : 'cart';
}

/**
 * What the checkout orders, from the URL: the cart, or the one item Buy Now or Order Now kept
 * for this tab. A missing or unknown page, or a buy_now/campaign page without its item, heals
 * to `cart` (replaced, not pushed).
 */
export function checkoutSourceOf(
  raw: string | null,
  read: typeof readBuyNowLine = readBuyNowLine,
): CheckoutSource {
  const page = checkoutPageOf(raw);
  if (page === 'cart') return { page };
  const line = read(page);
  return line ? { page, line } : { page: 'cart' };
}

export function useCheckoutSource(): CheckoutSource {
  const raw = new URLSearchParams(useSearch()).get('page');
  const source = useMemo(() => checkoutSourceOf(raw), [raw]);
  useEffect(() => {
    if (raw !== source.page) navigate(`/checkout?page=${source.page}`, { replace: true });
  }, [raw, source.page]);
  return source;
}
