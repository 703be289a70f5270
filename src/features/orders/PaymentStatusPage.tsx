import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Dialog } from '@chakra-ui/react/dialog';
import { Heading } from '@chakra-ui/react/heading';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { lookupZone } from '@/api/location';
import { sessionActor } from '@/app/session';
import { PageSpinner } from '@/components/PageSpinner';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { placedOrderId } from '@/domain/guest-order-token';
import { readLatLng } from '@/platform/location-store';
import { useFailedPayment } from './use-failed-payment';

/**
 * `/payment-status`: where the payment gateway returns. A success shows the order-placed modal
 * on /home; a failure shows the failed-payment screen (SPEC §2).
 */
export default function PaymentStatusPage() {
  const params = new URLSearchParams(useSearch());
  const orderId = placedOrderId(params);
  const guestId = useSelector(sessionActor, (s) => s.context.guestId);
  const point = readLatLng();
  // SPEC §4: Switch to Cash On Delivery only where the zone takes cash.
  const zone = useQuery({
    queryKey: ['zone', point],
    queryFn: () => lookupZone(point ?? { lat: 0, lng: 0 }),
    enabled: point !== null && params.get('status') !== 'success',
    retry: false,
  });

  if (orderId === null) return <Redirect to="/home" />;
  if (params.get('status') === 'success') {
    const total = params.get('total') ?? params.get('totalAmount') ?? '';
    return (
      <Redirect to={`/home?status=success&order_id=${orderId}&totalAmount=${total}`} replace />
    );
  }
  if (point !== null && zone.isPending) return <PageSpinner />;
  return (
    <FailedPayment
      orderId={orderId}
      guestId={guestId}
      cashOnDeliveryAllowed={zone.data?.cashOnDelivery ?? false}
    />
  );
}

function FailedPayment(props: {
  orderId: number;
  guestId: string | null;
  cashOnDeliveryAllowed: boolean;
}) {
  const { t } = useTranslation();
  const failed = useFailedPayment(props);
  return (
    <Container maxW="lg" py="16">
      <Stack align="center" textAlign="center" gap="5" role="alert">
        <Heading as="h1" size="xl">
          {t('failedPayment.title')}
        </Heading>
        <Button variant="outline" onClick={failed.backToHome}>
          {t('failedPayment.backToHome')}
        </Button>
      </Stack>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open={failed.dialogOpen}
        role="alertdialog"
        size="sm"
        closeOnInteractOutside={false}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('failedPayment.confirm')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Footer flexWrap="wrap">
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={failed.cancelOrder}
                  loading={failed.canceling}
                >
                  {t('failedPayment.cancelOrder')}
                </Button>
                {failed.canSwitch ? (
                  <Button
                    colorPalette="green"
                    onClick={failed.switchToCod}
                    loading={failed.switching}
                  >
                    {t('failedPayment.switchToCod')}
                  </Button>
                ) : null}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Container>
  );
}
