import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useSearch } from 'wouter';
import { homeQueries } from '@/api/queries/home';
import { useCartOwner, useSignedIn } from '@/system/use-session';
import { parcelDeliveryStateOf } from '@/system/url/parcel-delivery';
import { useConfig } from '@/system/use-config';
import { useCustomerInfo } from '@/system/use-customer-info';
import { useHomeQuery } from '@/system/use-home-query';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { ZoneRequired } from '@/features/catalogue';
import { useStoredPlace } from '@/platform/location-store';
import { EMPTY_PARTY } from '@machines/parcel-order.machine';
import { ParcelOrderForm } from './ParcelOrderForm';
import { useParcelInstructions } from './use-parcel-instructions';
import '@/i18n/texts/parcel';

/** `/parcel-delivery-info?category=…&step=…`: send a parcel of the chosen category (SPEC §2). */
export default function ParcelDeliveryPage() {
  const { t } = useTranslation();
  const { categoryId } = parcelDeliveryStateOf(useSearch());
  const place = useStoredPlace();
  const config = useConfig();
  const signedIn = useSignedIn();
  const guestId = useCartOwner().guestId;
  const customer = useCustomerInfo(signedIn);
  // The parcel home's query: a category chosen there is already known here.
  const categories = useHomeQuery(homeQueries.parcelCategories);
  const instructions = useParcelInstructions();

  if (place.zoneIds === null || place.latLng === null) return <ZoneRequired />;
  if (categories.isError)
    return <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />;
  if (instructions.isError)
    return <ErrorState error={instructions.error} onRetry={() => void instructions.refetch()} />;
  if (
    categories.isPending ||
    instructions.isPending ||
    !config.data ||
    (signedIn && customer.isPending)
  )
    return <PageSpinner />;
  const category = categories.data.find((c) => c.id === categoryId);
  const info = signedIn ? customer.data : undefined;
  const sender = {
    ...EMPTY_PARTY,
    name: [info?.f_name, info?.l_name].filter(Boolean).join(' '),
    phone: info?.phone ?? '',
    address: place.address ?? '',
    latitude: place.latLng.lat,
    longitude: place.latLng.lng,
  };
  return (
    <Container maxW="3xl" py="6">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('parcel.title')}
          </Heading>
          {category ? (
            <Text color="fg.muted" dir="auto">
              {t('parcel.category')}: {category.name}
            </Text>
          ) : null}
        </Stack>
        {category ? (
          <ParcelOrderForm
            key={category.id}
            category={category}
            sender={sender}
            guestId={signedIn ? null : guestId}
            instructions={instructions.data}
            payments={{
              moduleId: place.module?.id ?? null,
              walletOn: signedIn && config.data.customer_wallet_status,
            }}
          />
        ) : (
          <Text>
            {t('parcel.unknownCategory')} <Link href="/home">{t('parcel.sendAnother')}</Link>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
