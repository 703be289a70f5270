import { assign, emit, fromPromise, setup } from 'xstate';
import { belowCouponMinimum } from '../src/domain/coupon';

/** What the provider says of a code it accepts (`coupon/apply`). */
export type CouponAnswer = { code: string; minPurchase: number };

/**
 * Why the code is not applied: the minimum purchase not reached, or what the check failed with
 * (the provider's refusal, or no answer at all: the view words it).
 */
export type CouponProblem =
  { kind: 'minimum'; amount: number } | { kind: 'refused'; error: unknown };

export type CouponApplyContext = {
  code: string;
  /** The store and item amount of the order, as they were when Apply was pressed. */
  storeId: number;
  subtotal: number;
  problem: CouponProblem | null;
};

export type CouponApplyEvent =
  { type: 'CODE_CHANGED'; code: string } | { type: 'APPLY'; storeId: number; subtotal: number };

export type CouponApplyEffect = { type: 'couponApplied'; code: string };

export const couponApplyMachine = setup({
  types: {
    context: {} as CouponApplyContext,
    events: {} as CouponApplyEvent,
    emitted: {} as CouponApplyEffect,
  },
  actors: {
    applyCoupon: fromPromise<CouponAnswer, { code: string; storeId: number }>(async () => {
      throw new Error('applyCoupon not provided');
    }),
  },
  guards: {
    codeBlank: ({ context }) => context.code.trim() === '',
    belowMinimum: ({ context }, answer: CouponAnswer) =>
      belowCouponMinimum(context.subtotal, answer.minPurchase),
  },
  actions: {
    setCode: assign(({ event }) =>
      event.type === 'CODE_CHANGED' ? { code: event.code, problem: null } : {},
    ),
    keepOrder: assign(({ event }) =>
      event.type === 'APPLY' ? { storeId: event.storeId, subtotal: event.subtotal } : {},
    ),
    showMinimum: assign({
      problem: (_, answer: CouponAnswer) => ({
        kind: 'minimum' as const,
        amount: answer.minPurchase,
      }),
    }),
    showRefusal: assign({
      problem: (_, failure: { error: unknown }) => ({ kind: 'refused' as const, ...failure }),
    }),
    clearProblem: assign({ problem: null }),
    announceApplied: emit((_, answer: CouponAnswer) => ({
      type: 'couponApplied' as const,
      code: answer.code,
    })),
  },
}).createMachine({
  id: 'couponApply',
  description:
    "The checkout's coupon field: the provider checks the code for the order's store; an accepted code applies only when the item amount reaches its minimum purchase, else the minimum shows; a refused code shows why (the provider's words where it gave some). Typing again clears the message.",
  context: { code: '', storeId: 0, subtotal: 0, problem: null },
  initial: 'editing',
  on: {
    CODE_CHANGED: { actions: 'setCode', description: 'Typing clears the message.' },
  },
  states: {
    editing: {
      description: 'Typing a code; Apply once there is one.',
      on: {
        APPLY: [
          { guard: 'codeBlank', description: 'No code typed: Apply is off.' },
          { target: 'applying', actions: 'keepOrder' },
        ],
      },
    },
    applying: {
      tags: ['busy'],
      description: 'GET coupon/apply?code=…&store_id=….',
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ code: context.code.trim(), storeId: context.storeId }),
        onDone: [
          {
            guard: { type: 'belowMinimum', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'showMinimum', params: ({ event }) => event.output },
            description: 'The item amount is under the minimum purchase: the minimum shows.',
          },
          {
            target: 'editing',
            actions: [
              'clearProblem',
              { type: 'announceApplied', params: ({ event }) => event.output },
            ],
            description: 'Applied: the checkout takes the code.',
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
          description: "Why, under the field: the provider's words, or what went wrong.",
        },
      },
    },
  },
});
