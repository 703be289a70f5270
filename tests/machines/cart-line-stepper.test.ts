import { describe, expect, it } from 'vitest';
import {
  cartLineStepperMachine,
  type LineChangeOutcome,
  type StepperLine,
  type UpdateLineRequest,
} from '../../machines/cart-line-stepper.machine';
import { errorToast } from '../../machines/effects';
import { describeModel } from './support/describe-model';
import {
  cartLineStepperModel,
  FOOD_LINE,
} from '../../src/explorer/model/models/cart-line-stepper.model';
import type { StepContext } from './support/replay';

const toast = (status: string, messageKey: string) => ({ type: 'toast', status, messageKey });

/** SPEC §5, worked out by hand for the three sample lines. */
function expectedBlock(line: StepperLine): string | null {
  if (line.moduleType === 'food') return line.quantity >= 2 ? 'stock.outOfLimits' : null;
  if (line.cartId === 9102) return line.quantity + 1 > 2 ? 'stock.outOfStock' : null;
  return line.quantity + 1 >= 2 ? 'stock.outOfLimits' : null;
}

function everyStep(context: StepContext) {
  const { snapshot, previous, event, emitted, calls, index } = context;
  if (index === 0) {
    expect(snapshot.value).toEqual({ active: { quantity: 'idle', display: 'collapsed' } });
    expect(calls).toEqual([]);
    return;
  }
  const before = previous!.context;
  const line = snapshot.context.line as StepperLine;
  switch (event.type) {
    case 'QUANTITY_INCREMENTED': {
      const block = expectedBlock(before.line);
      if (block) {
        expect(emitted).toEqual([toast('error', block)]);
        expect(calls).toEqual([]);
        expect(snapshot.matches({ active: { quantity: 'idle' } })).toBe(true);
      } else {
        expect(emitted).toEqual([]);
        expect(calls.map((call) => [call.id, call.input])).toEqual([
          ['updateLine', { cartId: line.cartId, quantity: before.line.quantity + 1 }],
        ]);
      }
      break;
    }
    case 'QUANTITY_DECREMENTED':
      expect(emitted).toEqual([]);
      // Decrement at 1 removes; above 1 it updates.
      expect(calls.map((call) => [call.id, call.input])).toEqual(
        before.line.quantity === 1
          ? [['removeLine', { cartId: line.cartId }]]
          : [['updateLine', { cartId: line.cartId, quantity: before.line.quantity - 1 }]],
      );
      break;
    case 'REMOVE':
      expect(calls.map((call) => call.id)).toEqual(['removeLine']);
      break;
    case 'xstate.done.actor.updateLine':
      // Server first, then refresh: the update succeeded, the cart is refetched.
      expect(line.quantity).toBe(before.requested);
      expect(emitted).toEqual([toast('success', 'cart.itemUpdated')]);
      expect(calls.map((call) => call.id)).toEqual(['refreshCart']);
      break;
    case 'xstate.error.actor.updateLine':
      expect(line.quantity).toBe(before.line.quantity);
      expect(emitted).toEqual([errorToast(event.error)]);
      expect(calls).toEqual([]);
      break;
    case 'xstate.done.actor.removeLine':
      expect(emitted).toEqual([
        toast('success', 'cart.removedFromCart'),
        { type: 'lineRemoved', cartId: line.cartId },
      ]);
      expect(calls.map((call) => call.id)).toEqual(['refreshAfterRemoval']);
      break;
    case 'xstate.error.actor.removeLine':
      // The failure itself, for the app to word (errors.generic when it says nothing more).
      expect(emitted).toEqual([errorToast(event.error)]);
      expect(snapshot.status).toBe('active');
      break;
    default:
      expect(emitted).toEqual([]);
  }
  // The quantity never goes below 1 nor past what SPEC §5 allows.
  expect(line.quantity).toBeGreaterThanOrEqual(1);
  if (line.moduleType === 'food') expect(line.quantity).toBeLessThanOrEqual(2);
  if (line.stock !== null) expect(line.quantity).toBeLessThanOrEqual(line.stock);
}

describeModel(cartLineStepperModel, {
  everyStep,
  states: {
    'active.quantity.idle': ({ snapshot }) => expect(snapshot.context.requested).toBeNull(),
    'active.quantity.updating': ({ snapshot }) => {
      expect(snapshot.children.updateLine).toBeDefined();
      expect(Math.abs(snapshot.context.requested - snapshot.context.line.quantity)).toBe(1);
    },
    'active.quantity.refreshing': ({ snapshot }) => {
      expect(snapshot.children.refreshCart).toBeDefined();
      expect(snapshot.context.requested).toBeNull();
    },
    'active.quantity.removing': ({ snapshot, event, previous }) => {
      expect(snapshot.children.removeLine).toBeDefined();
      // Only the delete button, or decrement at quantity 1, removes.
      if (event.type === 'QUANTITY_DECREMENTED') expect(previous!.context.line.quantity).toBe(1);
      else expect(event.type).toBe('REMOVE');
    },
    'active.quantity.refreshingAfterRemoval': ({ snapshot }) =>
      expect(snapshot.children.refreshAfterRemoval).toBeDefined(),
    'active.display.collapsed': ({ snapshot }) =>
      expect(snapshot.can({ type: 'POINTER_ENTERED' })).toBe(true),
    'active.display.expanded': ({ snapshot }) =>
      expect(snapshot.can({ type: 'POINTER_LEFT' })).toBe(true),
    'active.display.collapsing': ({ event, snapshot }) => {
      // The pointer left; the harness checks that the collapse comes at exactly 500 ms.
      expect(event.type).toBe('POINTER_LEFT');
      expect(snapshot.can({ type: 'POINTER_ENTERED' })).toBe(true);
    },
    removed: ({ snapshot, history }) => {
      expect(snapshot.status).toBe('done');
      expect(history.some((step) => step.event.type === 'xstate.done.actor.removeLine')).toBe(true);
    },
  },
});

describe('a change made offline (issue 31)', () => {
  it('says the change waits for the connection, not that the cart changed', async () => {
    const { createActor, fromPromise, waitFor } = await import('xstate');
    const actor = createActor(
      cartLineStepperMachine.provide({
        actors: {
          updateLine: fromPromise<LineChangeOutcome, UpdateLineRequest>(async () => ({
            queued: true,
          })),
          removeLine: fromPromise<LineChangeOutcome, { cartId: number }>(async () => ({
            queued: true,
          })),
          refreshCart: fromPromise(async () => {}),
        },
      }),
      { input: { line: { ...FOOD_LINE, quantity: 2 } } },
    ).start();
    const toasts: unknown[] = [];
    actor.on('toast', (effect) => toasts.push(effect));
    actor.send({ type: 'QUANTITY_DECREMENTED' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ active: { quantity: 'idle' } }) && toasts.length > 0,
    );
    expect(toasts).toEqual([toast('info', 'pwa.changeSavedOffline')]);
  });
});
