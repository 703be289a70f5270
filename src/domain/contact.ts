import { REQUIRED_ADDRESS_FIELDS } from './address';
import { isEmailValid } from './email';
/** The delivery details a guest (or customer) gives at checkout; SPEC §5 "Address". */
export type DeliveryForm = {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  road: string;
  house: string;
  floor: string;
  note: string;
};

export type DeliveryField = keyof DeliveryForm;

/** i18n keys of SPEC §5's messages, by field. */
export type DeliveryErrors = Partial<Record<DeliveryField, string>>;

export function emptyDeliveryForm(): DeliveryForm {
  return {
    contactName: '',
    contactPhone: '',
    contactEmail: '',
    address: '',
    road: '',
    house: '',
    floor: '',
    note: '',
  };
}

/**
 * Required fields must hold text; an email, when given, must look like one. A guest's contact
 * needs an email too (SPEC §5 guest contact form: name, phone and email required).
 */
export function validateDelivery(
  form: DeliveryForm,
  { emailRequired = false }: { emailRequired?: boolean } = {},
): DeliveryErrors {
  const errors: DeliveryErrors = {};
  for (const [field, key] of REQUIRED_ADDRESS_FIELDS) {
    if (form[field].trim() === '') errors[field] = key;
  }
  const email = form.contactEmail.trim();
  if (email === '') {
    if (emailRequired) errors.contactEmail = 'validation.emailRequired';
  } else if (!isEmailValid(email)) {
    errors.contactEmail = 'validation.emailInvalid';
  }
  return errors;
}
