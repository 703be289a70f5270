import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Picture } from '@/components/Picture';
import { Text } from '@chakra-ui/react/text';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import type { TrackedOrder } from '@/api/schemas/orders';
import { useMoney } from '@/system/use-money';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { SideDrawer } from '@/components/SideDrawer';
import { courierChatPath } from '@/domain/chat';
import { TRACKING_STEPS } from '@/domain/order-status';
import { OfflineMap, type MapMarker } from '@/features/location';
import type { TrackingQuery } from '@machines/order-tracking.machine';
import { useConnect } from '@/system/flow-actor';
import { useOrderTrackingFlow } from '@/system/flows/order-tracking';
import { connect } from './order-tracking.connect';
import '@/i18n/texts/orders';

/** The order tracking drawer: order id, four-step progress, total, delivery man (SPEC §2). */
export default function TrackingDrawer({
  query,
  onClose,
}: {
  query: TrackingQuery;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const tracking = useConnect(useOrderTrackingFlow(query), connect);
  const order = tracking.order;
  const deliveryPoint = pointOf(
    order?.delivery_address?.latitude,
    order?.delivery_address?.longitude,
  );

  return (
    <SideDrawer open title={t('tracking.title', { id: query.orderId })} onClose={onClose}>
      {tracking.isNotFound ? (
        <Stack role="alert" align="center" py="10" gap="3" textAlign="center">
          <Text fontWeight="semibold">{t('tracking.notFound')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('tracking.notFoundHint')}
          </Text>
          <Button variant="outline" onClick={onClose}>
            {t('tracking.checkOrder')}
          </Button>
        </Stack>
      ) : tracking.failure ? (
        <ErrorState error={tracking.failure.error} onRetry={tracking.retry} />
      ) : !order ? (
        <PageSpinner />
      ) : (
        <Stack gap="5">
          <Box
            as="ol"
            aria-label={t('tracking.progress')}
            aria-busy={tracking.isRefreshing}
            listStyleType="none"
          >
            {TRACKING_STEPS.map((step, index) => {
              const reached = tracking.step >= index + 1;
              const current = tracking.step === index + 1;
              return (
                <HStack
                  as="li"
                  key={step}
                  gap="3"
                  py="2"
                  aria-current={current ? 'step' : undefined}
                >
                  <Box
                    boxSize="28px"
                    borderRadius="full"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    fontWeight="bold"
                    bg={reached ? 'green.solid' : 'bg.muted'}
                    color={reached ? 'green.contrast' : 'fg.muted'}
                    aria-hidden="true"
                  >
                    {reached ? '✓' : index + 1}
                  </Box>
                  <Text
                    fontWeight={current ? 'bold' : 'normal'}
                    color={reached ? 'fg' : 'fg.muted'}
                  >
                    {t(`tracking.steps.${step}`)}
                  </Text>
                </HStack>
              );
            })}
          </Box>
          <Stack gap="1">
            <Text data-testid="tracking-status" aria-live="polite">
              {t('orders.status')}:{' '}
              {t(`orderStatus.${order.order_status}`, { defaultValue: order.order_status })}
            </Text>
            {tracking.isFollowing ? (
              <Text data-testid="tracking-mode" fontSize="sm" color="fg.muted">
                {t(tracking.isLive ? 'tracking.live' : 'tracking.polling')}
              </Text>
            ) : null}
          </Stack>
          <HStack justify="space-between">
            <Text>{t('orders.total')}</Text>
            <Text fontWeight="bold">{money(order.order_amount)}</Text>
          </HStack>
          {deliveryPoint ? (
            <OfflineMap
              centre={deliveryPoint}
              zones={[]}
              markers={markersOf(order, t)}
              label={t('tracking.mapLabel')}
              height="220px"
              pixelsPerDegree={12_000}
            />
          ) : null}
          {order.delivery_address?.address ? (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('tracking.deliverTo')}
              </Text>
              <Text>{order.delivery_address.address}</Text>
            </Box>
          ) : null}
          {order.delivery_man ? (
            <HStack
              role="group"
              aria-label={t('tracking.deliveryMan')}
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="3"
            >
              <Picture
                src={order.delivery_man.image_full_url ?? undefined}
                alt=""
                boxSize="48px"
                borderRadius="full"
                bg="bg.muted"
              />
              <Box flex="1">
                <Text fontWeight="semibold">
                  {order.delivery_man.f_name} {order.delivery_man.l_name ?? ''}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('tracking.deliveryMan')}
                  {order.delivery_man.avg_rating != null
                    ? ` · ★ ${order.delivery_man.avg_rating.toFixed(1)}`
                    : ''}
                </Text>
              </Box>
              {order.delivery_man.phone ? (
                <Button asChild size="sm" variant="outline">
                  <a href={`tel:${order.delivery_man.phone}`}>{t('tracking.call')}</a>
                </Button>
              ) : null}
              <Button asChild size="sm" variant="outline">
                <Link href={courierChatPath(order.delivery_man.id)}>{t('chat.withCourier')}</Link>
              </Button>
            </HStack>
          ) : null}
        </Stack>
      )}
    </SideDrawer>
  );
}

function pointOf(lat: number | null | undefined, lng: number | null | undefined) {
  return lat != null && lng != null && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : null;
}

/** The store and, once assigned, the courier, around the delivery address (the centre pin). */
function markersOf(order: TrackedOrder, t: TFunction): MapMarker[] {
  const markers: MapMarker[] = [];
  const store = pointOf(order.store?.latitude, order.store?.longitude);
  if (store)
    markers.push({ id: 'store', position: store, label: t('tracking.store'), color: '#2563eb' });
  const courier = pointOf(order.delivery_man?.lat, order.delivery_man?.lng);
  if (courier)
    markers.push({
      id: 'courier',
      position: courier,
      label: t('tracking.deliveryMan'),
      color: '#15803d',
    });
  return markers;
}
