import type { AddressPayload } from '@/domain/address';
import type { ApiClient } from './client';
import { MessageAnswer } from './schemas/content';
import { SavedAddressPage } from './schemas/addresses';

/** The signed-in customer's saved addresses, newest first (one page holds them all). */
export async function fetchAddresses(api: ApiClient, signal?: AbortSignal) {
  const page = await api.request('customer/address/list', SavedAddressPage, {
    query: { limit: 100, offset: 1 },
    signal,
  });
  return page.addresses;
}

/** The provider's message ("Successfully added!") is what the dialog shows. */
export function addAddress(api: ApiClient, address: AddressPayload) {
  return api.request('customer/address/add', MessageAnswer, { method: 'POST', body: address });
}

export function updateAddress(api: ApiClient, id: number, address: AddressPayload) {
  return api.request(`customer/address/update/${id}`, MessageAnswer, {
    method: 'PUT',
    body: address,
  });
}

export function deleteAddress(api: ApiClient, id: number) {
  return api.request('customer/address/delete', MessageAnswer, {
    method: 'DELETE',
    query: { address_id: id },
  });
}
