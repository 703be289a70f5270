import { guestContactFormMachine } from '../../../../machines/guest-contact-form.machine';
import {
  emptyGuestContact,
  validateGuestContact,
  type GuestContact,
} from '../../../domain/guest-contact';
import { defineModel } from '../model';

export const FILLED_CONTACT: GuestContact = {
  name: 'Amina Rahman',
  phone: '+8801700000000',
  email: 'amina@example.com',
};

export const guestContactFormModel = defineModel({
  machine: guestContactFormMachine,
  variants: [
    {
      name: 'empty',
      description: 'a guest opens the dialog for the first time',
      input: { contact: emptyGuestContact() },
    },
    {
      name: 'filled',
      description: 'a guest edits the contact given before',
      input: { contact: FILLED_CONTACT },
    },
  ],
  behaviour: (context) => validateGuestContact(context.contact),
  events: {
    FIELD_CHANGED: [
      { field: 'name', value: FILLED_CONTACT.name },
      { field: 'phone', value: FILLED_CONTACT.phone },
      { field: 'email', value: FILLED_CONTACT.email },
      { field: 'email', value: 'amina@' },
    ],
    RESET: [{}],
    SAVE: [{}],
    CLOSE: [{}],
  },
  // Fields are filled in the dialog's order (name, phone, email): Save is tried with each
  // prefix filled. The invalid email, Reset and Close are tried once name and phone are in.
  sampleFilter: (snapshot, event) => {
    const { contact } = snapshot.context as { contact: GuestContact };
    if (event.type === 'FIELD_CHANGED' && event.value !== 'amina@') {
      const firstEmpty = (['name', 'phone', 'email'] as const).find((field) => !contact[field]);
      return event.field === firstEmpty;
    }
    const isOther =
      event.type === 'RESET' ||
      event.type === 'CLOSE' ||
      (event.type === 'FIELD_CHANGED' && event.value === 'amina@');
    return !isOther || (contact.name !== '' && contact.phone !== '');
  },
  done: {},
  errors: {},
  simplePathScopes: [
    {
      name: 'filling in',
      filterEvents: (_snapshot, event) =>
        (event.type === 'FIELD_CHANGED' &&
          Object.values(FILLED_CONTACT).includes(event.value as string)) ||
        event.type === 'SAVE',
    },
  ],
});
