import type { SavedAddress } from '@/api/schemas/addresses';
import type { AddressPayload } from '@/domain/address';
import type { DeliveryField, DeliveryForm } from '@/domain/contact';
import type { AddressChoice } from './checkout.connect';
import '@/i18n/texts/checkout';

/** A delivery text field as the checkout shows it: its label's i18n key and input hints. */
export type FieldSpec = {
  field: DeliveryField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
};

export const CONTACT_FIELDS: FieldSpec[] = [
  { field: 'contactName', label: 'checkout.contactName', required: true, autoComplete: 'name' },
  {
    field: 'contactPhone',
    label: 'checkout.contactPhone',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
  },
  { field: 'contactEmail', label: 'checkout.contactEmail', type: 'email', autoComplete: 'email' },
];

export const ADDRESS_FIELDS: FieldSpec[] = [
  { field: 'address', label: 'checkout.address', required: true, autoComplete: 'street-address' },
  { field: 'road', label: 'checkout.road' },
  { field: 'house', label: 'checkout.house' },
  { field: 'floor', label: 'checkout.floor' },
];

/** A saved address, or one the address dialog just gave, as the checkout takes it. */
export function choiceOf(address: AddressPayload | SavedAddress): AddressChoice {
  return {
    address: address.address,
    road: address.road ?? '',
    house: address.house ?? '',
    floor: address.floor ?? '',
    contactName: address.contact_person_name,
    contactPhone: address.contact_person_number,
    contactEmail: address.contact_person_email ?? '',
    point: { lat: Number(address.latitude), lng: Number(address.longitude) },
    addressType:
      'address_label' in address && address.address_label
        ? address.address_label
        : address.address_type,
  };
}

/** What the shown fields and the note hold as Place Order is pressed (they commit on blur). */
export function typedValues(
  fields: FieldSpec[],
  values: Record<string, string>,
): Partial<DeliveryForm> {
  return {
    ...Object.fromEntries(fields.map(({ field }) => [field, values[field] ?? ''])),
    note: values.note ?? '',
  };
}
