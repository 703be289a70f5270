import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useCartOwner, useSignedIn } from '@/app/use-session';
import { useConfig } from '@/app/use-config';
import { useCustomerInfo } from '@/app/use-customer-info';
import { ErrorState } from '@/components/ErrorState';
import { NotFound } from '@/components/NotFound';
import { PageSpinner } from '@/components/PageSpinner';
import { distanceKm } from '@/domain/geo';
import { ZoneRequired } from '@/features/catalogue';
import { useStoredPlace } from '@/platform/location-store';
import { PrescriptionForm } from './PrescriptionForm';
import { usePrescriptionStore } from './use-prescription-store';
import '@/i18n/texts/checkout';

/** `/prescription-order/{store}`: a pharmacy order by prescription images (SPEC §3, §5). */
export default function PrescriptionOrderPage() {
  const { storeId = '' } = useParams<{ storeId: string }>();
  const { t } = useTranslation();
  const place = useStoredPlace();
  const config = useConfig();
  const signedIn = useSignedIn();
  const guestId = useCartOwner().guestId;
  const customer = useCustomerInfo(signedIn);
  const store = usePrescriptionStore(storeId);

  if (place.zoneIds === null || place.latLng === null) return <ZoneRequired />;
  if (config.data && !config.data.prescription_order_status) return <NotFound />;
  if (store.isError) return <ErrorState error={store.error} onRetry={() => void store.refetch()} />;
  if (store.isPending || !config.data || (signedIn && customer.isPending)) return <PageSpinner />;
  const info = signedIn ? customer.data : undefined;
  const from = place.latLng;
  const storeAt =
    store.data.latitude != null && store.data.longitude != null
      ? { lat: store.data.latitude, lng: store.data.longitude }
      : from;
  const delivery = {
    storeId: store.data.id,
    distance: Math.round(distanceKm(from, storeAt) * 1000) / 1000,
    address: place.address ?? '',
    latitude: from.lat,
    longitude: from.lng,
    contactPersonName: [info?.f_name, info?.l_name].filter(Boolean).join(' '),
    contactPersonNumber: info?.phone ?? '',
    guestId: signedIn ? null : guestId,
    dmTips: 0,
  };
  return (
    <Container maxW="2xl" py="6">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('prescription.title')}
          </Heading>
          <Text color="fg.muted" dir="auto">
            {store.data.name}
          </Text>
        </Stack>
        <PrescriptionForm delivery={delivery} askContact={!signedIn} />
      </Stack>
    </Container>
  );
}
