import type { SnapshotFrom } from 'xstate';
import type { CouponCopyEvent, couponCopyMachine } from '@machines/coupon-copy.machine';
import '@/i18n/texts/account';

/** A copy button: "Copied" for 1 s after the code reached the clipboard. */
export function connect(
  snapshot: SnapshotFrom<typeof couponCopyMachine>,
  send: (event: CouponCopyEvent) => void,
) {
  const copied = snapshot.matches('copied');
  return {
    isCopied: copied,
    labelKey: copied ? 'coupons.copied' : 'coupons.copy',
    copy: () => send({ type: 'COPY' }),
  };
}
