import type { SnapshotFrom } from 'xstate';
import type { CouponApplyEvent, couponApplyMachine } from '@machines/coupon-apply.machine';
import '@/i18n/texts/checkout';

/**
 * The coupon field: the code, Apply (off without a code, busy while the provider checks it),
 * and the message under the field: `minimum` (checkout.couponMinimum and the amount), the
 * provider's words, or errors.generic when it gave none.
 */
export function connect(
  snapshot: SnapshotFrom<typeof couponApplyMachine>,
  send: (event: CouponApplyEvent) => void,
  order: { storeId: number; subtotal: number },
) {
  const { code, problem } = snapshot.context;
  return {
    code,
    canApply: code.trim() !== '',
    isApplying: snapshot.hasTag('busy'),
    problem:
      problem === null
        ? null
        : problem.kind === 'minimum'
          ? { key: 'checkout.couponMinimum', amount: problem.amount }
          : problem.message
            ? { text: problem.message }
            : { key: 'errors.generic' },
    changeCode: (value: string) => send({ type: 'CODE_CHANGED', code: value }),
    apply: () => send({ type: 'APPLY', ...order }),
  };
}
