import { describe, expect, it } from 'vitest';
import type { GuestContactInput } from '../../machines/guest-contact-form.machine';
import { emptyGuestContact, validateGuestContact } from '../../src/domain/guest-contact';
import { describeModel } from './support/describe-model';
import {
  FILLED_CONTACT,
  guestContactFormModel,
} from '../../src/explorer/model/models/guest-contact-form.model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, previous, event, emitted, calls }: StepContext) {
  const input = path.variant.input as GuestContactInput;
  expect(calls).toEqual([]);
  expect(snapshot.context.initial).toEqual(input.contact);
  switch (event.type) {
    case 'SAVE': {
      const messages = validateGuestContact(previous!.context.contact);
      if (Object.keys(messages).length) {
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context.errors).toEqual(messages);
        expect(emitted).toEqual([]);
      } else {
        expect(snapshot.value).toBe('saved');
        expect(emitted).toEqual([{ type: 'guestContactSaved', contact: FILLED_CONTACT }]);
      }
      break;
    }
    case 'RESET':
      expect(snapshot.context.contact).toEqual(input.contact);
      expect(snapshot.context.errors).toEqual({});
      expect(emitted).toEqual([]);
      break;
    case 'FIELD_CHANGED':
      expect(snapshot.context.contact[event.field]).toBe(event.value);
      expect(snapshot.context.errors[event.field]).toBeUndefined();
      expect(emitted).toEqual([]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(guestContactFormModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => {
      for (const [field, key] of Object.entries(snapshot.context.errors))
        expect(validateGuestContact(snapshot.context.contact)[field as 'name']).toBe(key);
    },
    saved: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(FILLED_CONTACT);
    },
    closed: ({ snapshot }) => {
      // Closed without saving: nothing is kept.
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toBeNull();
    },
  },
});

describe('guest contact rules (SPEC §5)', () => {
  it('name, phone and email are required', () => {
    expect(validateGuestContact(emptyGuestContact())).toEqual({
      name: 'validation.nameRequired',
      phone: 'validation.phoneRequired',
      email: 'validation.emailRequired',
    });
    expect(validateGuestContact({ ...FILLED_CONTACT, email: 'amina@' })).toEqual({
      email: 'validation.emailInvalid',
    });
  });
});
