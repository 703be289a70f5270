import { emit, setup, fromPromise } from 'xstate';
import { errorToast, type Effect } from './effects';

export type ConnectivityInput = { online: boolean };

export type ConnectivityEvent = { type: 'WENT_ONLINE' } | { type: 'WENT_OFFLINE' };

/**
 * Whether the storefront can reach its provider (issue 31): the banner shows it, checkout and
 * placement are disabled offline, cart changes made offline wait in the outbox and are sent,
 * in order, while reconnecting.
 */
export const connectivityMachine = setup({
  types: {
    input: {} as ConnectivityInput,
    context: {} as ConnectivityInput,
    events: {} as ConnectivityEvent,
    emitted: {} as Effect,
  },
  actors: {
    /** Sends the cart changes made offline, in order (the app's outbox). */
    replayOutbox: fromPromise<void, void>(async () => {
      throw new Error('replayOutbox not provided');
    }),
  },
  guards: {
    startsOnline: ({ context }) => context.online,
  },
  actions: {
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'connectivity',
  description:
    'Online, offline, or back online and sending the cart changes made offline before anything else.',
  context: ({ input }) => ({ online: input.online }),
  initial: 'starting',
  states: {
    starting: {
      description: 'What the browser says when the page opens.',
      always: [{ guard: 'startsOnline', target: 'reconnecting' }, { target: 'offline' }],
    },
    online: {
      description: 'Connected: every flow as usual.',
      on: { WENT_OFFLINE: 'offline' },
    },
    offline: {
      description:
        'No connection: the banner says so, pages show what was last seen, cart changes wait in the outbox, checkout is disabled.',
      tags: ['offline'],
      on: { WENT_ONLINE: 'reconnecting' },
    },
    reconnecting: {
      description:
        'Connected again (or the page just opened): the changes waiting in the outbox are sent, in order, through the add-to-cart rules.',
      tags: ['reconnecting'],
      invoke: {
        id: 'replayOutbox',
        src: 'replayOutbox',
        onDone: 'online',
        onError: { target: 'online', actions: 'toastFailure' },
      },
      on: { WENT_OFFLINE: 'offline' },
    },
  },
});
