import { describe, expect, it } from 'vitest';
import { formatDistanceKm, formatMoney } from '@/domain/money';

describe('formatMoney', () => {
  it('puts the symbol on the configured side with the configured decimals', () => {
    expect(formatMoney(12.5, { symbol: '৳', direction: 'left', decimals: 2 })).toBe('৳12.50');
    expect(formatMoney(12.5, { symbol: '€', direction: 'right', decimals: 1 })).toBe('12.5€');
  });
  it('shows a non-number as zero rather than NaN', () => {
    expect(formatMoney(Number.NaN, { symbol: '$', direction: 'left', decimals: 2 })).toBe('$0.00');
  });
});

describe('formatDistanceKm (SPEC §9)', () => {
  it('uses the configured decimals', () => {
    expect(formatDistanceKm(1.234, 2)).toBe('1.23 km');
  });
  it("shows '1k+ km' over 1000 km", () => {
    expect(formatDistanceKm(1200, 2)).toBe('1k+ km');
  });
});
