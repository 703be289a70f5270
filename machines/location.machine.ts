import { assign, emit, fromPromise, setup } from 'xstate';
import { toastKey, type Effect } from './effects';

export type LatLng = { lat: number; lng: number };
export type PlaceSuggestion = { placeId: string; description: string };
export type ZoneAnswer = { zoneIds: number[]; cashOnDelivery: boolean };

/** Who opened the picker: the parcel form gets the location back; everyone else stores it. */
export type LocationPurpose = 'store' | 'parcel';

export type PickedLocation = LatLng & {
  address: string;
  zoneIds: number[];
  cashOnDelivery: boolean;
};

export type LocationInput = {
  start: LatLng;
  address?: string;
  purpose: LocationPurpose;
};

export type LocationContext = {
  purpose: LocationPurpose;
  position: LatLng;
  address: string;
  searchText: string;
  suggestions: PlaceSuggestion[];
  chosenPlace: PlaceSuggestion | null;
  zone: ZoneAnswer | null;
  /**
   * Why the point cannot be picked: what the zone check (or the place's lookup) failed with. The
   * view words it (the provider's refusal, else a sentence by kind) on the Pick button's place.
   */
  zoneError: { error: unknown } | null;
};

export type LocationEvent =
  | { type: 'SEARCH_CHANGED'; text: string }
  | { type: 'SUGGESTION_CHOSEN'; place: PlaceSuggestion }
  | { type: 'MAP_MOVED'; position: LatLng }
  | { type: 'USE_CURRENT_LOCATION' }
  | { type: 'DISMISS_PERMISSION_DIALOG' }
  | { type: 'PICK' };

export type LocationEffect = Effect | { type: 'picked'; location: PickedLocation };

