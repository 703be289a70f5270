import type { SnapshotFrom } from 'xstate';
import type { EditableProfileField } from '@/domain/profile';
import type { ProfileEditEvent, profileEditMachine } from '@machines/profile-edit.machine';

/** The profile-settings form: values, messages, the photo chosen, busy flag and handlers. */
export function connect(
  snapshot: SnapshotFrom<typeof profileEditMachine>,
  send: (event: ProfileEditEvent) => void,
) {
  const { form, errors, phone, photo, socialLogin } = snapshot.context;
  return {
    phone,
    /** An i18n key, or undefined. */
    phoneErrorKey: errors.phone,
    /** SPEC §5: social-login customers get a note in place of the password field. */
    showsPassword: !socialLogin,
    isUpdating: snapshot.matches('updating'),
    chosenPhotoName: photo?.name ?? null,
    getFieldProps: (field: EditableProfileField) => ({
      name: field,
      value: form[field],
      onChange: (event: { target: { value: string } }) =>
        send({ type: 'FIELD_CHANGED', field, value: event.target.value }),
    }),
    /** An i18n key, or undefined. */
    errorKeyOf: (field: EditableProfileField) => errors[field],
    reset: () => send({ type: 'RESET' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
