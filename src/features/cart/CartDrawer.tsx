import { progressSlotRecipe } from '@/components/slot-recipes';
import { cartSubtotal } from '@/domain/cart-lines';
import { Button } from '@chakra-ui/react/button';
import { Progress } from '@chakra-ui/react/progress';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useAppActor } from '@/system/app-system';
import { createCheckoutGateActor } from '@/system/cart-actors';
import { useConnectivity } from '@/system/connectivity';
import { useConnect } from '@/system/flow-actor';
import { connectCheckoutGate } from './cart-actors.connect';
import { useSignedIn } from '@/system/use-session';
import { useConfig } from '@/system/use-config';
import { useMoney } from '@/system/use-money';
import { ErrorState } from '@/components/ErrorState';
import { SideDrawer } from '@/components/SideDrawer';
import { freeDeliveryProgress } from '@/domain/pricing';
import { CartLine } from './CartLine';
import { useCart } from '@/system/use-cart';
import { EmptyState } from '@/components/EmptyState';
import '@/i18n/texts/shared';

/** The cart drawer (420px): rows, free-delivery progress, subtotal and Checkout (SPEC §2). */
export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const config = useConfig().data;
  const cart = useCart();
  const gate = useConnect(useAppActor(createCheckoutGateActor), connectCheckoutGate);
  const signedIn = useSignedIn();
  // Checkout needs the provider: offline it is disabled with the Place order's reason (issue 31).
  const offline = useConnectivity() === 'offline';

  const rows = cart.data ?? [];
  const amount = cartSubtotal(rows);
  const freeOver = config?.free_delivery_over ?? null;
  const progress = freeDeliveryProgress(amount, freeOver);

  const checkout = () => {
    gate.checkout({
      itemCount: rows.length,
      signedIn,
      guestCheckoutEnabled: config?.guest_checkout_status ?? false,
    });
    onClose();
  };

  return (
    <SideDrawer
      open={open}
      title={t('cart.title')}
      onClose={onClose}
      footer={
        rows.length > 0 ? (
          <>
            {freeOver ? (
              <Progress.Root
                recipe={progressSlotRecipe}
                value={progress}
                size="sm"
                colorPalette="green"
              >
                <Progress.Label fontSize="sm" mb="1">
                  {progress >= 100
                    ? t('cart.freeDeliveryReached')
                    : t('cart.freeDeliveryMore', { amount: money(freeOver - amount) })}
                </Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ) : null}
            <HStack justify="space-between">
              <Text>{t('cart.subtotal')}</Text>
              <Text fontWeight="bold" data-testid="cart-subtotal">
                {money(amount)}
              </Text>
            </HStack>
            {offline ? (
              <Text id="cart-checkout-offline" role="status" fontSize="sm" color="fg.error">
                {t('pwa.checkoutOffline')}
              </Text>
            ) : null}
            <Button
              colorPalette="green"
              onClick={checkout}
              disabled={offline}
              aria-describedby={offline ? 'cart-checkout-offline' : undefined}
            >
              {t('cart.checkout')}
            </Button>
          </>
        ) : null
      }
    >
      {/* A cart read again that failed keeps the lines it had (offline, they still wait there). */}
      {cart.isError && cart.data === undefined ? (
        <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={t('cart.empty')} illustration="empty-cart" />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('cart.items')}>
          {rows.map((row) => (
            <CartLine key={row.id} row={row} />
          ))}
        </Stack>
      )}
    </SideDrawer>
  );
}
