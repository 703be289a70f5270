import { describe, expect, it } from 'vitest';
import { addressTitle, newAddressForm, savedToForm } from '@/features/address/saved-address';
import { addressPayload } from '@/domain/address';

const SAVED = {
  id: 4,
  address_type: 'other',
  address_label: 'Parents',
  address: 'House 7, Road 12, Gulshan 1',
  contact_person_name: 'Nusrat Jahan',
  contact_person_number: '+8801712345678',
  contact_person_email: null,
  additional_information: 'Blue gate',
  road: '12',
  house: '7',
  floor: null,
  latitude: 23.7806,
  longitude: 90.4163,
};

describe('saved addresses in the dialog', () => {
  it('a saved "other" address opens with its label; saving it again sends the label as type', () => {
    const form = savedToForm(SAVED);
    expect(form).toMatchObject({
      addressType: 'other',
      label: 'Parents',
      floor: '',
      contactEmail: '',
    });
    expect(addressPayload(form)).toMatchObject({
      address_type: 'Parents',
      additional_information: 'Blue gate',
      latitude: 23.7806,
    });
  });

  it('a row is named by its label, else by its type', () => {
    expect(addressTitle(SAVED)).toEqual({ text: 'Parents' });
    expect(addressTitle({ address_type: 'Office', address_label: null })).toEqual({
      key: 'address.type.office',
    });
    expect(addressTitle({ address_type: 'boat', address_label: null })).toEqual({
      key: 'address.type.other',
    });
  });

  it('a new address starts as home with the contact and the picked place', () => {
    expect(
      newAddressForm({ contactName: 'Amina', address: 'Banani', point: { lat: 1, lng: 2 } }),
    ).toMatchObject({ addressType: 'home', contactName: 'Amina', address: 'Banani', latitude: 1 });
  });
});
