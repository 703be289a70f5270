import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { signIn, signUp } from '@/api/auth';
import { currentOwner, sessionActor } from '@/app/session';
import { useFlowEffects } from '@/app/use-flow-effects';
import type { AuthField, AuthMode } from '@/domain/auth';
import { authFormMachine } from '@machines/auth-form.machine';

const providedAuthForm = authFormMachine.provide({
  actors: {
    signIn: fromPromise(({ input }) => signIn(input, currentOwner().guestId)),
    signUp: fromPromise(({ input }) => signUp(input, currentOwner().guestId)),
  },
});

/** The sign-in and sign-up forms' state and handlers, from the auth-form machine. */
export function useAuthForm(mode: AuthMode, returnTo: string) {
  const queryClient = useQueryClient();
  const actor = useActorRef(providedAuthForm, { input: { mode, returnTo } });
  useFlowEffects(actor);
  useEffect(() => {
    const subscription = actor.on('signedIn', ({ token }) => {
      sessionActor.send({ type: 'SIGNED_IN', token });
      // The guest's cart now belongs to the customer.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  const fields = useSelector(actor, (s) => s.context.fields);
  const errors = useSelector(actor, (s) => s.context.errors);
  const submitting = useSelector(actor, (s) => s.matches('signingIn') || s.matches('signingUp'));
  return {
    fields,
    errors,
    submitting,
    commit: (field: AuthField, value: string) =>
      actor.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}
