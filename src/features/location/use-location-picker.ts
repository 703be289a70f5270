import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { lookupZone, placeDetails, reverseGeocode, searchPlaces } from '@/api/location';
import { useFlowEffects } from '@/app/use-flow-effects';
import { saveLocation } from '@/platform/location-store';
import { currentPosition } from '@/platform/geolocation';
import {
  locationMachine,
  type LatLng,
  type LocationPurpose,
  type PickedLocation,
  type PlaceSuggestion,
} from '@machines/location.machine';

const providedLocationMachine = locationMachine.provide({
  actors: {
    searchPlaces: fromPromise(({ input }) => searchPlaces(input.text)),
    placeDetails: fromPromise(({ input }) => placeDetails(input.placeId)),
    reverseGeocode: fromPromise(({ input }) => reverseGeocode(input)),
    lookupZone: fromPromise(({ input }) => lookupZone(input)),
    currentPosition: fromPromise(() => currentPosition()),
  },
});

type Options = {
  start: LatLng;
  address?: string;
  purpose?: LocationPurpose;
  onPicked?: (location: PickedLocation) => void;
};

/** Everything the location picker renders and every handler it calls (zag-style connect). */
export function useLocationPicker({ start, address, purpose = 'store', onPicked }: Options) {
  const actor = useActorRef(providedLocationMachine, { input: { start, address, purpose } });
  useFlowEffects(actor);
  useEffect(() => {
    const subscription = actor.on('picked', (event) => {
      if (purpose === 'store') saveLocation(event.location);
      onPicked?.(event.location);
    });
    return () => subscription.unsubscribe();
  }, [actor, purpose, onPicked]);

  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  return {
    searchText: context.searchText,
    suggestions: context.suggestions,
    isSearching: snapshot.matches({ choosing: { search: 'searching' } }),
    position: context.position,
    address: context.address,
    isCheckingZone:
      snapshot.matches({ choosing: { point: 'checkingZone' } }) ||
      snapshot.matches({ choosing: { point: 'resolvingPlace' } }) ||
      snapshot.matches({ choosing: { point: 'resolvingAddress' } }) ||
      snapshot.matches({ choosing: { point: 'detectingPosition' } }),
    canPick: snapshot.can({ type: 'PICK' }),
    zoneError: context.zoneError,
    permissionDialogOpen: snapshot.matches({ choosing: { point: 'permissionDenied' } }),
    changeSearch: (text: string) => actor.send({ type: 'SEARCH_CHANGED', text }),
    chooseSuggestion: (place: PlaceSuggestion) => actor.send({ type: 'SUGGESTION_CHOSEN', place }),
    moveMap: (position: LatLng) => actor.send({ type: 'MAP_MOVED', position }),
    useCurrentLocation: () => actor.send({ type: 'USE_CURRENT_LOCATION' }),
    dismissPermissionDialog: () => actor.send({ type: 'DISMISS_PERMISSION_DIALOG' }),
    pick: () => actor.send({ type: 'PICK' }),
  };
}
