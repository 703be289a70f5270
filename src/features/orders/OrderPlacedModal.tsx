import { Button } from '@chakra-ui/react/button';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearch } from 'wouter';
import { useConnect } from '@/system/flow-actor';
import { useOrderOutcomeFlow } from '@/system/flows/order-outcome';
import { useAppSystem } from '@/system/app-system';
import { placedOrder } from '@/system/last-order';
import { TrackingDrawer } from '@/components/feature-slots';
import { useCartOwner } from '@/system/use-session';
import { useMoney } from '@/system/use-money';
import { connect } from './order-outcome.connect';
import '@/i18n/texts/orders';
import '@/i18n/texts/shared';

/** The guest order-placed modal of /home, driven by the query (order-outcome machine). */
export function OrderPlacedModal() {
  // Each query has its own flow (a placement arrives as a new query).
  const search = useSearch();
  return <OrderOutcome key={search} search={search} />;
}

function OrderOutcome({ search }: { search: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const outcome = useConnect(useOrderOutcomeFlow('home', search), connect);
  const system = useAppSystem();
  const guestId = useCartOwner().guestId;
  const [shownAt] = useState(() => new Date());
  const { orderId, totalAmount, close } = outcome;

  return (
    <>
      {/* Made only when open: every /home has this modal, few visitors see it. */}
      <Dialog.Root
        lazyMount
        unmountOnExit
        recipe={dialogSlotRecipe}
        open={outcome.isModalOpen}
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
                  {totalAmount !== null ? (
                    <Text>
                      {t('orders.total')}: <strong>{money(totalAmount)}</strong>
                    </Text>
                  ) : null}
                  <Text>
                    {t('orders.time')}:{' '}
                    {/* The page's first Intl formatter loads the browser's Intl data (about
                        15-20 ms): made only when the modal shows. */}
                    {outcome.isModalOpen ? shownAt.toLocaleString() : null}
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
                <Button
                  colorPalette="green"
                  onPointerEnter={TrackingDrawer.load}
                  onFocus={TrackingDrawer.load}
                  onClick={outcome.trackOrder}
                >
                  {t('orders.trackOrder')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {outcome.trackedOrderId !== null ? (
        <TrackingDrawer
          query={{
            orderId: outcome.trackedOrderId,
            guestId: guestId ?? undefined,
            contactNumber: placedOrder(system, outcome.trackedOrderId)?.contactNumber,
          }}
          onClose={close}
        />
      ) : null}
    </>
  );
}
