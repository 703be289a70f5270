import { AddressDialog } from '@/components/feature-slots';
import { lazyView } from '@/components/lazy-view';
import type { CheckoutPageApi } from './use-checkout-page';

// The dialogs load when first opened: the checkout's first paint stays light.
const GuestContactDialog = lazyView(() =>
  import('./GuestContactDialog').then((module) => ({ default: module.GuestContactDialog })),
);

/** The address dialog (a new or a saved address) and take-away's guest contact dialog. */
export function CheckoutDialogs({ page }: { page: CheckoutPageApi }) {
  const { addressDialog } = page;
  return (
    <>
      {addressDialog !== null ? (
        <AddressDialog
          open
          onClose={page.closeAddressDialog}
          form={addressDialog.form}
          id={addressDialog.id}
          signedIn={page.signedIn}
          saveOptional
          onDone={page.addressDone}
        />
      ) : null}
      {page.isEditingContact ? (
        <GuestContactDialog
          open
          contact={page.contact}
          onClose={page.closeContact}
          onSaved={page.contactSaved}
        />
      ) : null}
    </>
  );
}
