import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Dialog } from '@chakra-ui/react/dialog';
import { Heading } from '@chakra-ui/react/heading';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from '@/i18n/use-translation';
import { useSearch } from 'wouter';
import { useCartOwner } from '@/system/use-session';
import { PageSpinner } from '@/components/PageSpinner';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { connect as connectOutcome } from './order-outcome.connect';
import { useOrderOutcomeFlow } from '@/system/flows/order-outcome';
import { useConnect } from '@/system/flow-actor';
import { useCashOnDeliverySwitch, useFailedPaymentFlow } from '@/system/flows/failed-payment';
import { connect } from './failed-payment.connect';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/checkout';

/**
 * `/payment-status`: where the payment gateway returns. A success shows the order-placed modal
 * on /home; a failure shows the failed-payment screen (SPEC §2), order-outcome machine.
 */
export default function PaymentStatusPage() {
  const search = useSearch();
  const outcome = useConnect(useOrderOutcomeFlow('gateway', search), connectOutcome);
  const guestId = useCartOwner().guestId;
  // SPEC §4: Switch to Cash On Delivery only where the zone takes cash (null: still asking).
  const cashOnDeliveryAllowed = useCashOnDeliverySwitch(outcome.isPaymentFailed);
  if (!outcome.isPaymentFailed || outcome.orderId === null || cashOnDeliveryAllowed === null)
    return <PageSpinner />;
  return (
    <FailedPayment
      orderId={outcome.orderId}
      guestId={guestId}
      cashOnDeliveryAllowed={cashOnDeliveryAllowed}
    />
  );
}

function FailedPayment(props: {
  orderId: number;
  guestId: string | null;
  cashOnDeliveryAllowed: boolean;
}) {
  const { t } = useTranslation();
  const failed = useConnect(useFailedPaymentFlow(props), connect);
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
        open={failed.isDialogOpen}
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
                <BusyButton
                  variant="outline"
                  colorPalette="red"
                  onClick={failed.cancelOrder}
                  busy={failed.isCanceling}
                >
                  {t('failedPayment.cancelOrder')}
                </BusyButton>
                {failed.canSwitch ? (
                  <BusyButton
                    colorPalette="green"
                    onClick={failed.switchToCashOnDelivery}
                    busy={failed.isSwitching}
                  >
                    {t('failedPayment.switchToCod')}
                  </BusyButton>
                ) : null}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Container>
  );
}
