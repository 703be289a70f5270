import { sessionMachine } from '../../../../machines/session.machine';
import { defineModel } from '../model';

export const STORED_TOKEN = 'stored-token';
export const NEW_TOKEN = 'token-after-sign-in';
export const STORED_GUEST_ID = 'guest-stored';
export const NEW_GUEST_ID = 'guest-new';

export const sessionModel = defineModel({
  machine: sessionMachine,
  variants: [
    {
      name: 'first visit',
      description: 'no token, no guest id',
      input: { token: null, guestId: null },
    },
    {
      name: 'returning guest',
      description: 'guest id stored, no token',
      input: { token: null, guestId: STORED_GUEST_ID },
    },
    {
      name: 'signed in',
      description: 'token and guest id stored',
      input: { token: STORED_TOKEN, guestId: STORED_GUEST_ID },
    },
    {
      name: 'token without guest id',
      description: 'token stored, guest id lost',
      input: { token: STORED_TOKEN, guestId: null },
    },
  ],
  events: {
    SIGNED_IN: [{ token: NEW_TOKEN }],
    LOGOUT: [{}],
    CONFIRM: [{}],
    CANCEL: [{}],
    UNAUTHORIZED: [{}],
    ACCOUNT_DELETED: [{}],
    GUEST_ID_REJECTED: [{}],
  },
  done: { requestGuestId: [NEW_GUEST_ID] },
  errors: { requestGuestId: [new Error('Network error')] },
  scenarios: [
    {
      name: 'sign in, log out, sign in again, token expires',
      variant: 'returning guest',
      events: [
        { type: 'SIGNED_IN', token: NEW_TOKEN },
        { type: 'LOGOUT' },
        { type: 'CANCEL' },
        { type: 'LOGOUT' },
        { type: 'CONFIRM' },
        { type: 'xstate.after.logoutDelay.session.loggingOut' },
        { type: 'SIGNED_IN', token: NEW_TOKEN },
        { type: 'UNAUTHORIZED' },
      ],
    },
  ],
});
