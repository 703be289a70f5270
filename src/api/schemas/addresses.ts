import { array, string, type, type Infer } from 'superstruct';
import { Num, Text, maybe, orDefault } from './common';

/** A saved address of `customer/address/list` (SPEC §3 Address). */
export const SavedAddress = type({
  id: Num,
  address_type: orDefault(string(), 'other'),
  address_label: maybe(string()),
  address: string(),
  contact_person_name: orDefault(Text, ''),
  contact_person_number: orDefault(Text, ''),
  contact_person_email: maybe(string()),
  additional_information: maybe(string()),
  road: maybe(Text),
  house: maybe(Text),
  floor: maybe(Text),
  latitude: Num,
  longitude: Num,
});
export type SavedAddress = Infer<typeof SavedAddress>;

export const SavedAddressPage = type({
  total_size: orDefault(Num, 0),
  addresses: orDefault(array(SavedAddress), []),
});
