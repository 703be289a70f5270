import { beforeEach, describe, expect, it, vi } from 'vitest';

// Google's script cannot load here; the loader is replaced by a map that records what the
// adapter asks of it, with the same shape as google.maps.Map.
const loader = vi.hoisted(() => {
  class FakeMap {
    static last: FakeMap | null = null;
    centre: { lat: number; lng: number };
    panned: Array<{ lat: number; lng: number }> = [];
    idle: (() => void) | null = null;
    removed = false;
    constructor(_element: unknown, options: { center: { lat: number; lng: number } }) {
      this.centre = options.center;
      FakeMap.last = this;
    }
    addListener(event: string, handler: () => void) {
      if (event === 'idle') this.idle = handler;
      return { remove: () => (this.removed = true) };
    }
    getCenter() {
      return { lat: () => this.centre.lat, lng: () => this.centre.lng };
    }
    panTo(centre: { lat: number; lng: number }) {
      this.panned.push(centre);
      this.centre = centre;
    }
    /** What Google's map does when a drag ends: a new centre, then idle. */
    dragTo(centre: { lat: number; lng: number }) {
      this.centre = centre;
      this.idle?.();
    }
  }
  return {
    FakeMap,
    setOptions: vi.fn(),
    importLibrary: vi.fn(async () => ({ Map: FakeMap })),
  };
});
vi.mock('@googlemaps/js-api-loader', () => ({
  setOptions: loader.setOptions,
  importLibrary: loader.importLibrary,
}));

const { mountGoogleMap } = await import('@/platform/maps/google');

const gulshan = { lat: 23.7806, lng: 90.4163 };

describe('the Google map of the location picker', () => {
  beforeEach(() => {
    loader.importLibrary.mockClear();
  });

  it('loads the maps library with the key and language once, centred on the point', async () => {
    const onMove = vi.fn();
    await mountGoogleMap({} as HTMLElement, {
      key: 'k-1',
      language: 'bn',
      centre: gulshan,
      onMove,
    });
    await mountGoogleMap({} as HTMLElement, {
      key: 'k-1',
      language: 'bn',
      centre: gulshan,
      onMove,
    });
    expect(loader.setOptions).toHaveBeenCalledTimes(1);
    expect(loader.setOptions).toHaveBeenCalledWith({ key: 'k-1', v: 'weekly', language: 'bn' });
    expect(loader.importLibrary).toHaveBeenCalledWith('maps');
    expect(loader.FakeMap.last?.centre).toEqual(gulshan);
  });

  it('reports where a drag leaves the centre, and not a map settling where it was', async () => {
    const onMove = vi.fn();
    await mountGoogleMap({} as HTMLElement, { key: 'k', language: 'en', centre: gulshan, onMove });
    const map = loader.FakeMap.last!;
    map.dragTo(gulshan);
    expect(onMove).not.toHaveBeenCalled();
    map.dragTo({ lat: 23.79, lng: 90.41 });
    expect(onMove).toHaveBeenCalledWith({ lat: 23.79, lng: 90.41 });
  });

  it('pans to a centre chosen elsewhere, without reporting it back as a move', async () => {
    const onMove = vi.fn();
    const mounted = await mountGoogleMap({} as HTMLElement, {
      key: 'k',
      language: 'en',
      centre: gulshan,
      onMove,
    });
    const map = loader.FakeMap.last!;
    const banani = { lat: 23.7937, lng: 90.4066 };
    mounted.setCentre(banani);
    expect(map.panned).toEqual([banani]);
    map.idle?.();
    expect(onMove).not.toHaveBeenCalled();
    mounted.destroy();
    expect(map.removed).toBe(true);
  });

  it('rejects when Google’s script cannot load, so the picker shows the offline map', async () => {
    loader.importLibrary.mockRejectedValueOnce(new Error('script failed'));
    await expect(
      mountGoogleMap({} as HTMLElement, {
        key: 'k',
        language: 'en',
        centre: gulshan,
        onMove: vi.fn(),
      }),
    ).rejects.toThrow('script failed');
  });
});
