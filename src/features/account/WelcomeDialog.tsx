import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from '@/i18n/use-translation';
import { useConfig } from '@/system/use-config';
import { useWelcome } from '@/system/welcome';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import '@/i18n/texts/shared';

/** SPEC §2: the welcome dialog after sign-up. */
export default function WelcomeDialog() {
  const { t } = useTranslation();
  const { open, close } = useWelcome();
  const name = useConfig().data?.business_name ?? '';
  return (
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
              <Dialog.Title>{t('welcome.title', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('welcome.body')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="green" onClick={close}>
                {t('welcome.start')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
