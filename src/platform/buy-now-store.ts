import { parseBuyNowLine, type BuyNowLine, type SingleItemPage } from '@/domain/buy-now';

/**
 * The item of a Buy Now or campaign checkout, kept for this tab (sessionStorage) so that a
 * reload, or a sign-in on the way, finds it again. Not one of SPEC §3's localStorage keys.
 */
const KEY_PREFIX = 'checkout-item:';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readBuyNowLine(page: SingleItemPage): BuyNowLine | null {
  const raw = session()?.getItem(KEY_PREFIX + page) ?? null;
  if (raw === null) return null;
  try {
    return parseBuyNowLine(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeBuyNowLine(page: SingleItemPage, line: BuyNowLine): void {
  session()?.setItem(KEY_PREFIX + page, JSON.stringify(line));
}

export function clearBuyNowLine(page: SingleItemPage): void {
  session()?.removeItem(KEY_PREFIX + page);
}
