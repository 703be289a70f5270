import { Button } from '@chakra-ui/react/button';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { useAppActor } from '@/system/app-system';
import { createAddToCartActor, createCheckoutGateActor } from '@/system/cart-actors';
import { useConnect } from '@/system/flow-actor';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useFocusOrigin } from '@/components/use-focus-origin';
import { connectAddToCart, connectCheckoutGate } from './cart-actors.connect';
import { CART_BUTTON_ID } from './CartButton';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';

/** The dialogs the add-to-cart and checkout-gate machines open: rendered once for the app. */
export default function CartFlowDialogs() {
  const { t } = useTranslation();
  const adding = useConnect(useAppActor(createAddToCartActor), connectAddToCart);
  const gate = useConnect(useAppActor(createCheckoutGateActor), connectCheckoutGate);
  const locationPromptOrigin = useFocusOrigin(adding.isLocationPromptOpen);

  return (
    <>
      <ConfirmDialog
        open={adding.isClearDialogOpen}
        title={t('cart.clearTitle')}
        description={t('cart.clearBody')}
        confirmLabel={t('cart.clearCart')}
        cancelLabel={t('common.cancel')}
        busy={adding.isClearing}
        tone="danger"
        onConfirm={adding.confirmClear}
        onCancel={adding.cancelClear}
      />
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open={adding.isLocationPromptOpen}
        onOpenChange={(d) => (d.open ? undefined : adding.closeLocationPrompt())}
        size="sm"
        finalFocusEl={locationPromptOrigin}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('cart.insertLocation')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Footer>
                <Button asChild colorPalette="green">
                  <Link href={adding.pickFromMapHref} onClick={adding.closeLocationPrompt}>
                    {t('cart.pickFromMap')}
                  </Link>
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open={gate.isGuestPromptOpen}
        onOpenChange={(d) => (d.open ? undefined : gate.dismiss())}
        size="sm"
        // The drawer whose Checkout opened it is gone: dismissed, focus goes back to the cart.
        finalFocusEl={() => document.getElementById(CART_BUTTON_ID)}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('checkout.loginOrGuest')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>{t('checkout.loginSavesHistory')}</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={gate.signUp}>
                  {t('auth.signUp')}
                </Button>
                <Button variant="outline" onClick={gate.login}>
                  {t('auth.login')}
                </Button>
                <Button colorPalette="green" onClick={gate.continueAsGuest}>
                  {t('checkout.guest')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
