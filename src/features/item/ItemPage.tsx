import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { fetchItem } from '@/api/catalogue';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { useMoney } from '@/app/use-money';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { discountedPrice } from '@/domain/pricing';
import { useStoredPlace } from '@/platform/location-store';
import WishlistHeart from '@/features/wishlist/WishlistHeart';
import { ItemOptionsForm } from './ItemOptionsForm';

/** `/product/{slug or id}`: the item with its options (SPEC §2 item detail). */
export default function ItemPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const money = useMoney();
  const place = useStoredPlace();
  // A confirmed choice starts a fresh form, ready for the next one.
  const [round, setRound] = useState(0);
  const item = useQuery({
    queryKey: ['item', id, { zoneIds: place.zoneIds, moduleId: place.module?.id }],
    queryFn: ({ signal }) => fetchItem(id, signal),
    staleTime: CACHE_TIERS.catalogue,
  });

  if (item.isPending) return <PageSpinner />;
  if (item.isError) return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  const data = item.data;
  const price = discountedPrice(data);

  return (
    <Container maxW="5xl" py="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="start">
        <Box position="relative">
          <Image
            src={data.image_full_url ?? undefined}
            alt={data.name}
            borderRadius="lg"
            width="100%"
            aspectRatio={1}
            objectFit="cover"
            bg="bg.muted"
          />
          {data.discount > 0 ? (
            <Badge position="absolute" top="3" insetStart="3" colorPalette="red" size="lg">
              {data.discount_type === 'percent'
                ? t('item.percentOff', { value: data.discount })
                : t('item.amountOff', { value: money(data.discount) })}
            </Badge>
          ) : null}
          <Box position="absolute" top="3" insetEnd="3">
            <WishlistHeart wish={{ kind: 'item', entry: data }} name={data.name} />
          </Box>
        </Box>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {data.name}
            </Heading>
            {data.store_name ? (
              <Link href={`/store/${data.store_id}`}>
                <Text as="span" color="green.fg" textDecoration="underline">
                  {data.store_name}
                </Text>
              </Link>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              ★ {data.avg_rating.toFixed(1)} · {t('item.reviews', { count: data.rating_count })}
            </Text>
            <HStack gap="2">
              <Text fontSize="xl" fontWeight="bold">
                {money(price)}
              </Text>
              {price < data.price ? (
                <Text as="s" color="fg.muted">
                  {money(data.price)}
                </Text>
              ) : null}
            </HStack>
          </Stack>
          {data.description ? <Text>{data.description}</Text> : null}
          {data.is_prescription_required ? (
            <Text role="note" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
              {t('item.prescriptionNote')}
            </Text>
          ) : null}
          <ItemOptionsForm key={round} item={data} onConfirmed={() => setRound((n) => n + 1)} />
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
