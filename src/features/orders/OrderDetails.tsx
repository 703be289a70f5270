import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { TrackingDrawer } from '@/components/feature-slots';
import { invalidateOrders } from '@/api/queries/orders';
import { useConnect } from '@/system/flow-actor';
import { useOrderTrackingFlow } from '@/system/flows/order-tracking';
import { rateAndReviewPath } from '@/system/url/order-urls';
import { isFinalStatus } from '@/domain/order-status';
import { ErrorState } from '@/components/ErrorState';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderFacts } from './OrderFacts';
import { OrderItems } from './OrderItems';
import { RefundDialog } from './RefundDialog';
import { orderActionsOf } from './order-actions';
import { statusPaletteOf } from './order-status-palette';
import { useOrder } from './use-orders';
import '@/i18n/texts/checkout';
import '@/i18n/texts/orders';

type Open = 'none' | 'tracking' | 'cancel' | 'refund';

/** One order: items, totals, status, address, payment; Track Order, Cancel, Refund, Review. */
export default function OrderDetails({ orderId, backHref }: { orderId: number; backHref: string }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  const [open, setOpen] = useState<Open>('none');
  const close = useCallback(() => setOpen('none'), []);
  const actions = order.data ? orderActionsOf(order.data.order_status) : null;

  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Link href={backHref} asChild>
          <Button as="a" variant="ghost" alignSelf="start" size="sm">
            {t('myOrders.backToOrders')}
          </Button>
        </Link>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            {t('tracking.title', { id: orderId })}
          </Heading>
          {order.data ? (
            // A status: its changes (the order stream's) are read out.
            <Badge role="status" size="lg" colorPalette={statusPaletteOf(order.data.order_status)}>
              {t(`orderStatus.${order.data.order_status}`, {
                defaultValue: order.data.order_status,
              })}
            </Badge>
          ) : null}
        </HStack>
        {order.isError ? (
          <ErrorState
            error={order.error}
            onRetry={() => void order.refetch()}
            wayOn={{ href: backHref, label: t('myOrders.backToOrders') }}
          />
        ) : null}
        {order.isPending ? <Skeleton height="64" /> : null}
        {order.data && actions ? (
          <>
            <HStack gap="3" wrap="wrap">
              <Button
                colorPalette="green"
                onPointerEnter={TrackingDrawer.load}
                onFocus={TrackingDrawer.load}
                onClick={() => setOpen('tracking')}
              >
                {t('orders.trackOrder')}
              </Button>
              {actions.canCancel ? (
                <Button variant="outline" colorPalette="red" onClick={() => setOpen('cancel')}>
                  {t('myOrders.cancelOrder')}
                </Button>
              ) : null}
              {actions.canRefund ? (
                <Button variant="outline" onClick={() => setOpen('refund')}>
                  {t('myOrders.requestRefund')}
                </Button>
              ) : null}
              {actions.canReview ? (
                <Link href={rateAndReviewPath(orderId)} asChild>
                  <Button as="a" variant="outline">
                    {t('myOrders.review')}
                  </Button>
                </Link>
              ) : null}
            </HStack>
            {order.data.cancellation_reason ? (
              <Text color="fg.muted">
                {t('myOrders.cancellationReason')}: <bdi>{order.data.cancellation_reason}</bdi>
              </Text>
            ) : null}
            <OrderItems orderId={orderId} />
            <OrderFacts order={order.data} />
          </>
        ) : null}
      </Stack>
      {open === 'cancel' ? <CancelOrderDialog orderId={orderId} onClose={close} /> : null}
      {open === 'refund' ? <RefundDialog orderId={orderId} onClose={close} /> : null}
      {open === 'tracking' ? <TrackingDrawer query={{ orderId }} onClose={close} /> : null}
      {/* The drawer follows the order itself (and refreshes this page on a new status). */}
      {order.data && open !== 'tracking' && !isFinalStatus(order.data.order_status) ? (
        <FollowOrder orderId={orderId} shownStatus={order.data.order_status} />
      ) : null}
    </Container>
  );
}

/**
 * The order as it changes (the provider's stream, or SPEC's 10-second poll while it is down): a
 * status other than the one shown refreshes the page's order (status, actions) and the lists.
 */
function FollowOrder({ orderId, shownStatus }: { orderId: number; shownStatus: string }) {
  const client = useQueryClient();
  const tracking = useOrderTrackingFlow({ orderId });
  const status = useConnect(tracking, (snapshot) => snapshot.context.order?.order_status);
  useEffect(() => {
    if (status !== undefined && status !== shownStatus) void invalidateOrders(client);
  }, [client, status, shownStatus]);
  return null;
}
