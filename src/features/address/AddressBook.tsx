import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { SavedAddress } from '@/api/schemas/addresses';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { useConfig } from '@/system/use-config';
import { useStoredPlace } from '@/platform/location-store';
import { AddressDialog } from './AddressDialog';
import { SavedAddressList } from './SavedAddressList';
import { newAddressForm, savedToForm } from './saved-address';
import { useAddresses, useDeleteAddress } from './use-addresses';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';

/** What the address dialog is open for: a new address, or a saved one. */
type Editing = { kind: 'new' } | { kind: 'saved'; address: SavedAddress } | null;

/** `/profile?page=address`: the customer's saved addresses with add, edit and delete. */
export function AddressBook() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const place = useStoredPlace();
  const fallback = useConfig().data?.default_location;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const remove = useDeleteAddress();
  const close = useCallback(() => setEditing(null), []);
  const point = place.latLng ?? fallback ?? { lat: 0, lng: 0 };

  return (
    <Stack gap="4" as="section" aria-labelledby="address-book-heading">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id="address-book-heading">
          {t('checkout.deliveryAddresses')}
        </Heading>
        <Button colorPalette="green" size="sm" onClick={() => setEditing({ kind: 'new' })}>
          {t('address.addNew')}
        </Button>
      </HStack>
      {addresses.isPending ? (
        <PageSpinner />
      ) : addresses.isError ? (
        <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : (
        <SavedAddressList
          addresses={addresses.data}
          emptyKey="address.emptyBook"
          onEdit={(address) => setEditing({ kind: 'saved', address })}
          onDelete={setDeleting}
        />
      )}
      <AddressDialog
        open={editing !== null}
        onClose={close}
        form={
          editing?.kind === 'saved'
            ? savedToForm(editing.address)
            : newAddressForm({ address: place.address ?? '', point })
        }
        id={editing?.kind === 'saved' ? editing.address.id : null}
        signedIn
        onDone={close}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('address.deleteConfirm')}
        description={deleting?.address}
        confirmLabel={t('address.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
