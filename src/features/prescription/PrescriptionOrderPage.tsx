import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/ErrorState';
import { NotFound } from '@/components/NotFound';
import { PageSpinner } from '@/components/PageSpinner';
import { ZoneRequired } from '@/features/catalogue';
import { PrescriptionForm } from './PrescriptionForm';
import { usePrescriptionOrderPage } from './use-prescription-order-page';
import '@/i18n/texts/checkout';

/** `/prescription-order/{store}`: a pharmacy order by prescription images (SPEC §3, §5). */
export default function PrescriptionOrderPage() {
  const { storeId = '' } = useParams<{ storeId: string }>();
  const { t } = useTranslation();
  const page = usePrescriptionOrderPage(storeId);
  if (page.kind === 'zoneRequired') return <ZoneRequired />;
  if (page.kind === 'off') return <NotFound />;
  if (page.kind === 'error') return <ErrorState error={page.error} onRetry={page.retry} />;
  if (page.kind === 'loading') return <PageSpinner />;
  return (
    <Container maxW="2xl" py="6">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('prescription.title')}
          </Heading>
          <Text color="fg.muted" dir="auto">
            {page.storeName}
          </Text>
        </Stack>
        <PrescriptionForm delivery={page.delivery} askContact={page.askContact} />
      </Stack>
    </Container>
  );
}
