import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError } from '@/api/errors';
import { connect } from '@/features/location/location-picker.connect';
import { locationMachine } from '@machines/location.machine';
import { answering, connected, pending, rejecting, settle } from './support/flow';

afterEach(() => vi.unstubAllGlobals());

const GULSHAN = { lat: 23.7925, lng: 90.4078 };

function picker(actors: Parameters<typeof locationMachine.provide>[0]['actors']) {
  return connected(
    locationMachine.provide({
      actors: {
        searchPlaces: answering([]),
        placeDetails: pending(),
        reverseGeocode: answering('Gulshan 1, Dhaka'),
        lookupZone: answering({ zoneIds: [3], cashOnDelivery: true }),
        currentPosition: pending(),
        ...actors,
      },
    }),
    connect,
    { start: GULSHAN, purpose: 'store' },
  );
}

describe('location picker connect', () => {
  it('is busy and cannot pick while the zone is checked', () => {
    const flow = picker({ lookupZone: pending() });
    expect(flow.api()).toMatchObject({
      isBusy: true,
      canPick: false,
      pickLabelKey: 'location.pick',
    });
  });

  it('offers Pick Locations once a zone covers the moved point, with the address named', async () => {
    const flow = picker({});
    flow.api().moveMap({ lat: 23.7937, lng: 90.4066 });
    expect(flow.api().isBusy).toBe(true);
    await settle();
    await settle();
    expect(flow.api()).toMatchObject({
      isBusy: false,
      canPick: true,
      address: 'Gulshan 1, Dhaka',
      position: { lat: 23.7937, lng: 90.4066 },
      pickLabelText: null,
    });
  });

  it("puts the provider's refusal on the Pick button (SPEC §4)", async () => {
    const outOfZone = new ApiError(404, 'coordinates', ['Service not available in this area']);
    const flow = picker({ lookupZone: rejecting(outOfZone) });
    await settle();
    await settle();
    expect(flow.api()).toMatchObject({
      canPick: false,
      pickLabelText: 'Service not available in this area',
    });
    // A refusal without words: SPEC's own sentence.
    const silent = picker({ lookupZone: rejecting(new ApiError(403, '', [])) });
    await settle();
    await settle();
    expect(silent.api()).toMatchObject({
      pickLabelKey: 'location.serviceUnavailable',
      pickLabelText: null,
    });
  });

  it("says what went wrong in the customer's words, never the technical detail (issue 31)", async () => {
    const cases = [
      [new ApiError(0, 'network', ['Failed to fetch']), 'errors.offline'],
      [new ApiError(500, 'server', ['Internal Server Error']), 'errors.server'],
      [new ContractError('config/get-zone-id', 'zone_id: Expected a string'), 'errors.unexpected'],
      [new TypeError('x is undefined'), 'errors.generic'],
    ] as const;
    // Offline as the browser tells it (`navigator.onLine`; Node's own navigator has none).
    vi.stubGlobal('navigator', { onLine: false });
    for (const [error, key] of cases) {
      const flow = picker({ lookupZone: rejecting(error) });
      await settle();
      await settle();
      expect(flow.api()).toMatchObject({ canPick: false, pickLabelKey: key, pickLabelText: null });
    }
  });

  it('sends what the handlers say', () => {
    const flow = picker({ lookupZone: pending() });
    flow.api().changeSearch('banani');
    flow.api().useCurrentLocation();
    expect(flow.sent).toEqual([
      { type: 'SEARCH_CHANGED', text: 'banani' },
      { type: 'USE_CURRENT_LOCATION' },
    ]);
    expect(flow.api().searchText).toBe('banani');
  });
});
