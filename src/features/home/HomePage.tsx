import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { useConfig } from '@/app/use-config';
import { useHomeSearchQuery } from '@/app/url/home-search';
import { searchQueryPath } from '@/domain/search-url';
import { ErrorState } from '@/components/ErrorState';
import { StoreCard } from '@/components/StoreCard';
import { ModuleSelection } from '@/features/modules/ModuleSelection';
import { SearchResults } from '@/features/search/SearchResults';
import { OrderPlacedModal } from '@/features/orders/OrderPlacedModal';
import { useStoredPlace, type StoredModule } from '@/platform/location-store';
import { ModuleHome } from './ModuleHome';
import { useStores } from './use-stores';

/** `/home`: the module's landing; without a module, the module selection. */
export default function HomePage() {
  const place = useStoredPlace();
  const searchQuery = useHomeSearchQuery();
  if (!place.zoneIds) return <Redirect to="/" />;
  return (
    <Container maxW="6xl" py="4">
      {!place.module ? (
        <ModuleSelection />
      ) : searchQuery !== null ? (
        // Each query of the URL has its results flow: Back and Forward land on the same results.
        <SearchResults
          key={searchQueryPath(searchQuery)}
          query={searchQuery}
          module={place.module}
        />
      ) : (
        <ModuleHome
          module={place.module}
          stores={<ModuleStores zoneIds={place.zoneIds} module={place.module} />}
        />
      )}
      <OrderPlacedModal />
    </Container>
  );
}

function ModuleStores({ zoneIds, module }: { zoneIds: number[]; module: StoredModule }) {
  const { t } = useTranslation();
  const decimals = useConfig().data?.digit_after_decimal_point ?? 2;
  const stores = useStores(zoneIds, module.id);
  const list = stores.data?.pages.flatMap((page) => page.stores) ?? [];
  const total = stores.data?.pages[0]?.total_size ?? 0;

  return (
    <section aria-labelledby="stores-heading">
      <Heading as="h2" id="stores-heading" size="xl" mb="1">
        {t('home.sections.stores', { module: module.module_name })}
      </Heading>
      <Text color="fg.muted" mb="4">
        {stores.isSuccess ? t('home.storeCount', { count: total }) : ' '}
      </Text>
      {stores.isError ? (
        <ErrorState error={stores.error} onRetry={() => void stores.refetch()} />
      ) : stores.isPending ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="200px" borderRadius="lg" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Text py="8" textAlign="center">
          {t('home.noStores')}
        </Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {list.map((store) => (
              <StoreCard
                key={store.id}
                store={store}
                moduleType={module.module_type}
                decimals={decimals}
              />
            ))}
          </SimpleGrid>
          {stores.hasNextPage ? (
            <Center mt="6">
              <Button
                variant="outline"
                onClick={() => void stores.fetchNextPage()}
                loading={stores.isFetchingNextPage}
              >
                {t('common.loadMore')}
              </Button>
            </Center>
          ) : null}
        </>
      )}
    </section>
  );
}
