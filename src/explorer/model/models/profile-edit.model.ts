import {
  profileEditMachine,
  type ProfileEditContext,
} from '../../../../machines/profile-edit.machine';
import { ApiError } from '../../../api/errors';
import {
  hasProfileChanges,
  validateProfile,
  type ProfileFields,
  type ProfilePhoto,
} from '../../../domain/profile';
import { defineModel } from '../model';

export const PROFILE: ProfileFields = {
  firstName: 'Amina',
  lastName: 'Rahman',
  phone: '+8801700000000',
  email: 'amina@example.com',
};

export const SQUARE_PHOTO: ProfilePhoto = {
  name: 'me.png',
  type: 'image/png',
  size: 350_000,
  width: 512,
  height: 512,
};
export const HUGE_PHOTO: ProfilePhoto = { ...SQUARE_PHOTO, name: 'me.jpg', size: 3_000_000 };

/** Samples that make a valid form invalid; tried only on an untouched, valid form. */
const BREAKING = new Set(['', 'amina@']);

export const profileEditModel = defineModel({
  machine: profileEditMachine,
  variants: [
    {
      name: 'password login',
      description: 'a customer who signed in with a password',
      input: { profile: PROFILE, socialLogin: false },
    },
    {
      name: 'social login',
      description: 'a customer who signed in with a social account: no password field',
      input: { profile: PROFILE, socialLogin: true },
    },
    {
      name: 'no phone',
      description: 'a profile without a phone number (it cannot be typed here)',
      input: { profile: { ...PROFILE, phone: '' }, socialLogin: false },
    },
  ],
  behaviour: (context) => ({
    invalid: Object.keys(validateProfile(context.form, context.phone)).sort(),
    changed: hasProfileChanges(context.saved, context.form, context.photo),
  }),
  events: {
    FIELD_CHANGED: [
      { field: 'firstName', value: '' },
      { field: 'lastName', value: '' },
      { field: 'email', value: '' },
      { field: 'email', value: 'amina@' },
      { field: 'firstName', value: 'Amina R.' },
      { field: 'lastName', value: 'Rahman-Khan' },
      { field: 'email', value: 'amina.r@example.com' },
      { field: 'password', value: 'n3w-pass' },
    ],
    PHOTO_CHOSEN: [{ photo: SQUARE_PHOTO }, { photo: HUGE_PHOTO }],
    RESET: [{}],
    SUBMIT: [{}],
  },
  sampleFilter: (snapshot, event) => {
    const { form, phone, saved, photo, socialLogin } = snapshot.context as ProfileEditContext;
    // Without a phone only Update Profile matters.
    if (phone === '') return event.type === 'SUBMIT';
    // Social login: the password is what differs; one real change to update with.
    if (socialLogin && event.type === 'FIELD_CHANGED')
      return event.field === 'password' || event.value === 'Amina R.';
    if (socialLogin && event.type !== 'SUBMIT') return event.type.startsWith('xstate.');
    if (event.type !== 'FIELD_CHANGED') return true;
    const valid = Object.keys(validateProfile(form, phone)).length === 0;
    if (BREAKING.has(event.value)) return valid && !hasProfileChanges(saved, form, photo);
    return true;
  },
  done: { updateProfile: [undefined] },
  errors: { updateProfile: [new ApiError(403, 'email', ['The email has already been taken.'])] },
  simplePathScopes: [
    {
      name: 'change and update',
      filterEvents: (_snapshot, event) =>
        (event.type === 'FIELD_CHANGED' && !BREAKING.has(event.value)) ||
        event.type === 'SUBMIT' ||
        event.type.startsWith('xstate.done.'),
    },
  ],
});
