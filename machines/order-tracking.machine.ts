import { assign, fromPromise, setup } from 'xstate';
import { isFinalStatus } from '../src/domain/order-status';

export type TrackingQuery = { orderId: number; guestId?: string; contactNumber?: string };

/** The part of the tracked order that the flow itself needs; the view reads the rest. */
export type TrackedOrder = { id: number; order_status: string };

export type OrderTrackingContext<O extends TrackedOrder = TrackedOrder> = {
  query: TrackingQuery;
  order: O | null;
};

export type OrderTrackingEvent = { type: 'RETRY' } | { type: 'CLOSE' };

/** SPEC §9: the order is fetched again every 10 s until delivered. */
export const ORDER_POLL_MS = 10_000;

export const orderTrackingMachine = setup({
  types: {
    input: {} as TrackingQuery,
    context: {} as OrderTrackingContext,
    events: {} as OrderTrackingEvent,
  },
  actors: {
    fetchOrder: fromPromise<TrackedOrder, TrackingQuery>(async () => {
      throw new Error('fetchOrder not provided');
    }),
  },
  guards: {
    isFinished: ({ context }) =>
      context.order !== null && isFinalStatus(context.order.order_status),
  },
  actions: {
    setOrder: assign({ order: (_, order: TrackedOrder) => order }),
  },
  delays: {
    pollInterval: ORDER_POLL_MS,
  },
}).createMachine({
  id: 'orderTracking',
  description:
    'The tracking drawer: fetch the order, show its step of four, fetch again every 10 s until it is delivered (or otherwise finished); "Order not found" on error.',
  context: ({ input }) => ({ query: input, order: null }),
  initial: 'fetching',
  on: { CLOSE: '.closed' },
  states: {
    fetching: {
      description: 'Fetching customer/order/track (the last answer stays on screen).',
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => context.query,
        onDone: {
          target: 'checking',
          actions: { type: 'setOrder', params: ({ event }) => event.output },
        },
        onError: 'notFound',
      },
    },
    checking: {
      description: 'Finished, or still on its way?',
      always: [{ guard: 'isFinished', target: 'finished' }, { target: 'waiting' }],
    },
    waiting: {
      description: 'Showing the order; the next fetch is 10 s away.',
      after: { pollInterval: 'fetching' },
    },
    notFound: {
      description: '"Order not found".',
      on: { RETRY: 'fetching' },
    },
    finished: {
      description: 'Delivered (or canceled, failed, refunded): no more polling.',
    },
    closed: {
      description: 'The drawer is closed: polling stops.',
      type: 'final',
    },
  },
});
