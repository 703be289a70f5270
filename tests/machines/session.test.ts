import { expect } from 'vitest';
import { describeModel } from './support/describe-model';
import {
  NEW_GUEST_ID,
  NEW_TOKEN,
  STORED_TOKEN,
  sessionModel,
} from '../../src/explorer/model/models/session.model';
import type { StepContext } from './support/replay';

const EFFECTS: Record<string, unknown[]> = {
  UNAUTHORIZED: [
    { type: 'sessionCleared' },
    { type: 'toast', status: 'error', messageKey: 'session.tokenExpired' },
    { type: 'navigate', to: '/auth/sign-in' },
  ],
  ACCOUNT_DELETED: [{ type: 'sessionCleared' }, { type: 'navigate', to: '/' }],
  'xstate.after.logoutDelay.session.loggingOut': [
    { type: 'toast', status: 'success', messageKey: 'session.logoutSuccessful' },
    { type: 'navigate', to: '/home' },
  ],
};

function everyStep({ path, index, snapshot, event, emitted, calls }: StepContext) {
  const input = path.variant.input as { token: string | null; guestId: string | null };
  if (event.type === 'CONFIRM') {
    // Logout ends the token the customer held (the stored one, or the last sign-in's) on the
    // provider, then clears what was theirs.
    const signedInHere = path.steps.slice(0, index).some((s) => s.event.type === 'SIGNED_IN');
    const token = signedInHere ? NEW_TOKEN : input.token;
    expect(emitted).toEqual([{ type: 'tokenEnded', token }, { type: 'sessionCleared' }]);
  } else expect(emitted).toEqual(EFFECTS[event.type] ?? []);
  if (index === 0) {
    // A guest id is requested only when none is stored; the stored token decides signed in or not.
    expect(calls.map((call) => call.id)).toEqual(input.guestId === null ? ['requestGuestId'] : []);
    expect(snapshot.value).toBe(
      input.guestId === null ? 'requestingGuestId' : input.token ? 'signedIn' : 'signedOut',
    );
  } else {
    // Later, only a guest id the provider no longer knows leads to asking for a new one.
    expect(calls.map((call) => call.id)).toEqual(
      event.type === 'GUEST_ID_REJECTED' ? ['requestGuestId'] : [],
    );
  }
  if (event.type === 'GUEST_ID_REJECTED') {
    expect(snapshot.value).toBe('requestingGuestId');
    expect(snapshot.context.guestId).toBeNull();
  }
  if (event.type === 'xstate.done.actor.requestGuestId')
    expect(snapshot.context.guestId).toBe(NEW_GUEST_ID);
  if (event.type === 'xstate.error.actor.requestGuestId')
    expect(snapshot.context.guestId).toBeNull();
  if (event.type.startsWith('xstate.') && event.type.includes('requestGuestId')) {
    expect(snapshot.value).toBe(snapshot.context.token ? 'signedIn' : 'signedOut');
  }
  // The guest id is kept through sign-in, logout and 401 (until the provider rejects it).
  const rejected = path.steps
    .slice(0, index + 1)
    .some((step) => step.event.type === 'GUEST_ID_REJECTED');
  if (index > 0 && input.guestId && !rejected) expect(snapshot.context.guestId).toBe(input.guestId);
}

describeModel(sessionModel, {
  everyStep,
  states: {
    requestingGuestId: ({ snapshot }) => {
      expect(snapshot.context.guestId).toBeNull();
      expect(snapshot.children.requestGuestId).toBeDefined();
    },
    signedOut: ({ snapshot }) => expect(snapshot.context.token).toBeNull(),
    signedIn: ({ snapshot, event }) => {
      expect(snapshot.context.token).toBe(
        event.type === 'SIGNED_IN' ? NEW_TOKEN : snapshot.context.token,
      );
      expect([STORED_TOKEN, NEW_TOKEN]).toContain(snapshot.context.token);
    },
    confirmingLogout: ({ snapshot }) => {
      // Nothing is cleared before the confirmation.
      expect(snapshot.context.token).not.toBeNull();
    },
    loggingOut: ({ snapshot }) => {
      expect(snapshot.context.token).toBeNull();
    },
  },
});
