import { describe, expect, it } from 'vitest';
import { emptyAuthFields, identifierKind, validateSignIn, validateSignUp } from '@/domain/auth';

describe('sign-in validation', () => {
  it('asks for the registered mobile number (SPEC §8) and the password', () => {
    expect(validateSignIn(emptyAuthFields())).toEqual({
      identifier: 'auth.enterRegisteredPhone',
      password: 'validation.passwordRequired',
    });
  });
  it('tells a phone from an email', () => {
    expect(identifierKind('+8801700000001')).toBe('phone');
    expect(identifierKind('customer@storefront.example')).toBe('email');
  });
});

describe('sign-up validation', () => {
  const filled = {
    ...emptyAuthFields(),
    firstName: 'Amina',
    lastName: 'Rahman',
    phone: '+8801700000009',
    password: 'demo1234',
    confirmPassword: 'demo1234',
  };
  it('accepts a complete form (email optional)', () => {
    expect(validateSignUp(filled)).toEqual({});
  });
  it('checks names, phone, email, password length and confirmation', () => {
    expect(
      validateSignUp({
        ...emptyAuthFields(),
        email: 'x@',
        password: '123',
        confirmPassword: '124',
      }),
    ).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      phone: 'validation.phoneRequired',
      email: 'validation.emailInvalid',
      password: 'validation.passwordTooShort',
      confirmPassword: 'validation.passwordMismatch',
    });
  });
});
