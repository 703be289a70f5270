import { assign, emit, setup, fromPromise } from 'xstate';
import { errorToast, type Effect } from './effects';

export type ConnectivityInput = { online: boolean };

export type ConnectivityContext = ConnectivityInput & {
  /** Probes failed since the connection was lost: the next one waits longer. */
  attempts: number;
};

export type ConnectivityEvent =
  /** The browser's `online` and `offline` events. */
  | { type: 'WENT_ONLINE' }
  | { type: 'WENT_OFFLINE' }
  /**
   * What the app's own requests meet: no answer at all (the network is dead whatever the browser
   * says, or the service worker answered from its cache because the network failed), or an
   * answer from the provider itself.
   */
  | { type: 'REQUEST_FAILED' }
  | { type: 'REQUEST_SUCCEEDED' };

/** Probes while offline wait 2 s, then 4, 8, up to 15 s between two. */
export const PROBE_FIRST_DELAY_MS = 2_000;
export const PROBE_MAX_DELAY_MS = 15_000;

/**
 * Whether the storefront can reach its provider (issue 31, issue 38): the banner shows it,
 * checkout and placement are disabled offline, cart changes made offline wait in the outbox and
 * are sent, in order, while reconnecting. The browser's word is not enough (a phone's interface
 * can be up with nothing getting through): a request that meets no network is confirmed by a
 * light probe before the banner shows, and while offline the probe is tried again, backing off.
 */
export const connectivityMachine = setup({
  types: {
    input: {} as ConnectivityInput,
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
    emitted: {} as Effect,
  },
  actors: {
    /** Sends the cart changes made offline, in order (the app's outbox). */
    replayOutbox: fromPromise<void, void>(async () => {
      throw new Error('replayOutbox not provided');
    }),
    /** A light request to the provider: resolves when it answers, rejects when nothing does. */
    probe: fromPromise<void, void>(async () => {
      throw new Error('probe not provided');
    }),
  },
  guards: {
    startsOnline: ({ context }) => context.online,
  },
  delays: {
    probeDelay: ({ context }) =>
      Math.min(PROBE_FIRST_DELAY_MS * 2 ** context.attempts, PROBE_MAX_DELAY_MS),
  },
  actions: {
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
  },
}).createMachine({
  id: 'connectivity',
  description:
    'Online, offline, or back online and sending the cart changes made offline before anything else; a request that meets no network is confirmed by a probe.',
  context: ({ input }) => ({ online: input.online, attempts: 0 }),
  initial: 'starting',
  states: {
    starting: {
      description: 'What the browser says when the page opens.',
      always: [{ guard: 'startsOnline', target: 'reconnecting' }, { target: 'offline' }],
    },
    online: {
      description: 'Connected: every flow as usual.',
      entry: 'resetAttempts',
      on: { WENT_OFFLINE: 'offline', REQUEST_FAILED: 'confirming' },
    },
    confirming: {
      description:
        'A request met no network while the browser says online: a probe asks the provider before the banner shows, so one lost request on a flaky network does not flap it.',
      invoke: { id: 'probe', src: 'probe', onDone: 'online', onError: 'offline' },
      on: { WENT_OFFLINE: 'offline', REQUEST_SUCCEEDED: 'online' },
    },
    offline: {
      description:
        'No connection: the banner says so, pages show what was last seen, cart changes wait in the outbox, checkout is disabled. The provider is probed again, backing off.',
      tags: ['offline'],
      initial: 'waiting',
      on: { WENT_ONLINE: 'reconnecting', REQUEST_SUCCEEDED: 'reconnecting' },
      states: {
        waiting: {
          description:
            'Until the next probe: 2 s after the connection was lost, doubling up to 15 s.',
          after: { probeDelay: 'probing' },
        },
        probing: {
          description: 'A light request to the provider: an answer means the connection is back.',
          invoke: {
            id: 'probe',
            src: 'probe',
            onDone: '#connectivity.reconnecting',
            onError: { target: 'waiting', actions: 'countAttempt' },
          },
        },
      },
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
      on: { WENT_OFFLINE: 'offline', REQUEST_FAILED: 'offline' },
    },
  },
});
