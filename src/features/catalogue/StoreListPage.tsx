import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Redirect } from 'wouter';
import type { StoreListKind } from '@/api/catalogue-lists';
import { useStoredScope } from '@/platform/location-store';
import { StoreGrid } from './StoreGrid';
import { ZoneRequired } from './ZoneRequired';
import { useStoreList } from './use-catalogue';
import '@/i18n/texts/catalogue';

const TITLE_KEY = { latest: 'catalogue.latestStores', popular: 'catalogue.popularStores' } as const;

/** `/store/latest` and `/store/popular`: the module's newest or most ordered-from stores. */
export default function StoreListPage({ kind }: { kind: StoreListKind }) {
  const { t } = useTranslation();
  const place = useStoredScope();
  const stores = useStoreList(kind);
  if (!place.zoneIds) return <ZoneRequired />;
  if (!place.module) return <Redirect to="/home" replace />;
  const total = stores.data?.pages[0]?.total_size ?? 0;
  return (
    <Container maxW="6xl" py="4">
      <Heading as="h1" size="xl" mb="1">
        {t(TITLE_KEY[kind])}
      </Heading>
      <Text color="fg.muted" mb="4" minH="6">
        {stores.isSuccess ? t('home.storeCount', { count: total }) : null}
      </Text>
      <StoreGrid
        query={stores}
        stores={stores.data?.pages.flatMap((page) => page.stores) ?? []}
        emptyText={t('home.noStores')}
      />
    </Container>
  );
}
