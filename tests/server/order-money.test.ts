import { describe, expect, it } from 'vitest';
import {
  itemAmountOf,
  parcelTotals,
  prescriptionTotals,
  storeOrderTotals,
  type StoreTotalsInput,
} from '../../server/services/order-place/totals';

/** The order's money without a database (server/services/order-place/totals.ts). */

const base: StoreTotalsInput = {
  subtotal: 500,
  productDiscount: 40,
  flashDiscount: 10,
  couponDiscount: 0,
  couponFreeDelivery: false,
  taxPercent: 5,
  orderType: 'delivery',
  deliveryCharge: 60,
  freeDeliveryOver: undefined,
  storeFreeDelivery: false,
  tipsOn: true,
  tips: 20,
};

describe('store order totals', () => {
  it('items − discounts − coupon + tax on that + delivery + tips', () => {
    expect(itemAmountOf(base)).toBe(450);
    expect(storeOrderTotals({ ...base, couponDiscount: 50 })).toEqual({
      itemAmount: 450,
      tax: 20,
      freeBy: null,
      deliveryFee: 60,
      tips: 20,
      total: 500,
    });
  });

  it('free delivery: the admin threshold on the subtotal, the store, a free-delivery coupon', () => {
    expect(storeOrderTotals({ ...base, freeDeliveryOver: 500 })).toMatchObject({
      freeBy: 'admin',
      deliveryFee: 0,
    });
    expect(storeOrderTotals({ ...base, freeDeliveryOver: 501 }).deliveryFee).toBe(60);
    expect(storeOrderTotals({ ...base, storeFreeDelivery: true }).freeBy).toBe('vendor');
    expect(
      storeOrderTotals({ ...base, storeFreeDelivery: true, couponFreeDelivery: true }).freeBy,
    ).toBe('admin');
  });

  it('take-away pays no delivery and no tips; tips off pays none', () => {
    expect(storeOrderTotals({ ...base, orderType: 'take_away' })).toMatchObject({
      deliveryFee: 0,
      tips: 0,
      total: 472.5,
    });
    expect(storeOrderTotals({ ...base, tipsOn: false }).tips).toBe(0);
  });

  it('rounds to cents', () => {
    const t = storeOrderTotals({
      ...base,
      subtotal: 99.99,
      productDiscount: 0,
      flashDiscount: 0,
      taxPercent: 7.5,
    });
    expect(t.tax).toBe(7.5);
    expect(t.total).toBe(187.49);
  });
});

describe('parcel and prescription totals', () => {
  it('a parcel: per km with a minimum, plus tips', () => {
    expect(
      parcelTotals({ distanceKm: 3.2, perKm: 15, minimum: 40, tipsOn: true, tips: 10 }),
    ).toEqual({
      charge: 48,
      tips: 10,
      total: 58,
    });
    expect(
      parcelTotals({ distanceKm: 1, perKm: 15, minimum: 40, tipsOn: false, tips: 10 }),
    ).toEqual({
      charge: 40,
      tips: 0,
      total: 40,
    });
  });

  it('a prescription: delivery unless the store delivers free, plus tips', () => {
    const p = {
      orderType: 'delivery' as const,
      deliveryCharge: 40,
      storeFreeDelivery: false,
      tipsOn: true,
      tips: 5,
    };
    expect(prescriptionTotals(p)).toEqual({ deliveryFee: 40, tips: 5, total: 45 });
    expect(prescriptionTotals({ ...p, storeFreeDelivery: true }).total).toBe(5);
    expect(prescriptionTotals({ ...p, orderType: 'take_away' }).total).toBe(0);
  });
});
