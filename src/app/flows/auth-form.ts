import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { signIn, signUp } from '@/api/auth';
import { invalidateCart } from '@/api/queries/cart';
import type { AuthMode } from '@/domain/auth';
import { authFormMachine } from '@machines/auth-form.machine';
import { useFlowActor } from '../flow-actor';
import { currentOwner, sessionActor } from '../session';
import { announceWelcome } from '../welcome';
import '@/i18n/texts/shared';

const providedAuthForm = authFormMachine.provide({
  actors: {
    signIn: fromPromise(({ input }) => signIn(input, currentOwner().guestId)),
    signUp: fromPromise(({ input }) => signUp(input, currentOwner().guestId)),
  },
});

/** The sign-in or sign-up form's actor: the token goes to the session, the guest cart follows. */
export function useAuthFormFlow(mode: AuthMode, returnTo: string) {
  const queryClient = useQueryClient();
  return useFlowActor(providedAuthForm, { input: { mode, returnTo } }, (actor) => {
    const signedIn = actor.on('signedIn', ({ token }) => {
      sessionActor.send({ type: 'SIGNED_IN', token });
      if (mode === 'signUp') announceWelcome();
      // The guest's cart now belongs to the customer.
      void invalidateCart(queryClient);
    });
    return () => signedIn.unsubscribe();
  });
}
