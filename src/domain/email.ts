const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address as forms check it: something@something.tld, no spaces. */
export function isEmailValid(email: string): boolean {
  return EMAIL.test(email.trim());
}
