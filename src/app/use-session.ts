import { useSelector } from '@xstate/react';
import { useHydrating } from '@/components/use-hydrating';
import { useAppActor } from './app-system';
import type { SessionContext } from '@machines/session.machine';
import { createSessionActor, type SessionActor } from './session';

/** The app's session actor (the one place views reach it). */
export function useSessionActor(): SessionActor {
  return useAppActor(createSessionActor);
}

/**
 * What the session says of the visitor; while a server-rendered page hydrates, what the server
 * rendered with: nobody yet (no token, no guest id), as the server renders every page.
 */
function useSessionValue<T>(select: (context: SessionContext) => T, nobody: T): T {
  const value = useSelector(useSessionActor(), (s) => select(s.context));
  return useHydrating() ? nobody : value;
}

/** Whether a customer is signed in (a token), rather than a guest. */
export function useSignedIn(): boolean {
  return useSessionValue((context) => context.token !== null, false);
}

/** The signed-in customer's token, or null for a guest. */
export function useToken(): string | null {
  return useSessionValue((context) => context.token, null);
}

/** Whose cart it is: the visitor's guest id (null until the provider has given one). */
export function useCartOwner(): { guestId: string | null } {
  return { guestId: useSessionValue((context) => context.guestId, null) };
}

/** Who asks: the token of a signed-in customer and the guest id every visitor has. */
export function useOwner(): { guestId: string | null; token: string | null } {
  return { guestId: useCartOwner().guestId, token: useToken() };
}
