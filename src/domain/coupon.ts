/** SPEC §5 coupon: the item amount must reach the coupon's minimum purchase for it to apply. */
export function belowCouponMinimum(subtotal: number, minPurchase: number): boolean {
  return subtotal < minPurchase;
}
