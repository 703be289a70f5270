import { isEmailValid } from './email';
/**
 * SPEC §2 address dialog and §5 "Address": the form, its messages and what is sent.
 * Required: address, contact name, phone. Optional: label, email, house, floor, road,
 * additional information. The type sent is the label when one is typed, else the chosen type.
 */
export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export type AddressForm = {
  addressType: AddressType;
  /** Shown for the "other" type only. */
  label: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  house: string;
  floor: string;
  road: string;
  additionalInformation: string;
  latitude: number;
  longitude: number;
};

/** The fields typed into (type and coordinates are chosen otherwise). */
export type AddressTextField = Exclude<keyof AddressForm, 'addressType' | 'latitude' | 'longitude'>;

/** i18n keys of SPEC §5's messages, by field. */
export type AddressErrors = Partial<Record<AddressTextField, string>>;

/** SPEC §5: the address fields every address form requires, with their messages. */
export const REQUIRED_ADDRESS_FIELDS = [
  ['address', 'validation.addressRequired'],
  ['contactName', 'validation.nameRequired'],
  ['contactPhone', 'validation.phoneRequired'],
] as const satisfies ReadonlyArray<readonly [AddressTextField, string]>;

export function isAddressType(value: string): value is AddressType {
  return (ADDRESS_TYPES as readonly string[]).includes(value);
}

export function validateAddressForm(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  for (const [field, key] of REQUIRED_ADDRESS_FIELDS)
    if (form[field].trim() === '') errors[field] = key;
  const email = form.contactEmail.trim();
  if (email !== '' && !isEmailValid(email)) errors.contactEmail = 'validation.emailInvalid';
  return errors;
}

/** SPEC §5: the label if non-empty, else the chosen type. */
export function addressTypeToSend(form: AddressForm): string {
  return form.label.trim() || form.addressType;
}

/** The body of customer/address/add and update (SPEC §3 Address). */
export type AddressPayload = {
  address_type: string;
  address: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  house: string;
  floor: string;
  road: string;
  additional_information: string;
  latitude: number;
  longitude: number;
};

export function addressPayload(form: AddressForm): AddressPayload {
  return {
    address_type: addressTypeToSend(form),
    address: form.address.trim(),
    contact_person_name: form.contactName.trim(),
    contact_person_number: form.contactPhone.trim(),
    contact_person_email: form.contactEmail.trim(),
    house: form.house.trim(),
    floor: form.floor.trim(),
    road: form.road.trim(),
    additional_information: form.additionalInformation.trim(),
    latitude: form.latitude,
    longitude: form.longitude,
  };
}

/** The address dialog's end: `saved` at the provider (the list is refetched), else kept for this order only. */
export type AddressDone = (address: AddressPayload, saved: boolean) => void;
