import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { GuestContact } from '@/domain/guest-contact';
import { guestContactFormMachine } from '@machines/guest-contact-form.machine';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/shared';

/** The guest contact dialog's actor, one per opening (take-away's edit icon opens it). */
export function useGuestContactFormFlow(contact: GuestContact, onSaved: (c: GuestContact) => void) {
  const saved = useRef(onSaved);
  useLayoutEffect(() => {
    saved.current = onSaved;
  });
  const bind = useCallback((actor: ActorRefFrom<typeof guestContactFormMachine>) => {
    const subscription = actor.on('guestContactSaved', ({ contact: kept }) => saved.current(kept));
    return () => subscription.unsubscribe();
  }, []);
  return useFlowActor(guestContactFormMachine, { input: { contact } }, bind);
}
