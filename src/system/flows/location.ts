import { fromPromise } from 'xstate';
import { lookupZone, placeDetails, reverseGeocode, searchPlaces } from '@/api/location';
import { currentPosition } from '@/platform/geolocation';
import { saveLocation } from '@/platform/location-store';
import {
  locationMachine,
  type LatLng,
  type LocationPurpose,
  type PickedLocation,
} from '@machines/location.machine';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/shared';

const providedLocation = locationMachine.provide({
  actors: {
    searchPlaces: fromPromise(({ input }) => searchPlaces(input.text)),
    placeDetails: fromPromise(({ input }) => placeDetails(input.placeId)),
    reverseGeocode: fromPromise(({ input }) => reverseGeocode(input)),
    lookupZone: fromPromise(({ input }) => lookupZone(input)),
    currentPosition: fromPromise(() => currentPosition()),
  },
});

export type LocationFlowOptions = {
  start: LatLng;
  address?: string;
  purpose?: LocationPurpose;
  onPicked?: (location: PickedLocation) => void;
};

/** The location picker's actor: a picked store location is saved; the caller hears of every pick. */
export function useLocationFlow({
  start,
  address,
  purpose = 'store',
  onPicked,
}: LocationFlowOptions) {
  return useFlowActor(providedLocation, { input: { start, address, purpose } }, (actor) => {
    const picked = actor.on('picked', (event) => {
      if (purpose === 'store') saveLocation(event.location);
      onPicked?.(event.location);
    });
    return () => picked.unsubscribe();
  });
}
