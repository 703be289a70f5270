/** SPEC §5 loyalty points to wallet: a whole number of points, at least the minimum, at most the balance. */
export type PointTransferLimits = { minimum: number; balance: number };

export type PointTransferProblem =
  | { key: 'loyalty.enterPoints' }
  | { key: 'loyalty.belowMinimum'; values: { minimum: number } }
  | { key: 'loyalty.insufficient' };

export function pointTransferProblem(
  typed: string,
  { minimum, balance }: PointTransferLimits,
): PointTransferProblem | null {
  const point = Number(typed.trim());
  if (typed.trim() === '' || !Number.isInteger(point) || point <= 0)
    return { key: 'loyalty.enterPoints' };
  if (point < minimum) return { key: 'loyalty.belowMinimum', values: { minimum } };
  if (point > balance) return { key: 'loyalty.insufficient' };
  return null;
}

/** What the points bring to the wallet (the provider's `point / exchange_rate`, 2 decimals). */
export function pointsWorth(point: number, exchangeRate: number): number {
  return Math.round((point / Math.max(1, exchangeRate)) * 100) / 100;
}
