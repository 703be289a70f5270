import { Box } from '@chakra-ui/react/box';
import { cardSlotRecipe } from '@/components/slot-recipes';
import { Card } from '@chakra-ui/react/card';
import { HStack } from '@chakra-ui/react/stack';
import { Picture } from '@/components/Picture';
import { Text } from '@chakra-ui/react/text';
import { Badge } from '@chakra-ui/react/badge';
import { useId } from 'react';
import { WishlistHeart } from '@/components/feature-slots';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { prefetchStore } from '@/components/prefetch';
import { useQueryClient } from '@tanstack/react-query';
import type { Store } from '@/api/schemas/catalogue';
import { formatDistanceKm } from '@/domain/money';
import { totalItemsShown } from '@/domain/store-card';
import { ClosedOverlay } from './ClosedOverlay';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

type Props = { store: Store; moduleType: string; decimals: number };

/**
 * SPEC §2 store card: cover, name, address, rating, distance "From You" (not for food; the
 * provider gives metres; '1k+ km' past 1000 km), total items (SPEC §9).
 */
export function StoreCard({ store, moduleType, decimals }: Props) {
  const { t } = useTranslation();
  const path = `/store/${store.slug || store.id}`;
  const queryClient = useQueryClient();
  const intent = () => prefetchStore(queryClient, String(store.slug || store.id));
  const closed = store.open === false || store.active === false;
  const closedId = useId();
  return (
    <Card.Root
      recipe={cardSlotRecipe}
      overflow="hidden"
      position="relative"
      _hover={{ boxShadow: 'md' }}
    >
      <Box position="relative">
        <Picture
          src={store.cover_photo_full_url ?? undefined}
          alt=""
          height="120px"
          width="100%"
          objectFit="cover"
          bg="bg.muted"
        />
        {closed ? <ClosedOverlay id={closedId} /> : null}
        <Box position="absolute" top="2" insetEnd="2">
          <WishlistHeart wish={{ kind: 'store', entry: store }} name={store.name} />
        </Box>
      </Box>
      <Card.Body gap="1" p="3">
        <HStack gap="2">
          <Picture
            src={store.logo_full_url ?? undefined}
            alt=""
            boxSize="36px"
            borderRadius="full"
            bg="bg.muted"
          />
          <Link
            href={path}
            onPointerEnter={intent}
            onFocus={intent}
            className="store-link"
            // The link is what a screen reader lands on: it tells the store is closed too.
            aria-describedby={closed ? closedId : undefined}
          >
            <Text
              as="span"
              fontWeight="semibold"
              _after={{ content: '""', position: 'absolute', inset: 0 }}
            >
              {store.name}
            </Text>
          </Link>
        </HStack>
        {store.address ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {store.address}
          </Text>
        ) : null}
        <HStack gap="2" fontSize="sm" flexWrap="wrap">
          <Badge
            colorPalette="orange"
            aria-label={t('store.ratingLabel', { rating: store.avg_rating.toFixed(1) })}
          >
            ★ {store.avg_rating.toFixed(1)}
          </Badge>
          {store.delivery_time ? (
            <Text color="fg.muted">{t('store.deliveryTime', { time: store.delivery_time })}</Text>
          ) : null}
          {moduleType !== 'food' && store.distance != null ? (
            <Text color="fg.muted">
              {t('store.fromYou', { distance: formatDistanceKm(store.distance / 1000, decimals) })}
            </Text>
          ) : null}
          {store.total_items != null && store.total_items > 0 ? (
            <Text color="fg.muted">
              {totalItemsShown(store.total_items).more
                ? t('cards.totalItemsMore', { count: totalItemsShown(store.total_items).count })
                : t('cards.totalItems', { count: store.total_items })}
            </Text>
          ) : null}
          {store.free_delivery ? (
            <Badge colorPalette="green">{t('store.freeDelivery')}</Badge>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
