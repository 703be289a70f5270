import { Button } from '@chakra-ui/react/button';

import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from '@/components/DialogFrame';
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
    <DialogFrame
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t('location.permissionTitle')}
    >
      <Dialog.Body>
        <Dialog.Description>{t('location.permissionBody')}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>{t('common.ok')}</Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
