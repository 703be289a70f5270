import { CloseButton } from '@chakra-ui/react/button';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/app/use-config';
import { useStoredPlace } from '@/platform/location-store';
import LocationPicker from './LocationPicker';

/** The location picker in a dialog, opened from the navbar to change the delivery location. */
export default function LocationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const place = useStoredPlace();
  const fallback = useConfig().data?.default_location;
  const start = place.latLng ?? fallback;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('location.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {start ? (
                <LocationPicker
                  start={start}
                  address={place.address ?? undefined}
                  onPicked={onClose}
                />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
