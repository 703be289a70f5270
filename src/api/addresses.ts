import type { AddressPayload } from '@/domain/address';
import { apiRequest } from './client';
import { MessageAnswer } from './schemas/content';
import { SavedAddressPage } from './schemas/addresses';

/** The signed-in customer's saved addresses, newest first (one page holds them all). */
export async function fetchAddresses(signal?: AbortSignal) {
  const page = await apiRequest('customer/address/list', SavedAddressPage, {
    query: { limit: 100, offset: 1 },
    signal,
  });
  return page.addresses;
}

/** The provider's message ("Successfully added!") is what the dialog shows. */
export function addAddress(address: AddressPayload) {
  return apiRequest('customer/address/add', MessageAnswer, { method: 'POST', body: address });
}

export function updateAddress(id: number, address: AddressPayload) {
  return apiRequest(`customer/address/update/${id}`, MessageAnswer, {
    method: 'PUT',
    body: address,
  });
}

export function deleteAddress(id: number) {
  return apiRequest('customer/address/delete', MessageAnswer, {
    method: 'DELETE',
    query: { address_id: id },
  });
}
