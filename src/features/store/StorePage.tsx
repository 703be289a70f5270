import { Box } from '@chakra-ui/react/box';
import { nextPageOf } from '@/api/pagination';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useParams } from 'wouter';
import { fetchStore, fetchStoreItems } from '@/api/catalogue';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { useConfig } from '@/app/use-config';
import { ErrorState } from '@/components/ErrorState';
import { ItemCard } from '@/components/ItemCard';
import { PageSpinner } from '@/components/PageSpinner';
import { useAddToCart } from '@/app/use-add-to-cart';
import { useStoredPlace } from '@/platform/location-store';
import { rememberVisitedStore } from '@/platform/visited-stores';

/** `/store/{slug or id}`: the store's header and its items. */
export default function StorePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const place = useStoredPlace();
  const config = useConfig().data;
  const store = useQuery({
    queryKey: ['store', id, { zoneIds: place.zoneIds }],
    queryFn: ({ signal }) => fetchStore(id, signal),
    staleTime: CACHE_TIERS.catalogue,
    enabled: place.zoneIds !== null,
  });
  const storeId = store.data?.id;
  // SPEC §2: the home's "visit again" row remembers the stores visited.
  const visited = store.data;
  useEffect(() => {
    if (visited) rememberVisitedStore(visited);
  }, [visited]);
  const items = useInfiniteQuery({
    queryKey: ['store-items', storeId, { moduleId: place.module?.id }],
    queryFn: ({ pageParam, signal }) => fetchStoreItems(storeId as number, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf(
      (page: { products: unknown[]; total_size: number }) => page.products,
    ),
    enabled: storeId !== undefined,
    staleTime: CACHE_TIERS.catalogue,
  });
  const cart = useAddToCart();

  if (!place.zoneIds) return <Redirect to="/" />;
  if (store.isPending) return <PageSpinner />;
  if (store.isError) return <ErrorState error={store.error} onRetry={() => void store.refetch()} />;

  const list = items.data?.pages.flatMap((page) => page.products) ?? [];
  return (
    <Container maxW="6xl" py="4">
      <Box borderRadius="lg" overflow="hidden" position="relative" mb="4">
        <Image
          src={store.data.cover_photo_full_url ?? undefined}
          alt=""
          height={{ base: '120px', md: '200px' }}
          width="100%"
          objectFit="cover"
          bg="bg.muted"
        />
      </Box>
      <HStack gap="4" align="center" mb="6">
        <Image
          src={store.data.logo_full_url ?? undefined}
          alt=""
          boxSize="64px"
          borderRadius="full"
          bg="bg.muted"
        />
        <Stack gap="0">
          <Heading as="h1" size="xl">
            {store.data.name}
          </Heading>
          {store.data.address ? <Text color="fg.muted">{store.data.address}</Text> : null}
          <Text fontSize="sm" color="fg.muted">
            ★ {store.data.avg_rating.toFixed(1)}
            {store.data.delivery_time
              ? ` · ${t('store.deliveryTime', { time: store.data.delivery_time })}`
              : ''}
          </Text>
        </Stack>
      </HStack>
      {place.module?.module_type === 'pharmacy' && config?.prescription_order_status ? (
        <Button asChild colorPalette="green" variant="outline" mb="6">
          <Link href={`/prescription-order/${store.data.id}`}>{t('prescription.orderButton')}</Link>
        </Button>
      ) : null}
      <Heading as="h2" size="lg" mb="3">
        {t('store.items')}
      </Heading>
      {items.isError ? (
        <ErrorState error={items.error} onRetry={() => void items.refetch()} />
      ) : items.isPending ? (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="240px" borderRadius="lg" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Text py="8" textAlign="center">
          {t('store.noItems')}
        </Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4">
            {list.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                adding={cart.addingItemId === item.id}
                inCart={cart.quantityInCart(item.id)}
                onAdd={() => cart.add(item)}
              />
            ))}
          </SimpleGrid>
          {items.hasNextPage ? (
            <Center mt="6">
              <Button
                variant="outline"
                onClick={() => void items.fetchNextPage()}
                loading={items.isFetchingNextPage}
              >
                {t('common.loadMore')}
              </Button>
            </Center>
          ) : null}
        </>
      )}
    </Container>
  );
}
