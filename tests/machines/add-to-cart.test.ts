import { expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  addToCartMachine,
  DIFFERENT_STORE,
  type AddRequest,
} from '../../machines/add-to-cart.machine';
import { errorToast } from '../../machines/effects';
import { describeModel, lastEvent } from './support/describe-model';
import { ADD_SAMPLES, addToCartModel } from '../../src/explorer/model/models/add-to-cart.model';
import type { StepContext } from './support/replay';

const requestOf = (event: Record<string, unknown>) => {
  const { type: _type, ...request } = event;
  return request;
};

function everyStep(context: StepContext) {
  const { snapshot, previous, event, emitted, calls, allCalls } = context;
  switch (event.type) {
    case 'ADD': {
      if (!event.hasLocation) {
        // No delivery location: the location prompt, nothing added.
        expect(snapshot.value).toBe('locationPrompt');
        expect(emitted).toEqual([]);
      } else if (event.needsOptions) {
        // Options to choose: the item's page, nothing added.
        expect(snapshot.value).toBe('idle');
        expect(emitted).toEqual([{ type: 'navigate', to: `/product/${event.itemPath}` }]);
      } else if (event.cartStoreId !== null && event.cartStoreId !== event.storeId) {
        expect(snapshot.value).toBe('confirmingClear');
        expect(emitted).toEqual([]);
      } else {
        expect(snapshot.value).toBe('adding');
        expect(calls).toEqual([
          { id: 'addItem', src: 'addItem', input: requestOf(event), step: context.index },
        ]);
      }
      if (snapshot.value !== 'adding') expect(calls).toEqual([]);
      break;
    }
    case 'CONFIRM_CLEAR':
      expect(calls.map((call) => call.id)).toEqual(['clearCart']);
      break;
    case 'xstate.done.actor.clearCart': {
      // Cleared first, then the remembered item is added.
      expect(calls).toEqual([
        {
          id: 'addAfterClear',
          src: 'addItem',
          input: previous!.context.request,
          step: context.index,
        },
      ]);
      const clearing = allCalls.findLastIndex((call) => call.id === 'clearCart');
      const adding = allCalls.findLastIndex((call) => call.id === 'addAfterClear');
      expect(clearing).toBeGreaterThanOrEqual(0);
      expect(clearing).toBeLessThan(adding);
      expect(emitted).toEqual([]);
      break;
    }
    case 'xstate.done.actor.addItem':
      expect(emitted).toEqual([{ type: 'toast', status: 'success', messageKey: 'cart.itemAdded' }]);
      break;
    case 'xstate.done.actor.addAfterClear':
      expect(emitted).toEqual([
        { type: 'toast', status: 'success', messageKey: 'cart.clearedAndAdded' },
      ]);
      break;
    case 'xstate.error.actor.addItem':
      if ((event.error as { code?: unknown }).code === DIFFERENT_STORE) {
        // The provider's cart holds another store's items: asked to clear, as if the tab had
        // known; nothing called, nothing said until the customer answers.
        expect(snapshot.value).toBe('confirmingClear');
        expect(emitted).toEqual([]);
        expect(calls).toEqual([]);
        break;
      }
      expect(snapshot.value).toBe('idle');
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    case 'xstate.error.actor.clearCart':
    case 'xstate.error.actor.addAfterClear':
      // The failure itself, which the app words (the provider's words or a sentence by kind).
      expect(emitted).toEqual([errorToast(event.error)]);
      expect(emitted[0]).toMatchObject({ type: 'toast', status: 'error', error: event.error });
      break;
    default:
      expect(emitted).toEqual([]);
      if (event.type !== 'xstate.init') expect(calls).toEqual([]);
  }
}

describeModel(addToCartModel, {
  everyStep,
  states: {
    idle: ({ snapshot }) => expect(snapshot.context.request).toBeNull(),
    locationPrompt: ({ snapshot }) => {
      expect(snapshot.context.request).toBeNull();
      expect(snapshot.can({ type: 'LOCATION_PROMPT_CLOSED' })).toBe(true);
    },
    confirmingClear: (context) => {
      const add = lastEvent(context, 'ADD')!;
      expect(context.snapshot.context.request).toEqual(requestOf(add));
      // The tab knew of another store's items, or the provider refused the line for them.
      if (context.event.type === 'ADD') {
        expect(add.cartStoreId).not.toBeNull();
        expect(add.cartStoreId).not.toBe(add.storeId);
      } else {
        expect(context.event.type).toBe('xstate.error.actor.addItem');
        expect((context.event.error as { code?: unknown }).code).toBe(DIFFERENT_STORE);
      }
      // Nothing is cleared, and nothing added but the refused line, before the customer confirms.
      const addedAt = context.history.findLastIndex((step) => step.event.type === 'ADD');
      expect(
        context.allCalls.filter((call) => call.step >= addedAt && call.id !== 'addItem'),
      ).toEqual([]);
    },
    clearing: ({ snapshot }) => {
      expect(snapshot.children.clearCart).toBeDefined();
      expect(snapshot.context.request).not.toBeNull();
    },
    addingAfterClear: ({ snapshot }) => {
      expect(snapshot.children.addAfterClear).toBeDefined();
    },
    adding: ({ snapshot }) => {
      expect(snapshot.children.addItem).toBeDefined();
      expect(snapshot.context.request).not.toBeNull();
    },
  },
});

it('an add made offline says it waits for the connection, not that it is in the cart (issue 31)', async () => {
  const actor = createActor(
    addToCartMachine.provide({
      actors: { addItem: fromPromise<void, AddRequest>(async () => {}) },
    }),
  ).start();
  const toasts: unknown[] = [];
  actor.on('toast', (toast) => toasts.push(toast));
  actor.send({ type: 'ADD', ...ADD_SAMPLES.emptyCart, offline: true });
  await waitFor(actor, (snapshot) => snapshot.matches('idle'));
  expect(toasts).toEqual([{ type: 'toast', status: 'info', messageKey: 'pwa.savedOffline' }]);
});
