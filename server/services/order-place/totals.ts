import { round2 } from '../json';

/**
 * The money of an order, pure (no database): given what the catalogue, the zone and the
 * settings say, what the customer pays. See `index.ts` for the rules in words.
 */

export type FreeDeliveryBy = 'admin' | 'vendor' | null;

/** Items after product, store and flash-sale discounts: what a coupon applies to. */
export function itemAmountOf(a: {
  subtotal: number;
  productDiscount: number;
  flashDiscount: number;
}): number {
  return round2(a.subtotal - a.productDiscount - a.flashDiscount);
}

export interface StoreTotalsInput {
  subtotal: number;
  productDiscount: number;
  flashDiscount: number;
  couponDiscount: number;
  couponFreeDelivery: boolean;
  /** the store's tax, percent */
  taxPercent: number;
  orderType: 'delivery' | 'take_away';
  /** the zone-module delivery charge for the distance */
  deliveryCharge: number;
  /** the admin's free_delivery_over, when that rule is on */
  freeDeliveryOver: number | undefined;
  storeFreeDelivery: boolean;
  tipsOn: boolean;
  tips: number;
}

export interface StoreTotals {
  itemAmount: number;
  tax: number;
  freeBy: FreeDeliveryBy;
  deliveryFee: number;
  tips: number;
  total: number;
}

export function storeOrderTotals(i: StoreTotalsInput): StoreTotals {
  const itemAmount = itemAmountOf(i);
  const taxable = round2(itemAmount - i.couponDiscount);
  const tax = round2((taxable * i.taxPercent) / 100);
  let freeBy: FreeDeliveryBy = null;
  if (i.freeDeliveryOver !== undefined && i.subtotal >= i.freeDeliveryOver) freeBy = 'admin';
  if (i.storeFreeDelivery) freeBy = 'vendor';
  if (i.couponFreeDelivery) freeBy = 'admin';
  const deliveryFee = i.orderType === 'delivery' && freeBy === null ? i.deliveryCharge : 0;
  const tips = i.orderType === 'delivery' && i.tipsOn ? i.tips : 0;
  return {
    itemAmount,
    tax,
    freeBy,
    deliveryFee,
    tips,
    total: round2(taxable + tax + deliveryFee + tips),
  };
}

/** A parcel: the category's per-km charge (at least its minimum) plus tips. */
export function parcelTotals(i: {
  distanceKm: number;
  perKm: number;
  minimum: number;
  tipsOn: boolean;
  tips: number;
}) {
  const charge = round2(Math.max(i.distanceKm * i.perKm, i.minimum));
  const tips = i.tipsOn ? i.tips : 0;
  return { charge, tips, total: round2(charge + tips) };
}

/** A prescription order: the delivery charge (unless the store delivers free) plus tips. */
export function prescriptionTotals(i: {
  orderType: 'delivery' | 'take_away';
  deliveryCharge: number;
  storeFreeDelivery: boolean;
  tipsOn: boolean;
  tips: number;
}) {
  const deliveryFee = i.orderType === 'delivery' && !i.storeFreeDelivery ? i.deliveryCharge : 0;
  const tips = i.orderType === 'delivery' && i.tipsOn ? i.tips : 0;
  return { deliveryFee, tips, total: round2(deliveryFee + tips) };
}
