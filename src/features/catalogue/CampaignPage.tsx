import { campaignIdOf } from '@/domain/catalogue-url';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Redirect, useParams } from 'wouter';
import { useConfig } from '@/system/use-config';
import { ErrorState } from '@/components/ErrorState';
import { zonedInstant } from '@/domain/countdown';
import { useStoredScope } from '@/platform/location-store';
import { CampaignItemsSection } from '@/features/home';
import { CampaignCountdown } from './CampaignCountdown';
import { StoreGrid } from './StoreGrid';
import { ZoneRequired } from './ZoneRequired';
import { useCampaign } from './use-catalogue';
import '@/i18n/texts/catalogue';

/** `/campaigns/{id}`: the campaign's banner, its countdown, and the stores taking part. */
export default function CampaignPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const place = useStoredScope();
  const campaignId = campaignIdOf(id);
  const campaign = useCampaign(campaignId);
  const timeZone = useConfig().data?.timezone ?? 'Asia/Dhaka';
  if (!place.zoneIds) return <ZoneRequired />;
  if (!place.module) return <Redirect to="/home" replace />;
  if (campaign.isError)
    return <ErrorState error={campaign.error} onRetry={() => void campaign.refetch()} />;
  if (campaign.isPending)
    return (
      <Container maxW="6xl" py="4">
        <Stack gap="4" aria-busy="true">
          <Skeleton height={{ base: '140px', md: '240px' }} borderRadius="lg" />
          <Skeleton height="36px" width="280px" />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height="200px" borderRadius="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    );
  const data = campaign.data;
  const endsAt = zonedInstant(data.end_date, data.end_time, timeZone);
  return (
    <Container maxW="6xl" py="4">
      <Stack gap="4">
        <Picture
          src={data.image_full_url ?? undefined}
          alt=""
          priority
          height={{ base: '140px', md: '240px' }}
          width="100%"
          objectFit="cover"
          borderRadius="lg"
          bg="bg.muted"
        />
        <Heading as="h1" size="xl" dir="auto">
          {data.title}
        </Heading>
        {data.description ? (
          <Text color="fg.muted" dir="auto">
            {data.description}
          </Text>
        ) : null}
        {endsAt !== null ? <CampaignCountdown key={endsAt} endsAt={endsAt} /> : null}
        <Heading as="h2" size="lg">
          {t('catalogue.campaignStores')}
        </Heading>
        <StoreGrid query={campaign} stores={data.stores} emptyText={t('home.noStores')} />
        <CampaignItemsSection storeIds={data.stores.map((store) => store.id)} />
      </Stack>
    </Container>
  );
}
