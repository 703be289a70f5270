import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'wouter';
import { AccessGate } from '@/features/account';
import { ErrorState } from '@/components/ErrorState';
import { NotFound } from '@/components/NotFound';
import { ACCESS_RULES } from '@/domain/access';
import { parseOrderId } from '@/domain/phone';
import { ReviewForm } from './ReviewForm';
import { useOrder, useOrderItems } from './use-orders';
import '@/i18n/texts/orders';
import '@/i18n/texts/shared';

/** `/rate-and-review/{orderId}`: each item's rating (with photos) and the courier's, with comments. */
export default function RateAndReviewPage() {
  const orderId = parseOrderId(useParams<{ orderId: string }>().orderId ?? '');
  if (orderId === null) return <NotFound />;
  return (
    <AccessGate rule={ACCESS_RULES.orders}>
      <RateAndReview orderId={orderId} />
    </AccessGate>
  );
}

function RateAndReview({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  const items = useOrderItems(orderId);
  const courier = order.data?.delivery_man;
  const failed = order.isError ? order : items.isError ? items : null;
  return (
    <Container maxW="3xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        {t('review.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('tracking.title', { id: orderId })}
      </Text>
      {failed ? <ErrorState error={failed.error} onRetry={() => void failed.refetch()} /> : null}
      {order.isPending || items.isPending ? <Skeleton height="48" /> : null}
      {order.data && order.data.order_status !== 'delivered' ? (
        <Text role="status">{t('review.notDelivered')}</Text>
      ) : null}
      {order.data?.order_status === 'delivered' && items.data ? (
        <Stack gap="4">
          {items.data
            .filter((row) => row.item_id != null)
            .map((row) => (
              <ReviewForm
                key={row.id}
                title={<bdi>{row.item_details.name}</bdi>}
                name={row.item_details.name}
                reviewed={row.is_reviewed === 1}
                withPhotos
                target={{ kind: 'item', orderId, itemId: row.item_id ?? 0 }}
              />
            ))}
          {courier ? (
            <ReviewForm
              title={t('review.courier', {
                name: `${courier.f_name} ${courier.l_name ?? ''}`.trim(),
              })}
              name={t('tracking.deliveryMan')}
              reviewed={false}
              target={{ kind: 'courier', orderId, deliveryManId: courier.id }}
            />
          ) : null}
        </Stack>
      ) : null}
    </Container>
  );
}
