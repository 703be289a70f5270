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
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/shared';

const providedLocation = ({ api }: AppSystem) =>
  locationMachine.provide({
    actors: {
      searchPlaces: fromPromise(({ input }) => searchPlaces(api, input.text)),
      placeDetails: fromPromise(({ input }) => placeDetails(api, input.placeId)),
      reverseGeocode: fromPromise(({ input }) => reverseGeocode(api, input)),
      lookupZone: fromPromise(({ input }) => lookupZone(api, input)),
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
