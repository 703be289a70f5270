import { isEmailValid } from './email';
/**
 * SPEC §2 guest contact-info dialog and §5 "Guest contact form": name, phone and email are
 * required (bounds not shown); an email must look like one.
 */
export type GuestContact = { name: string; phone: string; email: string };
export type GuestContactField = keyof GuestContact;
export type GuestContactErrors = Partial<Record<GuestContactField, string>>;

export function emptyGuestContact(): GuestContact {
  return { name: '', phone: '', email: '' };
}

export function validateGuestContact(contact: GuestContact): GuestContactErrors {
  const errors: GuestContactErrors = {};
  if (contact.name.trim() === '') errors.name = 'validation.nameRequired';
  if (contact.phone.trim() === '') errors.phone = 'validation.phoneRequired';
  const email = contact.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (!isEmailValid(email)) errors.email = 'validation.emailInvalid';
  return errors;
}

/** What is kept: the fields without surrounding blanks. */
export function trimmedGuestContact(contact: GuestContact): GuestContact {
  return { name: contact.name.trim(), phone: contact.phone.trim(), email: contact.email.trim() };
}
