import { describe, expect, it } from 'vitest';
import { ORDER_POLL_MS, orderTrackingMachine } from '../../machines/order-tracking.machine';
import { isFinalStatus } from '../../src/domain/order-status';
import { describeModel } from './support/describe-model';
import { DELIVERED, orderTrackingModel } from '../../src/explorer/model/models/order-tracking.model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, event, emitted, calls }: StepContext) {
  expect(emitted).toEqual([]);
  // Every fetch asks for the order the drawer was opened with (guests add id and phone).
  for (const call of calls) {
    expect(call.id).toBe('fetchOrder');
    expect(call.input).toEqual(path.variant.input);
  }
  if (snapshot.matches('fetching')) expect(calls).toHaveLength(1);
  else expect(calls).toEqual([]);
  if (event.type === 'xstate.done.actor.fetchOrder') {
    expect(snapshot.context.order).toEqual(event.output);
    // A non-final status waits for the next poll; delivered (or another final status) stops.
    expect(snapshot.value).toBe(isFinalStatus(event.output.order_status) ? 'finished' : 'waiting');
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
    fetching: ({ snapshot }) => expect(snapshot.children.fetchOrder).toBeDefined(),
    waiting: ({ snapshot }) => {
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
    notFound: ({ snapshot, event }) => {
      expect(event.type).toBe('xstate.error.actor.fetchOrder');
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
    closed: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
  afterPath: (path, last) => {
    if (path.name === 'polls every 10 s until delivered') {
      expect(last.allCalls).toHaveLength(3);
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

describe('order tracking polling', () => {
  it('polls with the named delay pollInterval of 10 s', () => {
    expect(orderTrackingMachine.implementations.delays.pollInterval).toBe(10_000);
    expect(
      orderTrackingMachine.root.states.waiting!.after.map((transition) => transition.eventType),
    ).toEqual(['xstate.after.pollInterval.orderTracking.waiting']);
  });
});
