import { Button } from '@chakra-ui/react/button';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useSelector } from '@xstate/react';
import { sessionActor } from '@/app/session';
import { useMoney } from '@/app/use-money';
import { placedOrderId } from '@/domain/guest-order-token';
import { placedOrder } from './last-order';

const TrackingDrawer = lazy(() => import('@/features/tracking/TrackingDrawer'));

/** The guest order-placed modal, driven by the query (status, order_id or token, totalAmount). */
export function OrderPlacedModal() {
  const { t } = useTranslation();
  const money = useMoney();
  const params = new URLSearchParams(useSearch());
  const guestId = useSelector(sessionActor, (s) => s.context.guestId);
  const [tracking, setTracking] = useState<number | null>(null);
  const [shownAt] = useState(() => new Date());
  const orderId = placedOrderId(params);
  const success =
    params.get('status') === 'success' && !['fail', 'cancel'].includes(params.get('flag') ?? '');
  const open = orderId !== null && success && tracking === null;
  const total = Number(params.get('totalAmount') ?? params.get('total'));
  const close = () => navigate('/home', { replace: true });

  return (
    <>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open={open}
        onOpenChange={(details) => (details.open ? undefined : close())}
        size="sm"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('orders.placedTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="2">
                  <Dialog.Description>{t('orders.rememberOrderId')}</Dialog.Description>
                  <Text>
                    {t('orders.orderNumber')}:{' '}
                    <strong data-testid="placed-order-id">{orderId}</strong>
                  </Text>
                  {Number.isFinite(total) && total > 0 ? (
                    <Text>
                      {t('orders.total')}: <strong>{money(total)}</strong>
                    </Text>
                  ) : null}
                  <Text>
                    {t('orders.time')}: {shownAt.toLocaleString()}
                  </Text>
                  <Text>
                    {t('orders.status')}: {t('orderStatus.pending')}
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t('common.close')}
                </Button>
                <Button colorPalette="green" onClick={() => setTracking(orderId)}>
                  {t('orders.trackOrder')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Suspense fallback={null}>
        {tracking !== null ? (
          <TrackingDrawer
            query={{
              orderId: tracking,
              guestId: guestId ?? undefined,
              contactNumber: placedOrder(tracking)?.contactNumber,
            }}
            onClose={() => {
              setTracking(null);
              close();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
