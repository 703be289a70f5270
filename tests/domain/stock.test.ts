import { describe, expect, it } from 'vitest';
import {
  decremented,
  incrementBlock,
  isOutOfStock,
  normalQuantity,
  type QuantityLimits,
} from '@/domain/stock';

const food = (maximumCartQuantity: number | null): QuantityLimits => ({
  moduleType: 'food',
  stock: 0,
  maximumCartQuantity,
});
const grocery = (stock: number | null, maximumCartQuantity: number | null): QuantityLimits => ({
  moduleType: 'grocery',
  stock,
  maximumCartQuantity,
});

describe('incrementBlock (SPEC §5 Stock/limit)', () => {
  it('food: blocked at maximum_cart_quantity, stock ignored', () => {
    expect(incrementBlock(4, food(5))).toBeNull();
    expect(incrementBlock(5, food(5))).toBe('outOfLimits');
    expect(incrementBlock(50, food(null))).toBeNull();
  });

  it('non-food: blocked when quantity + 1 exceeds the stock', () => {
    expect(incrementBlock(2, grocery(3, null))).toBeNull();
    expect(incrementBlock(3, grocery(3, null))).toBe('outOfStock');
    expect(incrementBlock(1, grocery(0, null))).toBe('outOfStock');
  });

  it('non-food: blocked when quantity + 1 reaches the maximum', () => {
    expect(incrementBlock(3, grocery(10, 5))).toBeNull();
    expect(incrementBlock(4, grocery(10, 5))).toBe('outOfLimits');
  });

  it('non-food: stock is checked before the maximum; no stock means not tracked', () => {
    expect(incrementBlock(4, grocery(4, 5))).toBe('outOfStock');
    expect(incrementBlock(100, grocery(null, null))).toBeNull();
    expect(incrementBlock(100, grocery(null, 0))).toBeNull();
  });
});

describe('quantity helpers', () => {
  it('out of stock when the stock is below the quantity (non-food only)', () => {
    expect(isOutOfStock(3, grocery(2, null))).toBe(true);
    expect(isOutOfStock(2, grocery(2, null))).toBe(false);
    expect(isOutOfStock(3, food(null))).toBe(false);
  });

  it('never goes below 1', () => {
    expect(decremented(2)).toBe(1);
    expect(decremented(1)).toBe(1);
    expect(normalQuantity(0)).toBe(1);
    expect(normalQuantity(2.7)).toBe(2);
    expect(normalQuantity(undefined)).toBe(1);
  });
});
