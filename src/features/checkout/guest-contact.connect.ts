import type { SnapshotFrom } from 'xstate';
import type { GuestContactField } from '@/domain/guest-contact';
import type {
  GuestContactEvent,
  guestContactFormMachine,
} from '@machines/guest-contact-form.machine';

/** The guest contact dialog: name, phone and email with their messages, Reset, Save. */
export function connect(
  snapshot: SnapshotFrom<typeof guestContactFormMachine>,
  send: (event: GuestContactEvent) => void,
) {
  const { contact, errors } = snapshot.context;
  return {
    valueOf: (field: GuestContactField) => contact[field],
    errorKeyOf: (field: GuestContactField) => errors[field],
    commit: (field: GuestContactField, value: string) =>
      send({ type: 'FIELD_CHANGED', field, value }),
    reset: () => send({ type: 'RESET' }),
    save: () => send({ type: 'SAVE' }),
    close: () => send({ type: 'CLOSE' }),
  };
}
