import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack, HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Spinner } from '@chakra-ui/react/spinner';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng, LocationPurpose, PickedLocation } from '@machines/location.machine';
import { SuggestionList } from '@/components/SuggestionList';
import { OfflineMap } from './OfflineMap';
import { useConnect } from '@/app/flow-actor';
import { useLocationFlow } from '@/app/flows/location';
import { connect } from './location-picker.connect';
import { useZones } from './use-zones';

const PermissionDialog = lazy(() => import('./PermissionDialog'));

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

  return (
    <Stack gap="3" width="100%">
      <HStack gap="2" align="stretch">
        <Box position="relative" flex="1">
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
      <OfflineMap centre={picker.position} zones={zones} onMove={picker.moveMap} />
      <HStack gap="2" minHeight="6" aria-live="polite">
        {picker.isBusy ? <Spinner size="sm" aria-label={t('common.loading')} /> : null}
        <Text fontSize="sm" color="fg.muted" data-testid="picked-address">
          {picker.address || t('location.noAddressYet')}
        </Text>
      </HStack>
      <Button
        colorPalette="green"
        onClick={picker.pick}
        disabled={!picker.canPick}
        loading={picker.isBusy}
      >
        {picker.pickLabelText ?? t(picker.pickLabelKey)}
      </Button>
      {picker.permissionDialogOpen ? (
        <Suspense fallback={null}>
          <PermissionDialog open onClose={picker.dismissPermissionDialog} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
