import { couponApplyMachine } from '../../../../machines/coupon-apply.machine';
import { ApiError } from '../../../api/errors';
import { defineModel, done, fail } from '../model';

export const STORE_ID = 12;
/** A coupon of the store with a minimum purchase of 100. */
export const GRO10 = { code: 'GRO10', minPurchase: 100 };
export const EXPIRED = new ApiError(403, 'coupon', ['Coupon expired']);

export const couponApplyModel = defineModel({
  machine: couponApplyMachine,
  variants: [{ name: 'empty', description: "the checkout's coupon field", input: undefined }],
  behaviour: (context) => [context.code.trim() === '', context.subtotal >= GRO10.minPurchase],
  events: {
    CODE_CHANGED: [{ code: 'GRO10' }, { code: '  ' }],
    APPLY: [
      { storeId: STORE_ID, subtotal: 250 },
      { storeId: STORE_ID, subtotal: 60 },
    ],
  },
  done: { applyCoupon: [GRO10] },
  errors: { applyCoupon: [EXPIRED, new Error('')] },
  scenarios: [
    {
      name: 'under the minimum, typed again, applied once the order reaches it',
      variant: 'empty',
      events: [
        { type: 'CODE_CHANGED', code: 'GRO10' },
        { type: 'APPLY', storeId: STORE_ID, subtotal: 60 },
        done('applyCoupon', GRO10),
        { type: 'APPLY', storeId: STORE_ID, subtotal: 60 },
        fail('applyCoupon', EXPIRED),
        { type: 'CODE_CHANGED', code: 'GRO10' },
        { type: 'APPLY', storeId: STORE_ID, subtotal: 250 },
        done('applyCoupon', GRO10),
      ],
    },
  ],
});
