import { useCallback, useLayoutEffect, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { applyCoupon } from '@/api/checkout';
import { couponApplyMachine } from '@machines/coupon-apply.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/checkout';

const providedCouponApply = ({ api }: AppSystem) =>
  couponApplyMachine.provide({
    actors: {
      applyCoupon: fromPromise(async ({ input }) => {
        const coupon = await applyCoupon(api, input.code, input.storeId);
        return { code: coupon.code, minPurchase: coupon.min_purchase };
      }),
    },
  });

/** The checkout's coupon field; an applied code goes to the checkout through `onApplied`. */
export function useCouponApplyFlow(onApplied: (code: string) => void) {
  const applied = useRef(onApplied);
  useLayoutEffect(() => {
    applied.current = onApplied;
  });
  const bind = useCallback((actor: ActorRefFrom<typeof couponApplyMachine>) => {
    const subscription = actor.on('couponApplied', ({ code }) => applied.current(code));
    return () => subscription.unsubscribe();
  }, []);
  return useFlowActor(providedCouponApply, undefined, bind);
}
