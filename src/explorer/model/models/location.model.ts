import {
  locationMachine,
  type LatLng,
  type PlaceSuggestion,
  type ZoneAnswer,
} from '../../../../machines/location.machine';
import { ApiError } from '../../../api/errors';
import { after, defineModel, done, fail } from '../model';

export const START: LatLng = { lat: 23.7808, lng: 90.4152 };
export const SUGGESTIONS: PlaceSuggestion[] = [
  { placeId: 'place-gulshan-1', description: 'Gulshan 1, Dhaka' },
  { placeId: 'place-gulshan-2', description: 'Gulshan 2, Dhaka' },
];
export const PLACE_POSITION: LatLng = { lat: 23.7806, lng: 90.4193 };
export const DRAGGED_POSITION: LatLng = { lat: 23.7937, lng: 90.4066 };
export const BROWSER_POSITION: LatLng = { lat: 23.8103, lng: 90.4125 };
export const GEOCODED_ADDRESS = 'House 12, Road 7, Banani, Dhaka';
export const ZONE: ZoneAnswer = { zoneIds: [1, 3], cashOnDelivery: true };
/** The provider's own words when no zone covers the point (get-zone-id answers 403 with them). */
export const OUT_OF_ZONE = new ApiError(403, 'coordinates', [
  'Sorry, we do not serve this area yet',
]);

export const locationModel = defineModel({
  machine: locationMachine,
  variants: [
    {
      name: 'store',
      description: 'opened from the header or the location prompt: Pick stores the location',
      input: { start: START, purpose: 'store' },
    },
    {
      name: 'parcel',
      description: 'opened from the parcel form: Pick hands the location back',
      input: { start: START, address: 'Road 1, Uttara, Dhaka', purpose: 'parcel' },
    },
  ],
  events: {
    SEARCH_CHANGED: [{ text: 'Gulshan' }, { text: '' }],
    SUGGESTION_CHOSEN: [{ place: SUGGESTIONS[0]! }],
    MAP_MOVED: [{ position: DRAGGED_POSITION }],
    USE_CURRENT_LOCATION: [{}],
    DISMISS_PERMISSION_DIALOG: [{}],
    PICK: [{}],
  },
  done: {
    searchPlaces: [SUGGESTIONS],
    placeDetails: [PLACE_POSITION],
    reverseGeocode: [GEOCODED_ADDRESS],
    lookupZone: [ZONE],
    currentPosition: [BROWSER_POSITION],
  },
  errors: {
    searchPlaces: [new ApiError(500, 'places', ['Place search is unavailable'])],
    placeDetails: [new ApiError(404, 'place', ['Place not found'])],
    reverseGeocode: [new ApiError(500, 'geocode', ['Geocoding failed'])],
    lookupZone: [OUT_OF_ZONE, new Error('')],
    currentPosition: [new Error('User denied Geolocation')],
  },
  scenarios: [
    // What a visitor does with the search box: type on, then choose from the list the search
    // answered (the generated paths choose a place with no list on screen).
    {
      name: 'a place chosen from the suggestions is picked',
      variant: 'store',
      events: [
        done('lookupZone', ZONE),
        { type: 'SEARCH_CHANGED', text: 'Gul' },
        { type: 'SEARCH_CHANGED', text: 'Gulshan' },
        after('placeSearchDebounce', 'location.choosing.search.debouncing'),
        done('searchPlaces', SUGGESTIONS),
        { type: 'SUGGESTION_CHOSEN', place: SUGGESTIONS[0]! },
        done('placeDetails', PLACE_POSITION),
        done('lookupZone', ZONE),
        { type: 'PICK' },
      ],
    },
    {
      name: 'the details of a chosen place are not found',
      variant: 'store',
      events: [
        done('lookupZone', ZONE),
        { type: 'SEARCH_CHANGED', text: 'Gulshan' },
        after('placeSearchDebounce', 'location.choosing.search.debouncing'),
        done('searchPlaces', SUGGESTIONS),
        { type: 'SUGGESTION_CHOSEN', place: SUGGESTIONS[0]! },
        fail('placeDetails', new ApiError(404, 'place', ['Place not found'])),
      ],
    },
    {
      name: 'zone lookup fails without words, then the pin moves into a zone',
      variant: 'store',
      events: [
        fail('lookupZone', new Error('')),
        { type: 'MAP_MOVED', position: DRAGGED_POSITION },
        { type: 'xstate.done.actor.reverseGeocode', output: GEOCODED_ADDRESS },
        { type: 'xstate.done.actor.lookupZone', output: ZONE },
        { type: 'PICK' },
      ],
    },
  ],
  // The two regions are independent: the simple paths of the whole product graph number in the
  // millions. Simple paths are taken per region instead (the other region's events held back);
  // the shortest paths cover the combinations.
  simplePathScopes: [
    {
      name: 'search region',
      filterEvents: (snapshot, event) =>
        event.type === 'SEARCH_CHANGED' ||
        event.type.includes('searchPlaces') ||
        event.type.startsWith('xstate.after.') ||
        // let the point settle first so that search paths start from a ready pin
        (snapshot.matches({ choosing: { search: 'idle', point: 'checkingZone' } }) &&
          event.type === 'xstate.done.actor.lookupZone'),
    },
    {
      name: 'point region',
      filterEvents: (_snapshot, event) =>
        !(
          event.type === 'SEARCH_CHANGED' ||
          event.type.includes('searchPlaces') ||
          event.type.startsWith('xstate.after.')
        ),
    },
  ],
});
