export type MoneyFormat = {
  symbol: string;
  /** 'left' puts the symbol before the amount, 'right' after it. */
  direction: string;
  decimals: number;
};

export const DEFAULT_MONEY_FORMAT: MoneyFormat = { symbol: '$', direction: 'left', decimals: 2 };

export function formatMoney(amount: number, format: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  const fixed = (Number.isFinite(amount) ? amount : 0).toFixed(
    Math.max(0, Math.min(format.decimals, 6)),
  );
  return format.direction === 'right' ? `${fixed}${format.symbol}` : `${format.symbol}${fixed}`;
}

/** SPEC §9: distance in km with the configured decimals; over 1000 km shows '1k+ km'. */
export function formatDistanceKm(km: number, decimals: number): string {
  if (km > 1000) return '1k+ km';
  return `${km.toFixed(decimals)} km`;
}
