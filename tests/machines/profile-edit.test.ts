import { describe, expect, it } from 'vitest';
import { errorToast } from '../../machines/effects';
import type { ProfileEditInput } from '../../machines/profile-edit.machine';
import {
  formOf,
  hasProfileChanges,
  isPhotoAcceptable,
  profileUpdate,
  validateProfile,
} from '../../src/domain/profile';
import { describeModel } from './support/describe-model';
import {
  HUGE_PHOTO,
  PROFILE,
  SQUARE_PHOTO,
  profileEditModel,
} from '../../src/explorer/model/models/profile-edit.model';
import type { StepContext } from './support/replay';

const toast = (status: string, messageKey: string) => ({ type: 'toast', status, messageKey });

function everyStep({ path, snapshot, previous, event, emitted, calls }: StepContext) {
  const input = path.variant.input as ProfileEditInput;
  // The phone is never changed.
  expect(snapshot.context.phone).toBe(input.profile.phone);
  for (const call of calls) {
    expect(call.id).toBe('updateProfile');
    const update = profileUpdate(
      snapshot.context.form,
      input.profile.phone,
      snapshot.context.photo,
      input.socialLogin,
    );
    expect(call.input).toEqual(update);
    // Password only when typed, never for social login.
    if (input.socialLogin || snapshot.context.form.password === '')
      expect(call.input).not.toHaveProperty('password');
  }
  if (!previous) return;
  const before = previous.context;
  switch (event.type) {
    case 'FIELD_CHANGED':
      if (event.field === 'password' && input.socialLogin)
        expect(snapshot.context.form).toEqual(before.form);
      else expect(snapshot.context.form[event.field]).toBe(event.value);
      expect(emitted).toEqual([]);
      break;
    case 'PHOTO_CHOSEN':
      if (isPhotoAcceptable(event.photo)) {
        expect(snapshot.context.photo).toEqual(event.photo);
        expect(emitted).toEqual([]);
      } else {
        expect(snapshot.context.photo).toEqual(before.photo);
        expect(emitted).toEqual([toast('error', 'profile.photoRules')]);
      }
      break;
    case 'SUBMIT': {
      const messages = validateProfile(before.form, before.phone);
      if (Object.keys(messages).length) {
        expect(snapshot.context.errors).toEqual(messages);
        expect(emitted).toEqual([]);
        expect(calls).toEqual([]);
      } else if (!hasProfileChanges(before.saved, before.form, before.photo)) {
        expect(emitted).toEqual([toast('info', 'profile.noChanges')]);
        expect(calls).toEqual([]);
      } else {
        expect(snapshot.value).toBe('updating');
        expect(calls).toHaveLength(1);
      }
      break;
    }
    case 'RESET':
      expect(snapshot.context.form).toEqual(before.saved);
      expect(snapshot.context.photo).toBeNull();
      break;
    case 'xstate.done.actor.updateProfile':
      expect(emitted).toEqual([
        {
          type: 'profileUpdated',
          profile: profileUpdate(before.form, before.phone, before.photo, input.socialLogin),
        },
        toast('success', 'profile.updated'),
      ]);
      // What was sent is now the saved profile: the same Update again has no changes.
      expect(
        hasProfileChanges(snapshot.context.saved, snapshot.context.form, snapshot.context.photo),
      ).toBe(false);
      break;
    case 'xstate.error.actor.updateProfile':
      expect(snapshot.context.form).toEqual(before.form);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
  }
}

describeModel(profileEditModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => {
      expect(snapshot.context.form.password === '' || !snapshot.context.socialLogin).toBe(true);
    },
    updating: ({ snapshot }) => {
      expect(validateProfile(snapshot.context.form, snapshot.context.phone)).toEqual({});
      expect(snapshot.children.updateProfile).toBeDefined();
    },
  },
});

describe('profile rules (SPEC §5)', () => {
  it('gives each field SPEC’s message', () => {
    expect(validateProfile({ firstName: '', lastName: ' ', email: '', password: '' }, '')).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      phone: 'validation.profilePhoneRequired',
      email: 'validation.emailRequired',
    });
    expect(validateProfile({ ...formOf(PROFILE), email: 'amina@' }, PROFILE.phone)).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(
      validateProfile({ ...formOf(PROFILE), email: `${'a'.repeat(250)}@x.com` }, PROFILE.phone),
    ).toEqual({ email: 'validation.emailInvalid' });
  });

  it('takes jpg, png, jpeg and gif photos of at most 2 MB with a 1:1 ratio', () => {
    expect(isPhotoAcceptable(SQUARE_PHOTO)).toBe(true);
    expect(isPhotoAcceptable({ ...SQUARE_PHOTO, name: 'me.GIF', type: 'image/gif' })).toBe(true);
    expect(isPhotoAcceptable(HUGE_PHOTO)).toBe(false);
    expect(isPhotoAcceptable({ ...SQUARE_PHOTO, name: 'me.webp', type: 'image/webp' })).toBe(false);
    expect(isPhotoAcceptable({ ...SQUARE_PHOTO, width: 640, height: 480 })).toBe(false);
  });
});
