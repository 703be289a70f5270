import { assign, emit, fromPromise, setup } from 'xstate';
import { INCREMENT_BLOCK_MESSAGE, incrementBlock, normalQuantity } from '../src/domain/stock';
import { errorToast, toastKey, type Effect } from './effects';

/** One cart line as the stepper needs it (SPEC §3 cart item). */
export type StepperLine = {
  cartId: number;
  itemId: number;
  quantity: number;
  moduleType: string;
  stock: number | null;
  maximumCartQuantity: number | null;
};

export type StepperContext = {
  line: StepperLine;
  /** The quantity being sent to the provider, while an update is under way. */
  requested: number | null;
};

export type StepperEvent =
  | { type: 'QUANTITY_INCREMENTED' }
  | { type: 'QUANTITY_DECREMENTED' }
  | { type: 'REMOVE' }
  | { type: 'POINTER_ENTERED' }
  | { type: 'POINTER_LEFT' };

export type StepperEffect = Effect | { type: 'lineRemoved'; cartId: number };

export type UpdateLineRequest = { cartId: number; quantity: number };

/** What a line change came to: sent, or (offline) kept in the app's outbox. */
export type LineChangeOutcome = void | { queued: boolean };

const queued = (event: unknown) =>
  (event as { output?: LineChangeOutcome }).output?.queued === true;

/** SPEC §9: the stepper collapses 500 ms after the pointer leaves it. */
export const STEPPER_COLLAPSE_MS = 500;

export const cartLineStepperMachine = setup({
  types: {
    input: {} as { line: StepperLine },
    context: {} as StepperContext,
    events: {} as StepperEvent,
    emitted: {} as StepperEffect,
  },
  actors: {
    /** `queued`: made offline, the change waits in the app's outbox (issue 31). */
    updateLine: fromPromise<LineChangeOutcome, UpdateLineRequest>(async () => {
      throw new Error('updateLine not provided');
    }),
    removeLine: fromPromise<LineChangeOutcome, { cartId: number }>(async () => {
      throw new Error('removeLine not provided');
    }),
    refreshCart: fromPromise<void, void>(async () => {
      throw new Error('refreshCart not provided');
    }),
  },
  guards: {
    incrementOutOfStock: ({ context }) =>
      incrementBlock(context.line.quantity, context.line) === 'outOfStock',
    incrementOutOfLimits: ({ context }) =>
      incrementBlock(context.line.quantity, context.line) === 'outOfLimits',
    atOne: ({ context }) => context.line.quantity <= 1,
  },
  actions: {
    requestIncrement: assign({ requested: ({ context }) => context.line.quantity + 1 }),
    requestDecrement: assign({ requested: ({ context }) => context.line.quantity - 1 }),
    commitQuantity: assign({
      line: ({ context }) => ({
        ...context.line,
        quantity: context.requested ?? context.line.quantity,
      }),
      requested: null,
    }),
    dropRequest: assign({ requested: null }),
    toastOutOfStock: emit(toastKey('error', INCREMENT_BLOCK_MESSAGE.outOfStock)),
    toastOutOfLimits: emit(toastKey('error', INCREMENT_BLOCK_MESSAGE.outOfLimits)),
    toastUpdated: emit(({ event }) =>
      queued(event)
        ? toastKey('info', 'pwa.changeSavedOffline')
        : toastKey('success', 'cart.itemUpdated'),
    ),
    toastRemoved: emit(({ event }) =>
      queued(event)
        ? toastKey('info', 'pwa.changeSavedOffline')
        : toastKey('success', 'cart.removedFromCart'),
    ),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
    announceRemoved: emit(({ context }) => ({
      type: 'lineRemoved' as const,
      cartId: context.line.cartId,
    })),
  },
  delays: {
    stepperCollapse: STEPPER_COLLAPSE_MS,
  },
}).createMachine({
  id: 'cartLineStepper',
  description:
    'The quantity stepper of a cart line: delete at quantity 1, decrement above; increments stop at the stock and maximum (SPEC §5); every change updates the provider, then the cart is refreshed. On item cards it collapses 500 ms after the pointer leaves.',
  context: ({ input }) => ({
    line: { ...input.line, quantity: normalQuantity(input.line.quantity) },
    requested: null,
  }),
  initial: 'active',
  states: {
    active: {
      description: 'The line is in the cart.',
      type: 'parallel',
      states: {
        quantity: {
          description: 'The quantity and its round trips to the provider.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Quantity 1 shows delete, above 1 decrement.',
              on: {
                QUANTITY_INCREMENTED: [
                  {
                    guard: 'incrementOutOfStock',
                    actions: 'toastOutOfStock',
                    description: 'Non-food: quantity + 1 exceeds the stock: "Out of Stock".',
                  },
                  {
                    guard: 'incrementOutOfLimits',
                    actions: 'toastOutOfLimits',
                    description:
                      'Food at maximum_cart_quantity, non-food quantity + 1 reaching it: "Out of Limits".',
                  },
                  { target: 'updating', actions: 'requestIncrement' },
                ],
                QUANTITY_DECREMENTED: [
                  {
                    guard: 'atOne',
                    target: 'removing',
                    description: 'Decrement at 1 removes the line.',
                  },
                  { target: 'updating', actions: 'requestDecrement' },
                ],
                REMOVE: { target: 'removing', description: 'The delete button.' },
              },
            },
            updating: {
              description: 'POST customer/cart/update with the new quantity.',
              invoke: {
                id: 'updateLine',
                src: 'updateLine',
                input: ({ context }) => ({
                  cartId: context.line.cartId,
                  quantity: context.requested ?? context.line.quantity,
                }),
                onDone: { target: 'refreshing', actions: ['commitQuantity', 'toastUpdated'] },
                onError: {
                  target: 'idle',
                  actions: ['dropRequest', 'toastFailure'],
                  description: 'The quantity stays what the provider holds.',
                },
              },
            },
            refreshing: {
              description: 'Refreshing the cart (customer/cart/list) after the change.',
              invoke: {
                id: 'refreshCart',
                src: 'refreshCart',
                onDone: 'idle',
                onError: 'idle',
              },
            },
            removing: {
              description: 'DELETE customer/cart/remove-item for this line.',
              invoke: {
                id: 'removeLine',
                src: 'removeLine',
                input: ({ context }) => ({ cartId: context.line.cartId }),
                onDone: {
                  target: 'refreshingAfterRemoval',
                  actions: ['toastRemoved', 'announceRemoved'],
                },
                onError: { target: 'idle', actions: 'toastFailure' },
              },
            },
            refreshingAfterRemoval: {
              description: 'Refreshing the cart after the line was removed.',
              invoke: {
                id: 'refreshAfterRemoval',
                src: 'refreshCart',
                onDone: '#cartLineStepper.removed',
                onError: '#cartLineStepper.removed',
              },
            },
          },
        },
        display: {
          description: 'On item cards: the stepper opens on hover and collapses after it.',
          initial: 'collapsed',
          states: {
            collapsed: {
              description: 'The card shows the quantity badge.',
              on: { POINTER_ENTERED: 'expanded' },
            },
            expanded: {
              description: 'The stepper is open.',
              on: { POINTER_LEFT: 'collapsing' },
            },
            collapsing: {
              description: 'The pointer left: the stepper closes after 500 ms unless it returns.',
              after: { stepperCollapse: 'collapsed' },
              on: { POINTER_ENTERED: 'expanded' },
            },
          },
        },
      },
    },
    removed: {
      description: 'The line is gone: "Removed from cart.".',
      type: 'final',
    },
  },
});
