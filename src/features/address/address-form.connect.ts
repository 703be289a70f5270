import type { SnapshotFrom } from 'xstate';
import type { AddressTextField, AddressType } from '@/domain/address';
import type { AddressFormEvent, addressFormMachine } from '@machines/address-form.machine';

/** The address dialog: values, SPEC §5 messages, Label As, Save this Address, Reset, submit. */
export function connect(
  snapshot: SnapshotFrom<typeof addressFormMachine>,
  send: (event: AddressFormEvent) => void,
) {
  const { form, errors, save, signedIn, id } = snapshot.context;
  return {
    valueOf: (field: AddressTextField) => form[field],
    errorKeyOf: (field: AddressTextField) => errors[field],
    addressType: form.addressType,
    /** The label field belongs to the "other" type only (SPEC §2). */
    showsLabel: form.addressType === 'other',
    point: { lat: form.latitude, lng: form.longitude },
    /** Customers choose whether to save; guests' addresses stay on this device. */
    offersSave: signedIn,
    save,
    isUpdate: id !== null,
    isSaving: snapshot.matches('adding') || snapshot.matches('updating'),
    isConfirmingReset: snapshot.matches('confirmingReset'),
    isDone: snapshot.status === 'done',
    commit: (field: AddressTextField, value: string) =>
      send({ type: 'FIELD_CHANGED', field, value }),
    chooseType: (addressType: AddressType) => send({ type: 'TYPE_CHOSEN', addressType }),
    toggleSave: (value: boolean) => send({ type: 'SAVE_TOGGLED', save: value }),
    reset: () => send({ type: 'RESET' }),
    confirmReset: () => send({ type: 'CONFIRM_RESET' }),
    cancelReset: () => send({ type: 'CANCEL_RESET' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
