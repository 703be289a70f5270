import { addressFormMachine } from '../../../../machines/address-form.machine';
import { ApiError } from '../../../api/errors';
import { validateAddressForm, type AddressForm } from '../../../domain/address';
import { defineModel } from '../model';

/** A new address: prefilled with the contact, the address still to be typed. */
export const NEW_FORM: AddressForm = {
  addressType: 'home',
  label: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  address: '',
  house: '',
  floor: '',
  road: '',
  additionalInformation: '',
  latitude: 23.7937,
  longitude: 90.4066,
};

export const SAVED_FORM: AddressForm = {
  addressType: 'office',
  label: '',
  contactName: 'Amina Rahman',
  contactPhone: '+8801700000000',
  contactEmail: 'amina@example.com',
  address: 'House 12, Road 7, Banani, Dhaka',
  house: '12',
  floor: '3',
  road: '7',
  additionalInformation: 'Ring twice',
  latitude: 23.7937,
  longitude: 90.4066,
};

/** A new address prefilled with the contact's name and phone. */
export const PREFILLED_FORM: AddressForm = {
  ...NEW_FORM,
  contactName: SAVED_FORM.contactName,
  contactPhone: SAVED_FORM.contactPhone,
};

export const SAVED_ADDRESS_ID = 31;

export const addressFormModel = defineModel({
  machine: addressFormMachine,
  variants: [
    {
      name: 'guest',
      description: 'a guest adds an address (kept locally), the contact prefilled',
      input: { form: PREFILLED_FORM, id: null, signedIn: false },
    },
    {
      name: 'customer adds',
      description: 'a signed-in customer adds an address',
      input: { form: NEW_FORM, id: null, signedIn: true },
    },
    {
      name: 'customer edits',
      description: 'a signed-in customer edits a saved address',
      input: { form: SAVED_FORM, id: SAVED_ADDRESS_ID, signedIn: true },
    },
  ],
  behaviour: (context) => [context.save, ...Object.keys(validateAddressForm(context.form)).sort()],
  events: {
    FIELD_CHANGED: [
      { field: 'address', value: SAVED_FORM.address },
      { field: 'contactName', value: SAVED_FORM.contactName },
      { field: 'contactPhone', value: SAVED_FORM.contactPhone },
      { field: 'address', value: '  ' },
      { field: 'label', value: 'Parents' },
    ],
    TYPE_CHOSEN: [{ addressType: 'other' }],
    SAVE_TOGGLED: [{ save: false }, { save: true }],
    RESET: [{}],
    CONFIRM_RESET: [{}],
    CANCEL_RESET: [{}],
    SUBMIT: [{}],
  },
  // Label and type change nothing the guards read: tried on the untouched form only.
  sampleFilter: (snapshot, event) => {
    // Reset is tried on a form with every message showing or none.
    if (event.type === 'RESET') {
      const { form } = snapshot.context as { form: AddressForm };
      const count = Object.keys(validateAddressForm(form)).length;
      return count === 0 || count === 3;
    }
    // Required fields are filled in the dialog's order (address, name, phone).
    if (event.type === 'FIELD_CHANGED' && event.field !== 'label' && event.value.trim() !== '') {
      const { form } = snapshot.context as { form: AddressForm };
      const order = ['address', 'contactName', 'contactPhone'] as const;
      return event.field === order.find((field) => form[field].trim() === '');
    }
    // Save this Address matters to a customer's submit only: tried on the untouched form.
    if (event.type === 'SAVE_TOGGLED') {
      const { form, initial, signedIn } = snapshot.context as {
        form: AddressForm;
        initial: AddressForm;
        signedIn: boolean;
      };
      return signedIn && form === initial;
    }
    const isLabelling =
      event.type === 'TYPE_CHOSEN' || (event.type === 'FIELD_CHANGED' && event.field === 'label');
    if (!isLabelling) return true;
    const { form, initial } = snapshot.context as { form: AddressForm; initial: AddressForm };
    return form.address === initial.address && form.contactName === initial.contactName;
  },
  done: {
    addAddress: [{ message: 'Successfully added!' }, {}],
    updateAddress: [{ message: 'Successfully updated!' }],
  },
  errors: {
    addAddress: [new ApiError(403, 'zone', ['Service not available in this area'])],
    updateAddress: [new Error('')],
  },
  // Simple paths: filling in the required fields, submitting on the way.
  simplePathScopes: [
    {
      name: 'filling in',
      filterEvents: (_snapshot, event) =>
        (event.type === 'FIELD_CHANGED' && event.value.trim() !== '' && event.field !== 'label') ||
        (event.type === 'SAVE_TOGGLED' && !event.save) ||
        event.type === 'SUBMIT' ||
        event.type.startsWith('xstate.done.'),
    },
  ],
});
