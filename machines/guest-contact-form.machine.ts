import { assign, emit, setup } from 'xstate';
import {
  trimmedGuestContact,
  validateGuestContact,
  type GuestContact,
  type GuestContactErrors,
  type GuestContactField,
} from '../src/domain/guest-contact';
import type { Effect } from './effects';

export type GuestContactInput = { contact: GuestContact };

export type GuestContactContext = {
  contact: GuestContact;
  /** What Reset goes back to. */
  initial: GuestContact;
  errors: GuestContactErrors;
  /** The contact as saved (trimmed), once Save passed. */
  saved: GuestContact | null;
};

export type GuestContactEvent =
  | { type: 'FIELD_CHANGED'; field: GuestContactField; value: string }
  | { type: 'RESET' }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

export type GuestContactEffect = Effect | { type: 'guestContactSaved'; contact: GuestContact };

export const guestContactFormMachine = setup({
  types: {
    input: {} as GuestContactInput,
    context: {} as GuestContactContext,
    events: {} as GuestContactEvent,
    emitted: {} as GuestContactEffect,
    output: {} as GuestContact | null,
  },
  guards: {
    contactInvalid: ({ context }) => Object.keys(validateGuestContact(context.contact)).length > 0,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'FIELD_CHANGED') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { contact: { ...context.contact, [event.field]: event.value }, errors };
    }),
    reset: assign({ contact: ({ context }) => context.initial, errors: {} }),
    showErrors: assign({ errors: ({ context }) => validateGuestContact(context.contact) }),
    keepSaved: assign({ saved: ({ context }) => trimmedGuestContact(context.contact) }),
    announceSaved: emit(({ context }) => ({
      type: 'guestContactSaved' as const,
      contact: context.saved as GuestContact,
    })),
  },
}).createMachine({
  id: 'guestContactForm',
  description:
    "The guest contact-info dialog (take-away's address edit icon opens it too): name, phone and email, all required; Reset and Save.",
  context: ({ input }) => ({
    contact: input.contact,
    initial: input.contact,
    errors: {},
    saved: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.saved,
  states: {
    editing: {
      description: 'Filling in name, phone and email.',
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        RESET: { actions: 'reset', description: 'Back to what the dialog opened with.' },
        SAVE: [
          {
            guard: 'contactInvalid',
            actions: 'showErrors',
            description: 'Name is required; Phone Number is required; Email is required.',
          },
          { target: 'saved', actions: ['keepSaved', 'announceSaved'] },
        ],
        CLOSE: 'closed',
      },
    },
    saved: {
      description: 'The contact is kept for the guest order.',
      type: 'final',
    },
    closed: {
      description: 'Closed without saving.',
      type: 'final',
    },
  },
});
