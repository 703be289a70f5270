import { describe, expect, it } from 'vitest';
import {
  addOnsPerUnit,
  discountPerUnit,
  discountedLineUnit,
  discountedPrice,
  freeDeliveryProgress,
  subtotal,
} from '@/domain/pricing';

describe('discountedPrice', () => {
  it('takes a percent off', () => {
    expect(discountedPrice({ price: 425, discount: 10, discount_type: 'percent' })).toBeCloseTo(
      382.5,
    );
  });
  it('takes an amount off', () => {
    expect(discountedPrice({ price: 190, discount: 20, discount_type: 'amount' })).toBe(170);
  });
  it('never goes below zero', () => {
    expect(discountedPrice({ price: 10, discount: 50, discount_type: 'amount' })).toBe(0);
  });
  it('leaves an undiscounted price alone', () => {
    expect(discountedPrice({ price: 99, discount: 0, discount_type: 'percent' })).toBe(99);
  });
});

describe('subtotal', () => {
  it('adds price times quantity', () => {
    expect(
      subtotal([
        { price: 135, quantity: 2 },
        { price: 50, quantity: 1 },
      ]),
    ).toBe(320);
  });
});

describe('freeDeliveryProgress (SPEC §5: percent of free_delivery_over, clamped 0..100)', () => {
  it('is the share of the threshold', () => {
    expect(freeDeliveryProgress(500, 2000)).toBe(25);
  });
  it('is clamped to 100', () => {
    expect(freeDeliveryProgress(5000, 2000)).toBe(100);
  });
  it('is clamped to 0', () => {
    expect(freeDeliveryProgress(-5, 2000)).toBe(0);
  });
  it('is complete when there is no threshold', () => {
    expect(freeDeliveryProgress(10, null)).toBe(100);
  });
});

describe('discountPerUnit', () => {
  it('takes a percent of the chosen variation price', () => {
    expect(discountPerUnit({ discount: 10, discount_type: 'percent' }, 330)).toBeCloseTo(33);
  });
  it('takes an amount, never more than the price', () => {
    expect(discountPerUnit({ discount: 20, discount_type: 'amount' }, 190)).toBe(20);
    expect(discountPerUnit({ discount: 20, discount_type: 'amount' }, 15)).toBe(15);
  });
});

describe('discountedLineUnit (a cart line as the order charges it)', () => {
  const addOns = [
    { id: 1, price: 35 },
    { id: 2, price: 50 },
  ];
  it('adds up the chosen add-ons with their quantities', () => {
    expect(addOnsPerUnit(addOns, [1, 2], [2, 1])).toBe(120);
    expect(addOnsPerUnit(addOns, [9], [1])).toBe(0);
  });
  it('takes the discount off the item part only', () => {
    // 310 item + 85 add-ons, 10% off the item: 395 - 31.
    expect(discountedLineUnit(395, 85, { discount: 10, discount_type: 'percent' })).toBeCloseTo(
      364,
    );
  });
  it('leaves an undiscounted line alone', () => {
    expect(discountedLineUnit(150, 0, { discount: 0, discount_type: 'percent' })).toBe(150);
  });
});
