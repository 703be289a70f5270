import { fromPromise } from 'xstate';
import { couponCopyMachine } from '@machines/coupon-copy.machine';
import { useFlowActor } from '../flow-actor';

const providedCouponCopy = couponCopyMachine.provide({
  actors: { writeClipboard: fromPromise(({ input }) => navigator.clipboard.writeText(input.text)) },
});

/** One coupon's (or the referral code's) copy button; a clipboard failure is only logged (SPEC §8). */
export function useCouponCopyFlow(code: string) {
  return useFlowActor(providedCouponCopy, { input: { code } }, (actor) => {
    const log = actor.on('log', (event) => console.warn(event.message));
    return () => log.unsubscribe();
  });
}
