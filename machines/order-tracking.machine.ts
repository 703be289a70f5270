import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { isFinalStatus } from '../src/domain/order-status';

export type TrackingQuery = { orderId: number; guestId?: string; contactNumber?: string };

/** The part of the tracked order that the flow itself needs; the view reads the rest. */
export type TrackedOrder = { id: number; order_status: string };

export type OrderTrackingContext<O extends TrackedOrder = TrackedOrder> = {
  query: TrackingQuery;
  order: O | null;
  /** Why the last fetch failed (what the fetch threw): the view puts it in words. */
  error: unknown;
};

/**
 * `ORDER_RECEIVED` and `STREAM_LOST` come from the provider's order stream (the invoked
 * `orderStream`): the whole order each time it changes, and the stream going down.
 */
export type OrderTrackingEvent =
  | { type: 'RETRY' }
  | { type: 'CLOSE' }
  | { type: 'ORDER_RECEIVED'; order: TrackedOrder }
  | { type: 'STREAM_LOST' };

/** SPEC §9: the order is fetched again every 10 s until delivered (while the stream is down). */
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
    /** Sends ORDER_RECEIVED for each order the stream carries, STREAM_LOST when it drops. */
    orderStream: fromCallback<OrderTrackingEvent, TrackingQuery>(() => () => {}),
  },
  guards: {
    isFinished: ({ context }) =>
      context.order !== null && isFinalStatus(context.order.order_status),
    receivedFinished: ({ event }) =>
      event.type === 'ORDER_RECEIVED' && isFinalStatus(event.order.order_status),
  },
  actions: {
    setOrder: assign({ order: (_, order: TrackedOrder) => order, error: null }),
    setError: assign({ error: (_, failure: { error: unknown }) => failure.error ?? null }),
  },
  delays: {
    pollInterval: ORDER_POLL_MS,
  },
}).createMachine({
  id: 'orderTracking',
  description:
    'The tracking drawer: the order live from the provider\'s stream; while the stream is down, fetch it and again every 10 s (SPEC); until it is delivered (or otherwise finished); "Order not found" (or what else went wrong) on error.',
  context: ({ input }) => ({ query: input, order: null, error: null }),
  initial: 'tracking',
  on: { CLOSE: '.closed' },
  states: {
    tracking: {
      description:
        "Following the order: the provider's order stream runs throughout; each order it sends is shown at once.",
      invoke: { id: 'orderStream', src: 'orderStream', input: ({ context }) => context.query },
      on: {
        ORDER_RECEIVED: [
          {
            guard: 'receivedFinished',
            target: 'finished',
            actions: { type: 'setOrder', params: ({ event }) => event.order },
          },
          {
            target: '.live',
            actions: { type: 'setOrder', params: ({ event }) => event.order },
          },
        ],
      },
      initial: 'polling',
      states: {
        polling: {
          description: 'The stream is not (or no longer) connected: SPEC’s 10-second poll.',
          initial: 'fetching',
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
                onError: {
                  target: '#orderTracking.failed',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            checking: {
              description: 'Finished, or still on its way?',
              always: [
                { guard: 'isFinished', target: '#orderTracking.finished' },
                { target: 'waiting' },
              ],
            },
            waiting: {
              description: 'Showing the order; the next fetch is 10 s away.',
              after: { pollInterval: 'fetching' },
            },
          },
        },
        live: {
          description:
            'The stream is connected: every change of status and each move of the courier arrives as it happens; no polling.',
          on: { STREAM_LOST: 'polling' },
        },
      },
    },
    failed: {
      description:
        'The order could not be fetched: "Order not found" when the provider says so (leading back to the form), else what went wrong, with Try again.',
      on: { RETRY: 'tracking' },
    },
    finished: {
      description: 'Delivered (or canceled, failed, refunded): no more polling, the stream closed.',
    },
    closed: {
      description: 'The drawer is closed: polling and the stream stop.',
      type: 'final',
    },
  },
});
