import { CloseButton } from '@chakra-ui/react/button';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from '@/i18n/use-translation';
import { useConfig } from '@/system/use-config';
import { useStoredPlace } from '@/platform/location-store';
import type { LocationPurpose, PickedLocation } from '@machines/location.machine';
import LocationPicker from './LocationPicker';
import '@/i18n/texts/shared';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The parcel form gets the picked place back instead of storing it (SPEC §4). */
  purpose?: LocationPurpose;
  onPicked?: (location: PickedLocation) => void;
  title?: string;
};

/**
 * The location picker in a dialog: opened from the navbar to change the delivery location, or
 * by the parcel form for a sender's or receiver's place.
 */
export default function LocationDialog({ open, onClose, purpose, onPicked, title }: Props) {
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
              <Dialog.Title>{title ?? t('location.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {start ? (
                <LocationPicker
                  start={start}
                  address={place.address ?? undefined}
                  purpose={purpose}
                  onPicked={(location) => {
                    onPicked?.(location);
                    onClose();
                  }}
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
