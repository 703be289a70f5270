import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack, HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Spinner } from '@chakra-ui/react/spinner';
import { useId, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { LatLng, LocationPurpose, PickedLocation } from '@machines/location.machine';
import { SuggestionList } from '@/components/SuggestionList';
import { useFullscreen } from '@/components/use-fullscreen';
import { PickerMap } from './PickerMap';
import { useConnect } from '@/system/flow-actor';
import { lazyView } from '@/components/lazy-view';
import { useLocationFlow } from '@/system/flows/location';
import { connect } from './location-picker.connect';
import { useZones } from './use-zones';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/shared';

const PermissionDialog = lazyView(() => import('./PermissionDialog'));

type Props = {
  start: LatLng;
  address?: string;
  purpose?: LocationPurpose;
  onPicked?: (location: PickedLocation) => void;
};

/** Place search with suggestions, the map with its centre pin, the address strip and Pick Locations. */
export default function LocationPicker(props: Props) {
  const { t } = useTranslation();
  const picker = useConnect(useLocationFlow(props), connect);
  const zones = useZones();
  const listId = useId();
  const mapArea = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(mapArea);

  return (
    <Stack gap="3" width="100%">
      <HStack gap="2" align="stretch">
        {/* A suggestion chosen by keyboard goes with the list: focus back to the search. */}
        <Box position="relative" flex="1" data-keep-focus="">
          <Input
            aria-label={t('location.searchLabel')}
            aria-controls={picker.showSuggestions ? listId : undefined}
            placeholder={t('location.searchPlaceholder')}
            value={picker.searchText}
            onChange={(event) => picker.changeSearch(event.target.value)}
            bg="bg"
          />
          {picker.showSuggestions ? (
            <SuggestionList id={listId} label={t('location.suggestions')}>
              {picker.suggestions.map((place) => (
                <li key={place.placeId}>
                  <Button
                    variant="ghost"
                    width="100%"
                    justifyContent="flex-start"
                    borderRadius="0"
                    onClick={() => picker.chooseSuggestion(place)}
                  >
                    {place.description}
                  </Button>
                </li>
              ))}
            </SuggestionList>
          ) : null}
        </Box>
        <Button variant="outline" onClick={picker.useCurrentLocation}>
          {t('location.currentLocation')}
        </Button>
      </HStack>
      <Box
        ref={mapArea}
        position="relative"
        bg="bg"
        height={fullscreen.isFullscreen ? '100dvh' : undefined}
      >
        <PickerMap
          centre={picker.position}
          zones={zones}
          onMove={picker.moveMap}
          height={fullscreen.isFullscreen ? '100%' : undefined}
          maxHeight={fullscreen.isFullscreen ? 'none' : undefined}
        />
        {fullscreen.supported ? (
          <IconButton
            position="absolute"
            top="2"
            insetEnd="2"
            size="sm"
            variant="surface"
            aria-label={t('location.fullscreen')}
            aria-pressed={fullscreen.isFullscreen}
            onClick={fullscreen.toggle}
          >
            <FullscreenIcon leaving={fullscreen.isFullscreen} />
          </IconButton>
        ) : null}
      </Box>
      <HStack gap="2" minHeight="6" aria-live="polite">
        {picker.isBusy ? (
          <Spinner size="sm" role="status" aria-label={t('common.loading')} />
        ) : null}
        <Text fontSize="sm" color="fg.muted" data-testid="picked-address">
          {picker.address || t('location.noAddressYet')}
        </Text>
      </HStack>
      <BusyButton
        colorPalette="green"
        onClick={picker.pick}
        disabled={!picker.canPick}
        busy={picker.isBusy}
      >
        {picker.pickLabelText ?? t(picker.pickLabelKey)}
      </BusyButton>
      {picker.permissionDialogOpen ? (
        <PermissionDialog open onClose={picker.dismissPermissionDialog} />
      ) : null}
    </Stack>
  );
}

/** Four corners pointing out (enter full screen) or in (leave it). */
function FullscreenIcon({ leaving }: { leaving: boolean }) {
  const d = leaving
    ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
    : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={d} />
    </svg>
  );
}
