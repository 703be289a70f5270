import { expect } from 'vitest';
import { ORDER_POLL_MS } from '../../machines/order-tracking.machine';
import { isFinalStatus } from '../../src/domain/order-status';
import { describeModel } from './support/describe-model';
import {
  DELIVERED,
  orderTrackingModel,
} from '../../src/explorer/model/models/order-tracking.model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, previous, event, emitted, calls }: StepContext) {
  expect(emitted).toEqual([]);
  // Every fetch and every stream asks for the order the drawer was opened with (guests add
  // id and phone).
  for (const call of calls) {
    expect(['fetchOrder', 'orderStream']).toContain(call.id);
    expect(call.input).toEqual(path.variant.input);
  }
  const fetches = calls.filter((call) => call.id === 'fetchOrder');
  if (snapshot.matches({ tracking: { polling: 'fetching' } })) expect(fetches).toHaveLength(1);
  else expect(fetches).toEqual([]);
  // The stream opens when tracking starts (first or after Try again) and runs throughout it.
  const streams = calls.filter((call) => call.id === 'orderStream');
  const enteredTracking =
    snapshot.matches('tracking') && (previous === undefined || !previous.matches('tracking'));
  expect(streams).toHaveLength(enteredTracking ? 1 : 0);
  expect(snapshot.children.orderStream !== undefined).toBe(snapshot.matches('tracking'));
  if (event.type === 'xstate.done.actor.fetchOrder') {
    expect(snapshot.context.order).toEqual(event.output);
    // A non-final status waits for the next poll; delivered (or another final status) stops.
    expect(snapshot.value).toEqual(
      isFinalStatus(event.output.order_status) ? 'finished' : { tracking: { polling: 'waiting' } },
    );
  }
  if (event.type === 'ORDER_RECEIVED') {
    // The stream's order is shown at once; the stream is live: no fetch, no poll.
    expect(snapshot.context.order).toEqual(event.order);
    expect(snapshot.value).toEqual(
      isFinalStatus(event.order.order_status) ? 'finished' : { tracking: 'live' },
    );
  }
  if (event.type === 'STREAM_LOST') {
    // Back to SPEC's polling at once, from a fetch (what the stream would have said).
    expect(snapshot.value).toEqual({ tracking: { polling: 'fetching' } });
  }
  if (event.type === 'CLOSE') {
    expect(snapshot.value).toBe('closed');
    expect(snapshot.status).toBe('done');
    expect(Object.keys(snapshot.children)).toEqual([]);
  }
}

describeModel(orderTrackingModel, {
  everyStep,
  states: {
    tracking: ({ snapshot }) => expect(snapshot.children.orderStream).toBeDefined(),
    'tracking.polling': ({ snapshot }) =>
      expect(snapshot.matches({ tracking: 'live' })).toBe(false),
    'tracking.polling.fetching': ({ snapshot }) =>
      expect(snapshot.children.fetchOrder).toBeDefined(),
    'tracking.live': async (context) => {
      const { snapshot } = context;
      expect(snapshot.context.order).not.toBeNull();
      expect(snapshot.children.fetchOrder).toBeUndefined();
      // Live: however long it stays so, nothing is fetched.
      const callsBefore = context.allCalls.length;
      context.clock.increment(ORDER_POLL_MS * 3);
      await context.settle();
      expect(context.actor.getSnapshot().value).toEqual({ tracking: 'live' });
      expect(context.allCalls.length).toBe(callsBefore);
    },
    'tracking.polling.waiting': ({ snapshot }) => {
      expect(snapshot.context.order).not.toBeNull();
      expect(isFinalStatus(snapshot.context.order.order_status)).toBe(false);
    },
    finished: async (context) => {
      expect(isFinalStatus(context.snapshot.context.order.order_status)).toBe(true);
      // No more polling: nothing happens however long the drawer stays open.
      const callsBefore = context.allCalls.length;
      context.clock.increment(ORDER_POLL_MS * 6);
      await context.settle();
      expect(context.actor.getSnapshot().value).toBe('finished');
      expect(context.actor.getSnapshot().children).toEqual({});
      expect(callsBefore).toBe(context.allCalls.length);
    },
    failed: ({ snapshot, event }) => {
      expect(snapshot.children.orderStream).toBeUndefined();
      expect(event.type).toBe('xstate.error.actor.fetchOrder');
      // The view words the failure: the error is kept as thrown.
      expect(snapshot.context.error).toBe((event as unknown as { error: unknown }).error);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
    closed: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
  afterPath: (path, last) => {
    if (path.name === 'polls every 10 s until delivered') {
      expect(last.allCalls.filter((call) => call.id === 'fetchOrder')).toHaveLength(3);
      expect(last.history.map((step) => step.state.value)).toContain('finished');
      expect(
        last.history.some(
          (step) =>
            step.event.type === 'xstate.done.actor.fetchOrder' && step.event.output === DELIVERED,
        ),
      ).toBe(true);
    }
  },
});
