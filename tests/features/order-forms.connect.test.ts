/**
 * The coupon field's, the refund dialog's and a review form's connects over their real
 * machines: what the views render and what their handlers send. Network actors are stubs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError } from '@/api/errors';
import { connect as connectCoupon } from '@/features/checkout/coupon-apply.connect';
import { connect as connectRefund } from '@/features/orders/refund-request.connect';
import { connect as connectReview } from '@/features/orders/review.connect';
import { couponApplyMachine } from '@machines/coupon-apply.machine';
import { refundRequestMachine } from '@machines/refund-request.machine';
import { reviewMachine } from '@machines/review.machine';
import { answering, connected, pending, rejecting, settle } from './support/flow';

afterEach(() => vi.unstubAllGlobals());

const ORDER = { storeId: 12, subtotal: 60 };
const couponFlow = (actor: ReturnType<typeof answering>) =>
  connected(couponApplyMachine.provide({ actors: { applyCoupon: actor } }), (snapshot, send) =>
    connectCoupon(snapshot, send, ORDER),
  );

describe('coupon field connect', () => {
  it('Apply needs a code; under the minimum purchase the minimum shows, typing clears it', async () => {
    const flow = couponFlow(answering({ code: 'GRO10', minPurchase: 100 }));
    expect(flow.api().canApply).toBe(false);
    flow.api().changeCode(' GRO10 ');
    flow.api().apply();
    expect(flow.api().isApplying).toBe(true);
    expect(flow.sent.at(-1)).toEqual({ type: 'APPLY', ...ORDER });
    await settle();
    expect(flow.api().problem).toEqual({ key: 'checkout.couponMinimum', amount: 100 });
    flow.api().changeCode('GRO1');
    expect(flow.api().problem).toBeNull();
  });

  it("a refusal shows the provider's words, or checkout.couponRefused without them", async () => {
    const problemAfter = async (error: unknown) => {
      const flow = couponFlow(rejecting(error));
      flow.api().changeCode('OLD');
      flow.api().apply();
      await settle();
      return flow.api().problem;
    };
    expect(await problemAfter(new ApiError(403, 'coupon', ['Coupon expired']))).toEqual({
      text: 'Coupon expired',
    });
    expect(await problemAfter(new ApiError(404, 'coupon', ['Coupon not found']))).toEqual({
      text: 'Coupon not found',
    });
    expect(await problemAfter(new ApiError(403, '', []))).toEqual({
      key: 'checkout.couponRefused',
    });
  });

  it("a failed check says what went wrong in the customer's words, not the technical detail (issue 31)", async () => {
    const cases = [
      [new ApiError(0, 'network', ['Failed to fetch']), 'errors.offline'],
      [new ApiError(503, '', ['Service Unavailable']), 'errors.unreachable'],
      [new ApiError(500, 'server', ['Internal Server Error']), 'errors.server'],
      [new ContractError('coupon/apply', 'code: Expected a string'), 'errors.unexpected'],
      [new TypeError('x is undefined'), 'errors.generic'],
    ] as const;
    // Offline as the browser tells it (`navigator.onLine`; Node's own navigator has none).
    vi.stubGlobal('navigator', { onLine: false });
    for (const [error, key] of cases) {
      const flow = couponFlow(rejecting(error));
      flow.api().changeCode('OLD');
      flow.api().apply();
      await settle();
      expect(flow.api().problem).toEqual({ key });
    }
  });
});

describe('refund dialog connect', () => {
  it('Submit once a reason is chosen; the dialog stays open while it is sent', () => {
    const machine = refundRequestMachine.provide({ actors: { requestRefund: pending() } });
    const flow = connected(machine, connectRefund, { orderId: 100045 });
    expect(flow.api().canSubmit).toBe(false);
    flow.api().chooseReason(null);
    expect(flow.api().reason).toBeNull();
    flow.api().chooseReason('Arrived cold');
    flow.api().changeNote('Arrived cold.');
    flow.api().submit();
    expect(flow.api()).toMatchObject({
      isSending: true,
      reason: 'Arrived cold',
      note: 'Arrived cold.',
    });
  });
});

describe('review form connect', () => {
  it('Submit once rated; sent, the form shows as reviewed', async () => {
    const machine = reviewMachine.provide({
      actors: { submitReview: answering('Review submitted successfully') },
    });
    const flow = connected(machine, connectReview);
    expect(flow.api().canSubmit).toBe(false);
    flow.api().rate(4);
    flow.api().changeComment('Fresh and on time.');
    flow.api().submit();
    expect(flow.api().isSending).toBe(true);
    await settle();
    expect(flow.api()).toMatchObject({ isSent: true, isSending: false });
  });
});
