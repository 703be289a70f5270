import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OrderSummary } from '@/api/schemas/order-history';
import { TrackingDrawer } from '@/app/feature-slots';
import { invalidateOrders } from '@/api/queries/orders';
import { useConnect } from '@/app/flow-actor';
import { useOrderTrackingFlow } from '@/app/flows/order-tracking';
import { rateAndReviewPath } from '@/app/url/order-urls';
import { isFinalStatus } from '@/domain/order-status';
import { useMoney } from '@/app/use-money';
import { ErrorState } from '@/components/ErrorState';
import { CancelOrderDialog } from './CancelOrderDialog';
import { RefundDialog } from './RefundDialog';
import { orderActionsOf } from './order-actions';
import { statusPaletteOf } from './order-status-palette';
import { useOrder, useOrderItems } from './use-orders';
import '@/i18n/texts/checkout';
import '@/i18n/texts/orders';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

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
            <Badge size="lg" colorPalette={statusPaletteOf(order.data.order_status)}>
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

function OrderItems({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const items = useOrderItems(orderId);
  return (
    <Stack as="section" aria-labelledby="order-items" gap="3">
      <Heading as="h2" size="lg" id="order-items">
        {t('myOrders.items')}
      </Heading>
      {items.isPending ? <Skeleton height="20" /> : null}
      {items.isError ? (
        <ErrorState error={items.error} onRetry={() => void items.refetch()} />
      ) : null}
      <Stack as="ul" listStyleType="none" gap="2">
        {(items.data ?? []).map((row) => (
          <HStack as="li" key={row.id} gap="3" borderWidth="1px" borderRadius="md" p="3">
            <Picture
              src={row.item_details.image_full_url ?? undefined}
              alt=""
              boxSize="48px"
              borderRadius="md"
              bg="bg.muted"
              objectFit="cover"
            />
            <Box flex="1" minW="0">
              <Text fontWeight="medium">
                <bdi>{row.item_details.name}</bdi>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('myOrders.quantityTimesPrice', {
                  quantity: row.quantity,
                  price: money(row.price),
                })}
              </Text>
            </Box>
            <Text fontWeight="bold" dir="ltr">
              {money(row.price * row.quantity)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

function OrderFacts({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const discount = (order.store_discount_amount ?? 0) + (order.coupon_discount_amount ?? 0);
  const lines: [string, number][] = [
    [t('myOrders.subtotal'), order.items_subtotal ?? 0],
    ...(discount > 0 ? [[t('myOrders.discount'), -discount] as [string, number]] : []),
    [t('myOrders.deliveryCharge'), order.delivery_charge ?? 0],
    [t('myOrders.tax'), order.total_tax_amount ?? 0],
    ...((order.dm_tips ?? 0) > 0
      ? [[t('myOrders.tips'), order.dm_tips ?? 0] as [string, number]]
      : []),
  ];
  const address = order.delivery_address;
  return (
    <Stack gap="6" direction={{ base: 'column', md: 'row' }}>
      <Stack as="section" aria-labelledby="order-summary" gap="2" flex="1">
        <Heading as="h2" size="lg" id="order-summary">
          {t('myOrders.summary')}
        </Heading>
        {order.created_at ? (
          <Text color="fg.muted">
            {new Intl.DateTimeFormat(i18n.language, DATE_TIME).format(new Date(order.created_at))}
          </Text>
        ) : null}
        {lines.map(([label, amount]) => (
          <HStack key={label} justify="space-between">
            <Text>{label}</Text>
            <Text dir="ltr">{amount < 0 ? `−${money(-amount)}` : money(amount)}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" borderTopWidth="1px" pt="2">
          <Text fontWeight="bold">{t('orders.total')}</Text>
          <Text fontWeight="bold" dir="ltr" data-testid="order-total">
            {money(order.order_amount)}
          </Text>
        </HStack>
      </Stack>
      <Stack gap="4" flex="1">
        <Stack as="section" aria-labelledby="order-payment" gap="1">
          <Heading as="h2" size="lg" id="order-payment">
            {t('myOrders.payment')}
          </Heading>
          <Text>
            {order.payment_method
              ? t(`checkout.method.${order.payment_method}`, {
                  defaultValue: order.payment_method,
                })
              : null}
          </Text>
          <Text color="fg.muted">
            {t(order.payment_status === 'paid' ? 'myOrders.paid' : 'myOrders.unpaid')}
          </Text>
        </Stack>
        {address ? (
          <Stack as="section" aria-labelledby="order-address" gap="1">
            <Heading as="h2" size="lg" id="order-address">
              {t('tracking.deliverTo')}
            </Heading>
            {address.contact_person_name ? (
              <Text>
                <bdi>{address.contact_person_name}</bdi>
              </Text>
            ) : null}
            {address.contact_person_number ? (
              <Text dir="ltr" alignSelf="start">
                {address.contact_person_number}
              </Text>
            ) : null}
            {address.address ? (
              <Text>
                <bdi>{address.address}</bdi>
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
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
