import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { StoreDetails } from '@/api/schemas/store-page';
import type { connect } from './store-page.connect';
import '@/i18n/texts/catalogue';

type Facts = ReturnType<typeof connect>['facts'];

/** The store's cover, logo, name and details: address, rating, delivery time, open or closed. */
export function StoreHeader({ store, facts }: { store: StoreDetails; facts: Facts }) {
  const { t } = useTranslation();
  return (
    <Box mb="6">
      <Box borderRadius="lg" overflow="hidden" mb="4">
        <Picture
          src={store.cover_photo_full_url ?? undefined}
          priority
          alt=""
          height={{ base: '120px', md: '200px' }}
          width="100%"
          objectFit="cover"
          bg="bg.muted"
        />
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
        <Stack gap="1" minWidth="0">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size="xl" dir="auto">
              {store.name}
            </Heading>
            <Badge colorPalette={facts.isOpen ? 'green' : 'red'} variant="solid">
              {facts.isOpen ? t('store.openNow') : t('store.closedNow')}
            </Badge>
          </HStack>
          {facts.address ? (
            <Text color="fg.muted" dir="auto">
              {facts.address}
            </Text>
          ) : null}
          <HStack gap="4" fontSize="sm" color="fg.muted" flexWrap="wrap">
            <Text aria-label={t('store.ratingLabel', { rating: facts.rating })}>
              {t('store.ratingWithCount', { rating: facts.rating, count: facts.ratingCount })}
            </Text>
            {facts.deliveryTime ? (
              <Text>{t('store.deliveryTime', { time: facts.deliveryTime })}</Text>
            ) : null}
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
