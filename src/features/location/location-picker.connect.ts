import type { SnapshotFrom } from 'xstate';
import { describeError } from '@/api/errors';
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
  const refusal = context.zoneError === null ? null : describeError(context.zoneError.error);
  return {
    searchText: context.searchText,
    suggestions: context.suggestions,
    showSuggestions: context.suggestions.length > 0,
    position: context.position,
    address: context.address,
    isBusy: busy,
    canPick: snapshot.can({ type: 'PICK' }),
    /**
     * The Pick button's text. When the point cannot be picked it says why (SPEC §4, issue 31): the
     * provider's own words (`pickLabelText`), else "Service not available in this area" for a
     * refusal, else what went wrong in the customer's words (offline, the store out of reach…).
     */
    pickLabelKey:
      refusal === null
        ? 'location.pick'
        : refusal.kind === 'refused' || refusal.kind === 'notFound'
          ? 'location.serviceUnavailable'
          : refusal.messageKey,
    pickLabelText: refusal?.providerMessages.join(' ') || null,
    permissionDialogOpen: snapshot.matches({ choosing: { point: 'permissionDenied' } }),
    changeSearch: (text: string) => send({ type: 'SEARCH_CHANGED', text }),
    chooseSuggestion: (place: PlaceSuggestion) => send({ type: 'SUGGESTION_CHOSEN', place }),
    moveMap: (position: LatLng) => send({ type: 'MAP_MOVED', position }),
    useCurrentLocation: () => send({ type: 'USE_CURRENT_LOCATION' }),
    dismissPermissionDialog: () => send({ type: 'DISMISS_PERMISSION_DIALOG' }),
    pick: () => send({ type: 'PICK' }),
  };
}
