import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import type { StoreDetails } from '@/api/schemas/store-page';
import { WishlistHeart } from '@/app/feature-slots';
import { useMoney } from '@/app/use-money';
import type { connect } from './store-page.connect';
import { ClosedOverlay } from '@/components/ClosedOverlay';
import '@/i18n/texts/catalogue';

type Facts = ReturnType<typeof connect>['facts'];

/**
 * The store's cover ('CLOSED NOW' over it when closed or switched off), logo, name, the
 * wishlist heart, and its details: address, rating, delivery time and fee, minimum order, open
 * or closed with today's hours.
 */
export function StoreHeader({ store, facts }: { store: StoreDetails; facts: Facts }) {
  const { t } = useTranslation();
  const money = useMoney();
  const hours = facts.hoursToday.map((span) => `${span.opens}–${span.closes}`).join(', ');
  return (
    <Box mb="6">
      <Box borderRadius="lg" overflow="hidden" mb="4" position="relative">
        <Picture
          src={store.cover_photo_full_url ?? undefined}
          priority
          alt=""
          height={{ base: '120px', md: '200px' }}
          width="100%"
          objectFit="cover"
          bg="bg.muted"
        />
        {facts.isOpen ? null : (
          // The header's facts say it in words too: the overlay is only what the eye sees.
          <ClosedOverlay fontSize={{ base: 'lg', md: '2xl' }} aria-hidden="true" />
        )}
      </Box>
      <HStack gap="4" align="center">
        <Picture
          src={store.logo_full_url ?? undefined}
          priority
          alt=""
          boxSize="64px"
          borderRadius="full"
          bg="bg.muted"
          flexShrink="0"
        />
        <Stack gap="1" minWidth="0" flex="1">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size="xl" dir="auto">
              {store.name}
            </Heading>
            <Badge colorPalette={facts.isOpen ? 'green' : 'red'} variant="solid">
              {facts.isOpen ? t('store.openNow') : t('store.closedNow')}
            </Badge>
            <WishlistHeart wish={{ kind: 'store', entry: store }} name={store.name} />
          </HStack>
          {facts.address ? (
            <Text color="fg.muted" dir="auto">
              {facts.address}
            </Text>
          ) : null}
          <HStack columnGap="4" rowGap="1" fontSize="sm" color="fg.muted" flexWrap="wrap">
            <Text aria-label={t('store.ratingLabel', { rating: facts.rating })}>
              {t('store.ratingWithCount', { rating: facts.rating, count: facts.ratingCount })}
            </Text>
            {facts.deliveryTime ? (
              <Text>{t('store.deliveryTime', { time: facts.deliveryTime })}</Text>
            ) : null}
            {facts.deliveryFee === null ? null : (
              <Text>
                {facts.deliveryFee === 0
                  ? t('store.freeDeliveryFee')
                  : t('store.deliveryFee', { fee: money(facts.deliveryFee) })}
              </Text>
            )}
            {facts.minimumOrder === null ? null : (
              <Text>{t('store.minimumOrder', { amount: money(facts.minimumOrder) })}</Text>
            )}
            <Text>{hours === '' ? t('store.closedToday') : t('store.hoursToday', { hours })}</Text>
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
