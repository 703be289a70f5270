import { assign, emit, fromPromise, setup } from 'xstate';
import {
  addressPayload,
  isAddressType,
  validateAddressForm,
  type AddressErrors,
  type AddressForm,
  type AddressPayload,
  type AddressTextField,
  type AddressType,
} from '../src/domain/address';
import { errorToast, type Effect, type ToastEffect } from './effects';

export type AddressFormInput = {
  /** The form as it opens: the saved address when editing, else prefilled with the contact. */
  form: AddressForm;
  /** Present when editing a saved address: Update Address instead of Add Address. */
  id: number | null;
  signedIn: boolean;
};

export type AddressFormContext = AddressFormInput & {
  /** "Save this Address": a customer may use an address for one order without saving it. */
  save: boolean;
  /** What Reset goes back to. */
  initial: AddressForm;
  errors: AddressErrors;
};

export type AddressFormEvent =
  | { type: 'FIELD_CHANGED'; field: AddressTextField; value: string }
  | { type: 'TYPE_CHOSEN'; addressType: AddressType }
  | { type: 'SAVE_TOGGLED'; save: boolean }
  | { type: 'RESET' }
  | { type: 'CONFIRM_RESET' }
  | { type: 'CANCEL_RESET' }
  | { type: 'SUBMIT' };

export type AddressRequest = { id: number | null; address: AddressPayload };

export type AddressFormEffect =
  | Effect
  | { type: 'addressSaved'; id: number | null; address: AddressPayload }
  | { type: 'addressSavedLocally'; address: AddressPayload };

type ProviderMessage = { message?: string | null };

function savedToast(output: ProviderMessage | undefined): ToastEffect {
  const message = output?.message?.trim();
  return message
    ? { type: 'toast', status: 'success', message }
    : { type: 'toast', status: 'success', messageKey: 'address.saved' };
}

export const addressFormMachine = setup({
  types: {
    input: {} as AddressFormInput,
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    emitted: {} as AddressFormEffect,
  },
  actors: {
    addAddress: fromPromise<ProviderMessage, AddressRequest>(async () => {
      throw new Error('addAddress not provided');
    }),
    updateAddress: fromPromise<ProviderMessage, AddressRequest>(async () => {
      throw new Error('updateAddress not provided');
    }),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validateAddressForm(context.form)).length > 0,
    keptLocally: ({ context }) => !context.signedIn || !context.save,
    isUpdate: ({ context }) => context.id !== null,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'FIELD_CHANGED') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, [event.field]: event.value }, errors };
    }),
    setType: assign({
      form: ({ context, event }) =>
        event.type === 'TYPE_CHOSEN' && isAddressType(event.addressType)
          ? { ...context.form, addressType: event.addressType }
          : context.form,
    }),
    setSave: assign({
      save: ({ context, event }) => (event.type === 'SAVE_TOGGLED' ? event.save : context.save),
    }),
    reset: assign({ form: ({ context }) => context.initial, errors: {} }),
    showErrors: assign({ errors: ({ context }) => validateAddressForm(context.form) }),
    toastSaved: emit(({ event }) => savedToast((event as { output?: ProviderMessage }).output)),
    announceSaved: emit(({ context }) => ({
      type: 'addressSaved' as const,
      id: context.id,
      address: addressPayload(context.form),
    })),
    announceSavedLocally: emit(({ context }) => ({
      type: 'addressSavedLocally' as const,
      address: addressPayload(context.form),
    })),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'addressForm',
  description:
    'The address dialog: Label As (home, office, other), contact and address fields; Add Address or Update Address (when the address has an id). Signed-in customers save at the provider unless they untick Save this Address; guests, and unsaved addresses, stay on this device. Reset asks "Are you sure, you want to reset?".',
  context: ({ input }) => ({ ...input, save: true, initial: input.form, errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Filling in the form; messages show under the fields after a failed submit.',
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        TYPE_CHOSEN: { actions: 'setType' },
        SAVE_TOGGLED: { actions: 'setSave' },
        RESET: 'confirmingReset',
        SUBMIT: [
          {
            guard: 'formInvalid',
            actions: 'showErrors',
            description: 'Address is required; Name is required; Phone Number is required.',
          },
          {
            guard: 'keptLocally',
            target: 'savedLocally',
            description: 'Guests, and a customer who unticked Save this Address, keep it locally.',
          },
          { guard: 'isUpdate', target: 'updating' },
          { target: 'adding' },
        ],
      },
    },
    confirmingReset: {
      description: '"Are you sure, you want to reset?"',
      on: {
        CONFIRM_RESET: { target: 'editing', actions: 'reset' },
        CANCEL_RESET: 'editing',
      },
    },
    adding: {
      description: 'POST customer/address/add.',
      invoke: {
        id: 'addAddress',
        src: 'addAddress',
        input: ({ context }) => ({ id: null, address: addressPayload(context.form) }),
        onDone: { target: 'saved', actions: ['toastSaved', 'announceSaved'] },
        onError: { target: 'editing', actions: 'toastFailure' },
      },
    },
    updating: {
      description: 'PUT customer/address/update/{id}.',
      invoke: {
        id: 'updateAddress',
        src: 'updateAddress',
        input: ({ context }) => ({ id: context.id, address: addressPayload(context.form) }),
        onDone: { target: 'saved', actions: ['toastSaved', 'announceSaved'] },
        onError: { target: 'editing', actions: 'toastFailure' },
      },
    },
    saved: {
      description: 'Saved at the provider: its message shows and the address list is refetched.',
      type: 'final',
    },
    savedLocally: {
      description: "A guest's address, or one used for this order only, kept on this device.",
      type: 'final',
      entry: 'announceSavedLocally',
    },
  },
});
