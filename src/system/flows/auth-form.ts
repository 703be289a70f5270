import { fromPromise } from 'xstate';
import { signIn, signUp } from '@/api/auth';
import { invalidateCart } from '@/api/queries/cart';
import type { AuthMode } from '@/domain/auth';
import { authFormMachine } from '@machines/auth-form.machine';
import { useFlowActor } from '../flow-actor';
import { useAppSystem, type AppSystem } from '../app-system';
import { createSessionActor, ownerNow } from '../session';
import { useState } from 'react';
import { announceWelcome } from '../welcome';
import '@/i18n/texts/shared';

const providedAuthForm = (system: AppSystem) =>
  authFormMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => signIn(system.api, input, ownerNow(system).guestId)),
      signUp: fromPromise(({ input }) => signUp(system.api, input, ownerNow(system).guestId)),
    },
  });

/** The sign-in or sign-up form's actor: the token goes to the session, the guest cart follows. */
export function useAuthFormFlow(mode: AuthMode, returnTo: string) {
  const system = useAppSystem();
  const [machine] = useState(() => providedAuthForm(system));
  return useFlowActor(machine, { input: { mode, returnTo } }, (actor) => {
    const signedIn = actor.on('signedIn', ({ token }) => {
      system.actor(createSessionActor).send({ type: 'SIGNED_IN', token });
      if (mode === 'signUp') announceWelcome(system);
      // The guest's cart now belongs to the customer.
      void invalidateCart(system.queryClient);
    });
    return () => signedIn.unsubscribe();
  });
}
