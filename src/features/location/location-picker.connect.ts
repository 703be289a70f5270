import type { SnapshotFrom } from 'xstate';
import type {
  LatLng,
  LocationEvent,
  PlaceSuggestion,
  locationMachine,
} from '@machines/location.machine';
import '@/i18n/texts/shared';

/** Everything the location picker renders and every handler it calls. */
export function connect(
  snapshot: SnapshotFrom<typeof locationMachine>,
  send: (event: LocationEvent) => void,
) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  return {
    searchText: context.searchText,
    suggestions: context.suggestions,
    showSuggestions: context.suggestions.length > 0,
    position: context.position,
    address: context.address,
    isBusy: busy,
    canPick: snapshot.can({ type: 'PICK' }),
    /** The Pick button's text: the provider's refusal (pickLabelText) replaces it (SPEC §4). */
    pickLabelKey: context.zoneError === null ? 'location.pick' : 'location.serviceUnavailable',
    pickLabelText: context.zoneError || null,
    permissionDialogOpen: snapshot.matches({ choosing: { point: 'permissionDenied' } }),
    changeSearch: (text: string) => send({ type: 'SEARCH_CHANGED', text }),
    chooseSuggestion: (place: PlaceSuggestion) => send({ type: 'SUGGESTION_CHOSEN', place }),
    moveMap: (position: LatLng) => send({ type: 'MAP_MOVED', position }),
    useCurrentLocation: () => send({ type: 'USE_CURRENT_LOCATION' }),
    dismissPermissionDialog: () => send({ type: 'DISMISS_PERMISSION_DIALOG' }),
    pick: () => send({ type: 'PICK' }),
  };
}
