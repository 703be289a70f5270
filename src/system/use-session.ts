import { useSelector } from '@xstate/react';
import { useAppActor } from './app-system';
import { createSessionActor, type SessionActor } from './session';

/** The app's session actor (the one place views reach it). */
export function useSessionActor(): SessionActor {
  return useAppActor(createSessionActor);
}

/** Whether a customer is signed in (a token), rather than a guest. */
export function useSignedIn(): boolean {
  return useSelector(useSessionActor(), (s) => s.context.token !== null);
}

/** The signed-in customer's token, or null for a guest. */
export function useToken(): string | null {
  return useSelector(useSessionActor(), (s) => s.context.token);
}

/** Whose cart it is: the visitor's guest id (null until the provider has given one). */
export function useCartOwner(): { guestId: string | null } {
  return { guestId: useSelector(useSessionActor(), (s) => s.context.guestId) };
}

/** Who asks: the token of a signed-in customer and the guest id every visitor has. */
export function useOwner(): { guestId: string | null; token: string | null } {
  return { guestId: useCartOwner().guestId, token: useToken() };
}
