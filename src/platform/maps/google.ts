import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { LatLng } from '@/domain/geo';

export type MountedMap = {
  /** Moves the map to a centre chosen elsewhere (a place search, the current location). */
  setCentre: (centre: LatLng) => void;
  destroy: () => void;
};

let configured = false;

/** Centres closer than this (about 1 m) are the same point: a map settling is not a move. */
const SAME_POINT = 1e-5;
const samePoint = (a: LatLng, b: LatLng) =>
  Math.abs(a.lat - b.lat) < SAME_POINT && Math.abs(a.lng - b.lng) < SAME_POINT;

/**
 * A Google map in `element`, centred on `centre`, reporting where its centre comes to rest after
 * the visitor drags it (the pin stays in the middle, drawn by the page). Rejects when the script
 * cannot load (no network, a refused key), so the caller can show the offline map instead.
 */
export async function mountGoogleMap(
  element: HTMLElement,
  options: { key: string; language: string; centre: LatLng; onMove: (centre: LatLng) => void },
): Promise<MountedMap> {
  if (!configured) {
    setOptions({ key: options.key, v: 'weekly', language: options.language });
    configured = true;
  }
  const { Map } = await importLibrary('maps');
  let last = options.centre;
  const map = new Map(element, {
    center: options.centre,
    zoom: 16,
    disableDefaultUI: true,
    zoomControl: true,
    gestureHandling: 'greedy',
    clickableIcons: false,
  });
  const idle = map.addListener('idle', () => {
    const centre = map.getCenter();
    if (!centre) return;
    const now = { lat: centre.lat(), lng: centre.lng() };
    if (samePoint(now, last)) return;
    last = now;
    options.onMove(now);
  });
  return {
    setCentre: (centre) => {
      if (samePoint(centre, last)) return;
      last = centre;
      map.panTo(centre);
    },
    destroy: () => idle.remove(),
  };
}
