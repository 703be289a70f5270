import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { SavedAddressList } from '@/features/address';
import type { CheckoutPageApi } from './use-checkout-page';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';

/** A delivery's addresses: Add New Address, and a signed-in customer's saved ones to choose. */
export function AddressesSection({ page }: { page: CheckoutPageApi }) {
  const { t } = useTranslation();
  const { addresses } = page;
  if (!page.delivery) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="addresses-heading">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" id="addresses-heading" size="md">
          {t('checkout.deliveryAddresses')}
        </Heading>
        <Button size="sm" variant="outline" onClick={page.addNewAddress}>
          {t('address.addNew')}
        </Button>
      </HStack>
      {!page.signedIn ? (
        <Text color="fg.muted">{t('address.signInToSelect')}</Text>
      ) : addresses.isPending ? (
        <PageSpinner />
      ) : addresses.isError ? (
        <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : (
        <SavedAddressList
          addresses={addresses.data}
          emptyKey="address.emptySelect"
          selection={{
            id: page.chosenAddressId,
            labelledBy: 'addresses-heading',
            onSelect: page.selectSaved,
          }}
          onEdit={page.editSaved}
        />
      )}
    </Stack>
  );
}
