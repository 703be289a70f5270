import { isEmailValid } from './email';

/** Sign-in takes a phone number or an email; sign-up the profile of SPEC §3. */
export type AuthMode = 'signIn' | 'signUp';

export type AuthFields = {
  identifier: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  confirmPassword: string;
};
export type AuthField = keyof AuthFields;
export type AuthErrors = Partial<Record<AuthField, string>>;

/** The provider refuses shorter passwords. */
export const MIN_PASSWORD_LENGTH = 6;

export function emptyAuthFields(): AuthFields {
  return {
    identifier: '',
    password: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    confirmPassword: '',
  };
}

export function validateSignIn(fields: AuthFields): AuthErrors {
  const errors: AuthErrors = {};
  if (fields.identifier.trim() === '') errors.identifier = 'auth.enterRegisteredPhone';
  if (fields.password === '') errors.password = 'validation.passwordRequired';
  return errors;
}

export function validateSignUp(fields: AuthFields): AuthErrors {
  const errors: AuthErrors = {};
  if (fields.firstName.trim() === '') errors.firstName = 'validation.firstNameRequired';
  if (fields.lastName.trim() === '') errors.lastName = 'validation.lastNameRequired';
  if (fields.phone.trim() === '') errors.phone = 'validation.phoneRequired';
  if (fields.email.trim() !== '' && !isEmailValid(fields.email))
    errors.email = 'validation.emailInvalid';
  if (fields.password.length < MIN_PASSWORD_LENGTH) errors.password = 'validation.passwordTooShort';
  if (fields.confirmPassword !== fields.password)
    errors.confirmPassword = 'validation.passwordMismatch';
  return errors;
}

export function validateAuth(mode: AuthMode, fields: AuthFields): AuthErrors {
  return mode === 'signIn' ? validateSignIn(fields) : validateSignUp(fields);
}

/** Which of sign-in's identifier kinds was typed: the provider wants to know. */
export function identifierKind(identifier: string): 'email' | 'phone' {
  return identifier.includes('@') ? 'email' : 'phone';
}
