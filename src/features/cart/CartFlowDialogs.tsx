import { Button } from '@chakra-ui/react/button';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { addToCartActor, checkoutGateActor } from '@/app/cart-flow';
import { ConfirmDialog } from '@/components/ConfirmDialog';

/** The dialogs the add-to-cart and checkout-gate machines open: rendered once for the app. */
export default function CartFlowDialogs() {
  const { t } = useTranslation();
  const confirmingClear = useSelector(addToCartActor, (s) => s.matches('confirmingClear'));
  const clearing = useSelector(
    addToCartActor,
    (s) => s.matches('clearing') || s.matches('addingAfterClear'),
  );
  const locationPrompt = useSelector(addToCartActor, (s) => s.matches('locationPrompt'));
  const guestPrompt = useSelector(checkoutGateActor, (s) => s.matches('guestPrompt'));

  return (
    <>
      <ConfirmDialog
        open={confirmingClear || clearing}
        title={t('cart.clearTitle')}
        description={t('cart.clearBody')}
        confirmLabel={t('cart.clearCart')}
        cancelLabel={t('common.cancel')}
        busy={clearing}
        tone="danger"
        onConfirm={() => addToCartActor.send({ type: 'CONFIRM_CLEAR' })}
        onCancel={() => addToCartActor.send({ type: 'CANCEL' })}
      />
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open={locationPrompt}
        onOpenChange={(d) =>
          d.open ? undefined : addToCartActor.send({ type: 'LOCATION_PROMPT_CLOSED' })
        }
        size="sm"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('cart.insertLocation')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Footer>
                <Button
                  colorPalette="green"
                  onClick={() => {
                    addToCartActor.send({ type: 'LOCATION_PROMPT_CLOSED' });
                    navigate('/');
                  }}
                >
                  {t('cart.pickFromMap')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open={guestPrompt}
        onOpenChange={(d) => (d.open ? undefined : checkoutGateActor.send({ type: 'DISMISS' }))}
        size="sm"
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
                <Button
                  variant="outline"
                  onClick={() => checkoutGateActor.send({ type: 'SIGN_UP' })}
                >
                  {t('auth.signUp')}
                </Button>
                <Button variant="outline" onClick={() => checkoutGateActor.send({ type: 'LOGIN' })}>
                  {t('auth.login')}
                </Button>
                <Button
                  colorPalette="green"
                  onClick={() => checkoutGateActor.send({ type: 'CONTINUE_AS_GUEST' })}
                >
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
