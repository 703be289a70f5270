import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from '@/components/DialogFrame';
import { useTranslation } from '@/i18n/use-translation';
import { useConfig } from '@/system/use-config';
import { useWelcome } from '@/system/welcome';

import '@/i18n/texts/shared';

/** SPEC §2: the welcome dialog after sign-up. */
export default function WelcomeDialog() {
  const { t } = useTranslation();
  const { open, close } = useWelcome();
  const name = useConfig().data?.business_name ?? '';
  return (
    <DialogFrame
      open={open}
      onClose={close}
      size="sm"
      placement="center"
      title={t('welcome.title', { name })}
    >
      <Dialog.Body>
        <Dialog.Description>{t('welcome.body')}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="green" onClick={close}>
          {t('welcome.start')}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
