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

/** Where a visitor goes when no `from` says otherwise. */
export const DEFAULT_RETURN_PATH = '/home';

/** `/auth/sign-in?from=<path>` (or sign-up): the page to come back to after signing in. */
export function authPath(mode: AuthMode, from?: string): string {
  const base = mode === 'signIn' ? '/auth/sign-in' : '/auth/sign-up';
  return from ? `${base}?from=${encodeURIComponent(from)}` : base;
}

/**
 * The page a `from` parameter leads back to: a path of this app, never another host and never
 * the auth pages themselves (SPEC's `from=sign-up` and anything else heal to /home).
 */
export function returnPathOf(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/auth/'))
    return DEFAULT_RETURN_PATH;
  return from;
}