/** Not fixed by SPEC; a short pause so the gazetteer is not asked on every keystroke. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

export const locationMachine = setup({
  types: {
    input: {} as LocationInput,
    context: {} as LocationContext,
    events: {} as LocationEvent,
    emitted: {} as LocationEffect,
    output: {} as PickedLocation,
  },
  actors: {
    searchPlaces: fromPromise<PlaceSuggestion[], { text: string }>(async () => {
      throw new Error('searchPlaces not provided');
    }),
    placeDetails: fromPromise<LatLng, { placeId: string }>(async () => {
      throw new Error('placeDetails not provided');
    }),
    reverseGeocode: fromPromise<string, LatLng>(async () => {
      throw new Error('reverseGeocode not provided');
    }),
    lookupZone: fromPromise<ZoneAnswer, LatLng>(async () => {
      throw new Error('lookupZone not provided');
    }),
    currentPosition: fromPromise<LatLng, void>(async () => {
      throw new Error('currentPosition not provided');
    }),
  },
  guards: {
    hasSearchText: ({ event }) => event.type === 'SEARCH_CHANGED' && event.text.trim() !== '',
    isParcelFlow: ({ context }) => context.purpose === 'parcel',
  },
  actions: {
    setSearchText: assign({
      searchText: ({ event }) => (event.type === 'SEARCH_CHANGED' ? event.text : ''),
    }),
    clearSuggestions: assign({ suggestions: [] }),
    setSuggestions: assign({ suggestions: (_, suggestions: PlaceSuggestion[]) => suggestions }),
    choosePlace: assign(({ event }) =>
      event.type === 'SUGGESTION_CHOSEN'
        ? {
            chosenPlace: event.place,
            searchText: event.place.description,
            address: event.place.description,
            suggestions: [],
          }
        : {},
    ),
    setPosition: assign({ position: (_, position: LatLng) => position }),
    setAddress: assign({ address: (_, address: string) => address }),
    setZone: assign({ zone: (_, zone: ZoneAnswer) => zone, zoneError: null }),
    setZoneError: assign({ zone: null, zoneError: (_, failure: { error: unknown }) => failure }),
    clearZone: assign({ zone: null, zoneError: null }),
    announcePicked: emit(({ context }) => ({
      type: 'picked' as const,
      location: {
        ...context.position,
        address: context.address,
        zoneIds: context.zone?.zoneIds ?? [],
        cashOnDelivery: context.zone?.cashOnDelivery ?? false,
      },
    })),
    toastLocationSet: emit(toastKey('success', 'location.newLocationSet')),
    goHome: emit({ type: 'navigate', to: '/home' } as const),
  },
  delays: {
    placeSearchDebounce: PLACE_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'location',
  description:
    'The location picker: search a place, drag the map, or use the current location; each new point is checked against the service zones; Pick stores it (or hands it back to the parcel form).',
  context: ({ input }) => ({
    purpose: input.purpose,
    position: input.start,
    address: input.address ?? '',
    searchText: '',
    suggestions: [],
    chosenPlace: null,
    zone: null,
    zoneError: null,
  }),
  initial: 'choosing',
  output: ({ context }) => ({
    ...context.position,
    address: context.address,
    zoneIds: context.zone?.zoneIds ?? [],
    cashOnDelivery: context.zone?.cashOnDelivery ?? false,
  }),
  states: {
    choosing: {
      description: 'The picker is open: place search and map work side by side.',
      type: 'parallel',
      states: {
        search: {
          description: 'The place search box and its suggestions.',
          initial: 'idle',
          on: {
            SEARCH_CHANGED: [
              { guard: 'hasSearchText', target: '.debouncing', actions: 'setSearchText' },
              { target: '.idle', actions: ['setSearchText', 'clearSuggestions'] },
            ],
            SUGGESTION_CHOSEN: {
              target: '.idle',
              description: 'A chosen place ends any pending search.',
            },
          },
          states: {
            idle: { description: 'Nothing to look up; suggestions (if any) are shown.' },
            debouncing: {
              description: 'Waiting for typing to pause before asking for suggestions.',
              on: {
                // Typing on restarts the pause. Only this state is re-entered: re-entering the
                // whole search region would also restart the parallel point region.
                SEARCH_CHANGED: [
                  {
                    guard: 'hasSearchText',
                    target: 'debouncing',
                    reenter: true,
                    actions: 'setSearchText',
                  },
                  { target: 'idle', actions: ['setSearchText', 'clearSuggestions'] },
                ],
              },
              after: { placeSearchDebounce: { target: 'searching' } },
            },
            searching: {
              description: 'Asking config/place-api-autocomplete for suggestions.',
              invoke: {
                id: 'searchPlaces',
                src: 'searchPlaces',
                input: ({ context }) => ({ text: context.searchText }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'setSuggestions', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: 'clearSuggestions' },
              },
            },
          },
        },
        point: {
          description: 'Where the pin is and whether a service zone covers it.',
          initial: 'checkingZone',
          on: {
            SUGGESTION_CHOSEN: { target: '.resolvingPlace', actions: ['choosePlace', 'clearZone'] },
            MAP_MOVED: {
              target: '.resolvingAddress',
              actions: [
                { type: 'setPosition', params: ({ event }) => event.position },
                'clearZone',
              ],
            },
            USE_CURRENT_LOCATION: { target: '.detectingPosition', actions: 'clearZone' },
          },
          states: {
            resolvingPlace: {
              tags: ['busy'],
              description:
                'Turning the chosen suggestion into coordinates (config/place-api-details).',
              invoke: {
                id: 'placeDetails',
                src: 'placeDetails',
                input: ({ context }) => ({ placeId: context.chosenPlace?.placeId ?? '' }),
                onDone: {
                  target: 'checkingZone',
                  actions: { type: 'setPosition', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'zoneUnavailable',
                  actions: {
                    type: 'setZoneError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            detectingPosition: {
              tags: ['busy'],
              description: 'Asking the browser for the current position (5 s timeout).',
              invoke: {
                id: 'currentPosition',
                src: 'currentPosition',
                onDone: {
                  target: 'resolvingAddress',
                  actions: { type: 'setPosition', params: ({ event }) => event.output },
                },
                onError: { target: 'permissionDenied' },
              },
            },
            permissionDenied: {
              description: 'Browser location is off: "Please allow browser location permission".',
              on: { DISMISS_PERMISSION_DIALOG: { target: 'checkingZone' } },
            },
            resolvingAddress: {
              tags: ['busy'],
              description: 'Naming the point under the pin (config/geocode-api).',
              invoke: {
                id: 'reverseGeocode',
                src: 'reverseGeocode',
                input: ({ context }) => context.position,
                onDone: {
                  target: 'checkingZone',
                  actions: { type: 'setAddress', params: ({ event }) => event.output },
                },
                onError: { target: 'checkingZone' },
              },
            },
            checkingZone: {
              tags: ['busy'],
              description: 'Asking config/get-zone-id whether a service zone covers the point.',
              invoke: {
                id: 'lookupZone',
                src: 'lookupZone',
                input: ({ context }) => context.position,
                onDone: {
                  target: 'zoneReady',
                  actions: { type: 'setZone', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'zoneUnavailable',
                  actions: {
                    type: 'setZoneError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            zoneReady: {
              description: 'A zone covers the point: Pick Locations is enabled.',
              on: {
                PICK: [
                  { guard: 'isParcelFlow', target: '#location.returned' },
                  { target: '#location.stored' },
                ],
              },
            },
            zoneUnavailable: {
              description:
                "No zone covers the point (or it could not be checked): the Pick button says why, in the provider's words where it gave some, and is disabled.",
            },
          },
        },
      },
    },
    returned: {
      description: 'Parcel flow: the location goes back to the form that asked for it.',
      type: 'final',
      entry: 'announcePicked',
    },
    stored: {
      description:
        'Zone, address and coordinates are stored; "New location has been set.", then /home.',
      type: 'final',
      entry: ['announcePicked', 'toastLocationSet', 'goHome'],
    },
  },
});
