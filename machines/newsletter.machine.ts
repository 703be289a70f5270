import { assign, emit, fromPromise, setup } from 'xstate';
import { isEmailValid } from '../src/domain/email';
import { errorToast, toastKey, type Effect } from './effects';

export type NewsletterContext = { email: string; error: string | null };

export type NewsletterEvent = { type: 'EMAIL_CHANGED'; email: string } | { type: 'SUBSCRIBE' };

export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    emitted: {} as Effect,
  },
  actors: {
    subscribe: fromPromise<void, { email: string }>(async () => {
      throw new Error('subscribe not provided');
    }),
  },
  guards: {
    emailInvalid: ({ context }) => !isEmailValid(context.email),
  },
  actions: {
    setEmail: assign(({ event }) =>
      event.type === 'EMAIL_CHANGED' ? { email: event.email, error: null } : {},
    ),
    showInvalid: assign({ error: 'newsletter.invalidEmail' }),
    toastInvalid: emit(toastKey('error', 'newsletter.invalidEmail')),
    clearEmail: assign({ email: '', error: null }),
    toastSubscribed: emit(toastKey('success', 'newsletter.subscribed')),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'newsletter',
  description:
    'The footer newsletter band: an email that must look like one ("Please insert a valid email."), then POST newsletter/subscribe; "Subscribed Successfully" clears the field, a failure keeps it.',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'Typing the email.',
      on: {
        EMAIL_CHANGED: { actions: 'setEmail' },
        SUBSCRIBE: [
          { guard: 'emailInvalid', actions: ['showInvalid', 'toastInvalid'] },
          { target: 'subscribing' },
        ],
      },
    },
    subscribing: {
      description: 'POST newsletter/subscribe {email}.',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'editing', actions: ['clearEmail', 'toastSubscribed'] },
        onError: { target: 'editing', actions: 'toastFailure' },
      },
    },
  },
});
