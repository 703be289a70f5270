import type { SnapshotFrom } from 'xstate';
import { describeError } from '@/api/errors';
import type { CouponApplyEvent, couponApplyMachine } from '@machines/coupon-apply.machine';
import '@/i18n/texts/checkout';

/**
 * The coupon field: the code, Apply (off without a code, busy while the provider checks it),
 * and the message under the field: `minimum` (checkout.couponMinimum and the amount), the
 * provider's words, checkout.couponRefused for a refusal without words, or what went wrong in the
 * customer's words (offline, the store out of reach…; issue 31), never the technical detail.
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
          : refusal(problem.error),
    changeCode: (value: string) => send({ type: 'CODE_CHANGED', code: value }),
    apply: () => send({ type: 'APPLY', ...order }),
  };
}

/** What the field says under it: words as they are, or a key (with the minimum's amount). */
type CouponMessage = { text: string } | { key: string; amount?: number };

/** What a failed check says under the field. */
function refusal(error: unknown): CouponMessage {
  const described = describeError(error);
  if (described.providerMessages.length > 0) return { text: described.providerMessages.join(' ') };
  return described.kind === 'refused' || described.kind === 'notFound'
    ? { key: 'checkout.couponRefused' }
    : { key: described.messageKey };
}
