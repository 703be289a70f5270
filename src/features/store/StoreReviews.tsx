import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorState } from '@/components/ErrorState';
import { Picture } from '@/components/Picture';
import { useStoreReviews } from './use-store-page';
import '@/i18n/texts/catalogue';

/** How many of the provider's reviews (newest first) the page shows. */
const SHOWN_REVIEWS = 6;

/** The store's reviews (`stores/reviews`): rating, reviewer, item, comment and photos. */
export function StoreReviews({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const reviews = useStoreReviews(storeId);
  return (
    <Box as="section" aria-labelledby="store-reviews-heading" mt="10">
      <Heading as="h2" id="store-reviews-heading" size="lg" mb="3">
        {t('store.reviews')}
      </Heading>
      {reviews.isError ? (
        <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : reviews.isPending ? (
        <Skeleton height="80px" borderRadius="lg" />
      ) : reviews.data.length === 0 ? (
        <Text color="fg.muted">{t('store.noReviews')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {reviews.data.slice(0, SHOWN_REVIEWS).map((review) => (
            <Box as="li" key={review.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel">
              <HStack gap="3" flexWrap="wrap" fontSize="sm">
                <Text
                  fontWeight="semibold"
                  aria-label={t('store.ratingLabel', { rating: review.rating })}
                >
                  {t('store.stars', { rating: review.rating })}
                </Text>
                <Text dir="auto">
                  {[review.customer?.f_name, review.customer?.l_name].filter(Boolean).join(' ') ||
                    t('store.customer')}
                </Text>
                {review.item_name ? (
                  <Text color="fg.muted" dir="auto">
                    {review.item_name}
                  </Text>
                ) : null}
              </HStack>
              {review.comment ? (
                <Text mt="1" dir="auto">
                  {review.comment}
                </Text>
              ) : null}
              {review.attachment_full_url.length > 0 ? (
                <HStack gap="2" mt="2" wrap="wrap">
                  {review.attachment_full_url.map((url, index) => (
                    <Picture
                      key={url}
                      src={url}
                      alt={t('store.reviewPhoto', { number: index + 1 })}
                      boxSize="72px"
                      objectFit="cover"
                      borderRadius="md"
                    />
                  ))}
                </HStack>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
