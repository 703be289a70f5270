import { assign, emit, fromPromise, setup } from 'xstate';

export type AppUpdateInput = { inCheckout: boolean };

export type AppUpdateEvent =
  | { type: 'UPDATE_READY' }
  | { type: 'RELOAD' }
  | { type: 'DISMISS' }
  | { type: 'CHECKOUT_ENTERED' }
  | { type: 'CHECKOUT_LEFT' };

/** The app reloads the page once the new version has taken over. */
export type AppUpdateEffect = { type: 'reload' };

/**
 * A new version of the app (issue 31): its worker waits until the customer presses Reload, and
 * the prompt never shows while the customer checks out (it shows once they leave checkout).
 */
export const appUpdateMachine = setup({
  types: {
    input: {} as AppUpdateInput,
    context: {} as AppUpdateInput,
    events: {} as AppUpdateEvent,
    emitted: {} as AppUpdateEffect,
  },
  actors: {
    /** Lets the waiting version take over; done once it controls the page. */
    activate: fromPromise<void, void>(async () => {
      throw new Error('activate not provided');
    }),
  },
  guards: {
    inCheckout: ({ context }) => context.inCheckout,
  },
  actions: {
    enterCheckout: assign({ inCheckout: true }),
    leaveCheckout: assign({ inCheckout: false }),
    reload: emit({ type: 'reload' } as const),
  },
}).createMachine({
  id: 'appUpdate',
  description:
    'A new version of the app: announced with Reload, held back while the customer is in checkout, applied only when asked.',
  context: ({ input }) => ({ inCheckout: input.inCheckout }),
  initial: 'current',
  on: {
    CHECKOUT_ENTERED: { actions: 'enterCheckout' },
    CHECKOUT_LEFT: { actions: 'leaveCheckout' },
  },
  states: {
    current: {
      description: 'This page runs the newest version known.',
      on: {
        UPDATE_READY: [{ guard: 'inCheckout', target: 'heldBack' }, { target: 'available' }],
      },
    },
    heldBack: {
      description: 'A new version is ready, but the customer is checking out: nothing is shown.',
      on: { CHECKOUT_LEFT: { target: 'available', actions: 'leaveCheckout' } },
    },
    available: {
      description: '"A new version is available" with Reload (and Later).',
      tags: ['prompt'],
      on: {
        RELOAD: 'applying',
        DISMISS: 'dismissed',
        CHECKOUT_ENTERED: { target: 'heldBack', actions: 'enterCheckout' },
      },
    },
    dismissed: {
      description: 'Later: the new version applies on the next visit.',
    },
    applying: {
      description: 'The new version takes over, then the page reloads.',
      tags: ['prompt', 'busy'],
      invoke: {
        id: 'activate',
        src: 'activate',
        onDone: { target: 'reloading', actions: 'reload' },
        onError: 'available',
      },
    },
    reloading: {
      description: 'The page reloads into the new version.',
      type: 'final',
    },
  },
});
