import type { SavedAddress } from '@/api/schemas/addresses';
import { isAddressType, type AddressForm } from '@/domain/address';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';

/** A saved address as the dialog edits it (the label belongs to the "other" type). */
export function savedToForm(saved: SavedAddress): AddressForm {
  const type = saved.address_type.toLowerCase();
  return {
    addressType: isAddressType(type) ? type : 'other',
    label: saved.address_label ?? '',
    contactName: saved.contact_person_name,
    contactPhone: saved.contact_person_number,
    contactEmail: saved.contact_person_email ?? '',
    address: saved.address,
    house: saved.house ?? '',
    floor: saved.floor ?? '',
    road: saved.road ?? '',
    additionalInformation: saved.additional_information ?? '',
    latitude: saved.latitude,
    longitude: saved.longitude,
  };
}

/** A new address: the contact and the picked place filled in. */
export function newAddressForm(seed: {
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  address?: string;
  point: { lat: number; lng: number };
}): AddressForm {
  return {
    addressType: 'home',
    label: '',
    contactName: seed.contactName ?? '',
    contactPhone: seed.contactPhone ?? '',
    contactEmail: seed.contactEmail ?? '',
    address: seed.address ?? '',
    house: '',
    floor: '',
    road: '',
    additionalInformation: '',
    latitude: seed.point.lat,
    longitude: seed.point.lng,
  };
}

/** What a list row shows as the address's name: its label, else its type's i18n key. */
export function addressTitle(saved: Pick<SavedAddress, 'address_type' | 'address_label'>) {
  const type = saved.address_type.toLowerCase();
  if (saved.address_label) return { text: saved.address_label };
  return { key: `address.type.${isAddressType(type) ? type : 'other'}` };
}
