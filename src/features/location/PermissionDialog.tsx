import { Button } from '@chakra-ui/react/button';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/texts/shared';

/** Shown when the browser refuses the current location (SPEC §8). */
export default function PermissionDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('location.permissionTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('location.permissionBody')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('common.ok')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
