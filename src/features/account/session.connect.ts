import type { SnapshotFrom } from 'xstate';
import type { SessionEvent, sessionMachine } from '@machines/session.machine';

/** Signed in or not, and Logout with its confirmation (SPEC §4). */
export function connect(
  snapshot: SnapshotFrom<typeof sessionMachine>,
  send: (event: SessionEvent) => void,
) {
  return {
    isSignedIn: snapshot.context.token !== null && !snapshot.matches('loggingOut'),
    /** The bearer token while signed in (the notification stream takes it), else null. */
    token: snapshot.matches('loggingOut') ? null : snapshot.context.token,
    isConfirmingLogout: snapshot.matches('confirmingLogout'),
    logout: () => send({ type: 'LOGOUT' }),
    confirmLogout: () => send({ type: 'CONFIRM' }),
    cancelLogout: () => send({ type: 'CANCEL' }),
  };
}
