import { assign, emit, fromPromise, setup } from 'xstate';
import { toastKey, type Effect } from './effects';

export type SessionInput = { token: string | null; guestId: string | null };
export type SessionContext = SessionInput;

export type SessionEvent =
  | { type: 'SIGNED_IN'; token: string }
  | { type: 'LOGOUT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'ACCOUNT_DELETED' }
  | { type: 'GUEST_ID_REJECTED' };

export type SessionEffect =
  | Effect
  | { type: 'sessionCleared' }
  /** the provider is told to end this token (a copy of it opens nothing after) */
  | { type: 'tokenEnded'; token: string };

/** SPEC §9: logout success shows after 0.5 s. */
export const LOGOUT_DELAY_MS = 500;

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEffect,
  },
  actors: {
    requestGuestId: fromPromise<string, void>(async () => {
      throw new Error('requestGuestId not provided');
    }),
  },
  guards: {
    hasGuestId: ({ context }) => context.guestId !== null,
    hasToken: ({ context }) => context.token !== null,
  },
  actions: {
    storeToken: assign({
      token: ({ event }) => (event.type === 'SIGNED_IN' ? event.token : null),
    }),
    forgetToken: assign({ token: null }),
    endToken: emit(({ context }) => ({ type: 'tokenEnded', token: context.token ?? '' }) as const),
    forgetGuestId: assign({ guestId: null }),
    storeGuestId: assign({ guestId: (_, guestId: string) => guestId }),
    announceCleared: emit({ type: 'sessionCleared' } as const),
    toastLoggedOut: emit(toastKey('success', 'session.logoutSuccessful')),
    toastExpired: emit(toastKey('error', 'session.tokenExpired')),
    goHome: emit({ type: 'navigate', to: '/home' } as const),
    goSignIn: emit({ type: 'navigate', to: '/auth/sign-in' } as const),
    goLanding: emit({ type: 'navigate', to: '/' } as const),
  },
  delays: {
    logoutDelay: LOGOUT_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  description:
    'Who the visitor is: a guest id for every visitor (requested when none is stored) and a bearer token once signed in. Logout needs confirmation; an expired token sends the visitor to sign-in.',
  context: ({ input }) => ({ token: input.token, guestId: input.guestId }),
  initial: 'checkingGuestId',
  states: {
    checkingGuestId: {
      description: 'Is a guest id stored already?',
      always: [{ guard: 'hasGuestId', target: 'routing' }, { target: 'requestingGuestId' }],
    },
    requestingGuestId: {
      description:
        'Asking the provider for a guest id (POST auth/guest/request). A failure is only logged.',
      invoke: {
        id: 'requestGuestId',
        src: 'requestGuestId',
        onDone: {
          target: 'routing',
          actions: { type: 'storeGuestId', params: ({ event }) => event.output },
        },
        onError: { target: 'routing' },
      },
    },
    routing: {
      description: 'Signed in or not, by the stored token.',
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'A guest: browses, keeps a cart, orders as a guest when allowed.',
      on: {
        SIGNED_IN: { target: 'signedIn', actions: 'storeToken' },
        GUEST_ID_REJECTED: { target: 'requestingGuestId', actions: 'forgetGuestId' },
      },
    },
    signedIn: {
      description: 'A customer with a bearer token.',
      on: {
        LOGOUT: {
          target: 'confirmingLogout',
          description: 'Logout asks "Are you sure you want to logout?"',
        },
        UNAUTHORIZED: {
          target: 'signedOut',
          description: 'A 401 with a token: token removed, message shown, go to sign-in.',
          actions: ['forgetToken', 'announceCleared', 'toastExpired', 'goSignIn'],
        },
        ACCOUNT_DELETED: {
          target: 'signedOut',
          description: 'The account is gone ("Account has been deleted"): token removed, go to /.',
          actions: ['forgetToken', 'announceCleared', 'goLanding'],
        },
      },
    },
    confirmingLogout: {
      description: 'The logout confirmation dialog is open.',
      on: {
        CONFIRM: {
          target: 'loggingOut',
          actions: ['endToken', 'forgetToken', 'announceCleared'],
        },
        CANCEL: { target: 'signedIn' },
      },
    },
    loggingOut: {
      description:
        'Token removed here and ended on the provider, profile and cart cleared; success shows after 0.5 s, then home.',
      after: {
        logoutDelay: { target: 'signedOut', actions: ['toastLoggedOut', 'goHome'] },
      },
    },
  },
});
