import { emit, setup } from 'xstate';
import type { OrderOutcomeParams } from '../src/domain/guest-order-token';
import type { Effect } from './effects';

/**
 * Where the order-placed query was read: `/home` after a placement, or `/payment-status`
 * where the payment gateway returns.
 */
export type OrderOutcomePage = 'home' | 'gateway';

export type OrderOutcomeInput = OrderOutcomeParams & { page: OrderOutcomePage };

export type OrderOutcomeEvent = { type: 'TRACK_ORDER' } | { type: 'CLOSE' };

export const orderOutcomeMachine = setup({
  types: {
    input: {} as OrderOutcomeInput,
    context: {} as OrderOutcomeInput,
    events: {} as OrderOutcomeEvent,
    emitted: {} as Effect,
  },
  guards: {
    noOrder: ({ context }) => context.orderId === null,
    atGateway: ({ context }) => context.page === 'gateway',
    succeeded: ({ context }) => context.succeeded,
    flagged: ({ context }) => context.flagged,
  },
  actions: {
    goHome: emit({ type: 'navigate', to: '/home', replace: true } as const),
    showPlacedOnHome: emit(({ context }) => ({
      type: 'navigate' as const,
      to: `/home?status=success&order_id=${context.orderId}&totalAmount=${context.totalAmount ?? ''}`,
      replace: true,
    })),
  },
}).createMachine({
  id: 'orderOutcome',
  description:
    'After Place Order or the payment gateway: the guest order-placed modal ("Order Placed Successfully !") with Track Order; the order details when flag is fail or cancel; the failed-payment screen when a payment did not go through.',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Which outcome the query describes.',
      always: [
        { guard: 'noOrder', target: 'nothing' },
        {
          guard: 'atGateway',
          target: 'fromGateway',
          description: 'The gateway came back: paid, or not.',
        },
        { guard: 'succeeded', target: 'placed' },
        { guard: 'flagged', target: 'details' },
        { target: 'nothing' },
      ],
    },
    fromGateway: {
      description:
        'A paid order shows the order-placed modal on /home; otherwise the payment failed.',
      always: [
        { guard: 'succeeded', target: 'closed', actions: 'showPlacedOnHome' },
        { target: 'paymentFailed' },
      ],
    },
    nothing: {
      description: 'No order in the query: /home shows itself; the gateway page goes home.',
      always: { guard: 'atGateway', target: 'closed', actions: 'goHome' },
    },
    placed: {
      description:
        '"Order Placed Successfully !": remember the order ID and phone, order number, time, status, Track Order.',
      tags: ['modal'],
      on: {
        TRACK_ORDER: 'tracking',
        CLOSE: { target: 'closed', actions: 'goHome' },
      },
    },
    details: {
      description: 'flag=fail or cancel: the order details show instead of the success modal.',
      tags: ['tracking'],
      on: { CLOSE: { target: 'closed', actions: 'goHome' } },
    },
    tracking: {
      description: 'The tracking drawer of the order just placed.',
      tags: ['tracking'],
      on: { CLOSE: { target: 'closed', actions: 'goHome' } },
    },
    paymentFailed: {
      description: '"Order didn\'t place successfully.": the failed-payment flow takes over.',
      type: 'final',
    },
    closed: {
      description: 'Done: the query is gone from the address.',
      type: 'final',
    },
  },
});
