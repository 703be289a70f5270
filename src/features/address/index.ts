/** What other features use of `address` (a feature imports another only through its index). */
export { AddressBook } from './AddressBook';
export { newAddressForm, savedToForm } from './saved-address';
export { useAddresses } from './use-addresses';
export { SavedAddressList } from './SavedAddressList';
