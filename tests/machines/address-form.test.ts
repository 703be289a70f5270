import { describe, expect, it } from 'vitest';
import type { AddressFormInput } from '../../machines/address-form.machine';
import { errorToast } from '../../machines/effects';
import { addressPayload, validateAddressForm } from '../../src/domain/address';
import { describeModel } from './support/describe-model';
import {
  NEW_FORM,
  SAVED_ADDRESS_ID,
  SAVED_FORM,
  addressFormModel,
} from '../../src/explorer/model/models/address-form.model';
import type { StepContext } from './support/replay';

const REQUIRED = {
  address: 'validation.addressRequired',
  contactName: 'validation.nameRequired',
  contactPhone: 'validation.phoneRequired',
};

function everyStep({ path, snapshot, previous, event, emitted, calls }: StepContext) {
  const input = path.variant.input as AddressFormInput;
  expect(snapshot.context.initial).toEqual(input.form);
  for (const call of calls) {
    expect(call.id).toBe(input.id === null ? 'addAddress' : 'updateAddress');
    expect(call.input).toEqual({ id: input.id, address: addressPayload(snapshot.context.form) });
  }
  switch (event.type) {
    case 'SUBMIT': {
      const messages = validateAddressForm(previous!.context.form);
      if (Object.keys(messages).length) {
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context.errors).toEqual(messages);
        expect(calls).toEqual([]);
        expect(emitted).toEqual([]);
      } else if (!input.signedIn || !previous!.context.save) {
        // Guests, and a customer who unticked Save this Address, keep it locally.
        expect(snapshot.value).toBe('savedLocally');
        expect(calls).toEqual([]);
        expect(emitted).toEqual([
          { type: 'addressSavedLocally', address: addressPayload(previous!.context.form) },
        ]);
      } else {
        // Update when the address has an id, else add.
        expect(snapshot.value).toBe(input.id === null ? 'adding' : 'updating');
        expect(calls).toHaveLength(1);
      }
      break;
    }
    case 'FIELD_CHANGED': {
      expect(snapshot.context.form[event.field]).toBe(event.value);
      const { [event.field]: _removed, ...others } = previous!.context.errors;
      expect(snapshot.context.errors).toEqual(others);
      expect(emitted).toEqual([]);
      break;
    }
    case 'CONFIRM_RESET':
      expect(snapshot.context.form).toEqual(input.form);
      expect(snapshot.context.errors).toEqual({});
      break;
    case 'CANCEL_RESET':
      expect(snapshot.context.form).toEqual(previous!.context.form);
      break;
    case 'SAVE_TOGGLED':
      expect(snapshot.context.save).toBe(event.save);
      expect(emitted).toEqual([]);
      break;
    case 'xstate.done.actor.addAddress':
    case 'xstate.done.actor.updateAddress':
      expect(emitted).toEqual([
        event.output.message
          ? { type: 'toast', status: 'success', message: event.output.message }
          : { type: 'toast', status: 'success', messageKey: 'address.saved' },
        {
          type: 'addressSaved',
          id: input.id,
          address: addressPayload(snapshot.context.form),
        },
      ]);
      break;
    case 'xstate.error.actor.addAddress':
    case 'xstate.error.actor.updateAddress':
      // The form keeps what was typed.
      expect(snapshot.value).toBe('editing');
      expect(snapshot.context.form).toEqual(previous!.context.form);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(addressFormModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => {
      for (const key of Object.values(snapshot.context.errors))
        expect([...Object.values(REQUIRED), 'validation.emailInvalid']).toContain(key);
    },
    confirmingReset: ({ snapshot, previous }) => {
      // Nothing is reset before the confirmation.
      if (previous) expect(snapshot.context.form).toEqual(previous.context.form);
    },
    adding: ({ snapshot, path }) => {
      expect((path.variant.input as AddressFormInput).id).toBeNull();
      expect(snapshot.children.addAddress).toBeDefined();
    },
    updating: ({ snapshot }) => {
      expect(snapshot.context.id).toBe(SAVED_ADDRESS_ID);
      expect(snapshot.children.updateAddress).toBeDefined();
    },
    saved: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.signedIn).toBe(true);
    },
    savedLocally: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(!snapshot.context.signedIn || !snapshot.context.save).toBe(true);
    },
  },
});

describe('address form rules (SPEC §5)', () => {
  it('an empty form gets exactly the three required-field messages', () => {
    expect(validateAddressForm(NEW_FORM)).toEqual(REQUIRED);
  });

  it('sends the label when one is typed, else the chosen type', () => {
    expect(addressPayload(SAVED_FORM).address_type).toBe('office');
    expect(
      addressPayload({ ...SAVED_FORM, addressType: 'other', label: 'Parents' }).address_type,
    ).toBe('Parents');
    expect(addressPayload({ ...SAVED_FORM, addressType: 'other', label: '  ' }).address_type).toBe(
      'other',
    );
  });
});
