import { isEmailValid } from './email';
/**
 * SPEC §5 "Profile": the profile-edit form's rules.
 * - f_name 'name is required'; l_name 'last name required'; phone 'phone number required' and
 *   unchangeable; email 'Email is required', valid ('Must be a valid email'), at most 255.
 * - Password hidden for social-login users; sent only when non-empty.
 * - Photo jpg, png, jpeg or gif, at most 2 MB, ratio 1:1.
 * - Updating with nothing changed: 'No changes found to update.'.
 */
export type ProfileFields = {
  firstName: string;
  lastName: string;
  /** Shown, never edited. */
  phone: string;
  email: string;
};

/** The fields the customer can type into. */
export type EditableProfileField = 'firstName' | 'lastName' | 'email' | 'password';

export type ProfileForm = Omit<ProfileFields, 'phone'> & { password: string };

export type ProfileErrors = Partial<Record<keyof ProfileFields | 'password', string>>;

/** What the view knows about a chosen photo file. */
export type ProfilePhoto = {
  name: string;
  /** MIME type. */
  type: string;
  /** Bytes. */
  size: number;
  width: number;
  height: number;
};

export const MAX_EMAIL_LENGTH = 255;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_EXTENSIONS = ['jpg', 'png', 'jpeg', 'gif'] as const;

export function formOf(profile: ProfileFields): ProfileForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    password: '',
  };
}

export function validateProfile(form: ProfileForm, phone: string): ProfileErrors {
  const errors: ProfileErrors = {};
  if (form.firstName.trim() === '') errors.firstName = 'validation.firstNameRequired';
  if (form.lastName.trim() === '') errors.lastName = 'validation.lastNameRequired';
  if (phone.trim() === '') errors.phone = 'validation.profilePhoneRequired';
  const email = form.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (email.length > MAX_EMAIL_LENGTH || !isEmailValid(email))
    errors.email = 'validation.emailInvalid';
  return errors;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a photo may be uploaded: jpg, png, jpeg or gif, at most 2 MB, square. */
export function isPhotoAcceptable(photo: ProfilePhoto): boolean {
  const extension = extensionOf(photo.name);
  const mime = photo.type.toLowerCase().replace(/^image\//, '');
  const typeOk =
    (PHOTO_EXTENSIONS as readonly string[]).includes(extension) &&
    (photo.type === '' || (PHOTO_EXTENSIONS as readonly string[]).includes(mime));
  return typeOk && photo.size <= MAX_PHOTO_BYTES && photo.width > 0 && photo.width === photo.height;
}

/** Something to send: a field differs from what is saved, a new password or a new photo. */
export function hasProfileChanges(
  saved: ProfileForm,
  form: ProfileForm,
  photo: ProfilePhoto | null,
): boolean {
  return (
    photo !== null ||
    form.password !== '' ||
    form.firstName.trim() !== saved.firstName.trim() ||
    form.lastName.trim() !== saved.lastName.trim() ||
    form.email.trim() !== saved.email.trim()
  );
}

/** The multipart body of customer/update-profile: password only when typed (never for social login). */
export type ProfileUpdate = {
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  image?: ProfilePhoto;
  password?: string;
};

export function profileUpdate(
  form: ProfileForm,
  phone: string,
  photo: ProfilePhoto | null,
  socialLogin: boolean,
): ProfileUpdate {
  return {
    f_name: form.firstName.trim(),
    l_name: form.lastName.trim(),
    phone,
    email: form.email.trim(),
    ...(photo ? { image: photo } : {}),
    ...(form.password !== '' && !socialLogin ? { password: form.password } : {}),
  };
}
