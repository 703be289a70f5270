import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from '@/components/DialogFrame';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import type { Config } from '@/api/schemas/config';

import '@/i18n/texts/shared';

/**
 * SPEC §2 footer tile "Find us here", opened: the business address at the default location, with a link
 * that opens it on a map in a new window (no map script is loaded for this).
 */
export default function FindUsDialog({
  config,
  open,
  onClose,
}: {
  config: Config;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { lat, lng } = config.default_location;
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
  return (
    <DialogFrame size="sm" open={open} onClose={onClose} title={t('footer.findUs')}>
      <Dialog.Body>
        {config.address ? (
          <Text>
            <span dir="auto">{config.address}</span>
          </Text>
        ) : null}
        <Text color="fg.muted" fontSize="sm" dir="ltr" textAlign="start">
          {t('footer.coordinates', { latitude: lat.toFixed(5), longitude: lng.toFixed(5) })}
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('common.close')}</Button>
        </Dialog.ActionTrigger>
        <Button asChild colorPalette="green">
          <a href={mapUrl} target="_blank" rel="noopener noreferrer">
            {t('footer.openMap')}
          </a>
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
