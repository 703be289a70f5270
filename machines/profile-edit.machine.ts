import { assign, emit, fromPromise, setup } from 'xstate';
import {
  formOf,
  hasProfileChanges,
  isPhotoAcceptable,
  profileUpdate,
  validateProfile,
  type EditableProfileField,
  type ProfileErrors,
  type ProfileFields,
  type ProfileForm,
  type ProfilePhoto,
  type ProfileUpdate,
} from '../src/domain/profile';
import { errorToast, toastKey, type Effect } from './effects';

export type ProfileEditInput = { profile: ProfileFields; socialLogin: boolean };

export type ProfileEditContext = {
  /** What the provider holds; Reset and "no changes" compare with it. */
  saved: ProfileForm;
  /** Unchangeable. */
  phone: string;
  socialLogin: boolean;
  form: ProfileForm;
  photo: ProfilePhoto | null;
  errors: ProfileErrors;
};

export type ProfileEditEvent =
  | { type: 'FIELD_CHANGED'; field: EditableProfileField; value: string }
  | { type: 'PHOTO_CHOSEN'; photo: ProfilePhoto }
  | { type: 'RESET' }
  | { type: 'SUBMIT' };

export type ProfileEditEffect = Effect | { type: 'profileUpdated'; profile: ProfileUpdate };

export const profileEditMachine = setup({
  types: {
    input: {} as ProfileEditInput,
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    emitted: {} as ProfileEditEffect,
  },
  actors: {
    updateProfile: fromPromise<void, ProfileUpdate>(async () => {
      throw new Error('updateProfile not provided');
    }),
  },
  guards: {
    socialPasswordChange: ({ context, event }) =>
      event.type === 'FIELD_CHANGED' && event.field === 'password' && context.socialLogin,
    photoUnacceptable: ({ event }) =>
      event.type === 'PHOTO_CHOSEN' && !isPhotoAcceptable(event.photo),
    formInvalid: ({ context }) =>
      Object.keys(validateProfile(context.form, context.phone)).length > 0,
    noChanges: ({ context }) => !hasProfileChanges(context.saved, context.form, context.photo),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'FIELD_CHANGED') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, [event.field]: event.value }, errors };
    }),
    setPhoto: assign({
      photo: ({ context, event }) => (event.type === 'PHOTO_CHOSEN' ? event.photo : context.photo),
    }),
    reset: assign({ form: ({ context }) => context.saved, photo: null, errors: {} }),
    showErrors: assign({ errors: ({ context }) => validateProfile(context.form, context.phone) }),
    keepUpdated: assign({
      saved: ({ context }) => ({ ...context.form, password: '' }),
      form: ({ context }) => ({ ...context.form, password: '' }),
      photo: null,
    }),
    toastPhotoRules: emit(toastKey('error', 'profile.photoRules')),
    toastNoChanges: emit(toastKey('info', 'profile.noChanges')),
    toastUpdated: emit(toastKey('success', 'profile.updated')),
    announceUpdated: emit(({ context }) => ({
      type: 'profileUpdated' as const,
      profile: profileUpdate(context.form, context.phone, context.photo, context.socialLogin),
    })),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'profileEdit',
  description:
    'Profile edit: photo, first and last name, email and password (hidden for social login; sent only when typed); the phone cannot be changed. Update Profile checks SPEC §5 and refuses an update with no change.',
  context: ({ input }) => ({
    saved: formOf(input.profile),
    phone: input.profile.phone,
    socialLogin: input.socialLogin,
    form: formOf(input.profile),
    photo: null,
    errors: {},
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form, prefilled with the profile.',
      on: {
        FIELD_CHANGED: [
          {
            guard: 'socialPasswordChange',
            description:
              'Social-login users have no password field ("Password can not be updated while you are logged in by using social logins.").',
          },
          { actions: 'setField' },
        ],
        PHOTO_CHOSEN: [
          {
            guard: 'photoUnacceptable',
            actions: 'toastPhotoRules',
            description: 'jpg, png, jpeg or gif, at most 2 MB, ratio 1:1.',
          },
          { actions: 'setPhoto' },
        ],
        RESET: { actions: 'reset', description: 'Back to the saved profile.' },
        SUBMIT: [
          {
            guard: 'formInvalid',
            actions: 'showErrors',
            description:
              'name is required; last name required; phone number required; Email is required; Must be a valid email.',
          },
          {
            guard: 'noChanges',
            actions: 'toastNoChanges',
            description: '"No changes found to update."',
          },
          { target: 'updating' },
        ],
      },
    },
    updating: {
      description: 'POST customer/update-profile (multipart), then the profile is refetched.',
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) =>
          profileUpdate(context.form, context.phone, context.photo, context.socialLogin),
        onDone: {
          target: 'editing',
          actions: ['announceUpdated', 'toastUpdated', 'keepUpdated'],
        },
        onError: {
          target: 'editing',
          actions: 'toastFailure',
          description: 'The form keeps what was typed.',
        },
      },
    },
  },
});
