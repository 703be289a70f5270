/** Geometry on lat/lng: great-circle distance, point in polygon, polygon area. */

export interface LatLng {
  lat: number;
  lng: number;
}

export const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function distanceKm(a: LatLng, b: LatLng): number {
  return distanceMeters(a, b) / 1000;
}

/** Ray casting (lng as x, lat as y); the ring need not be closed. Points on an edge may go either way. */
export function pointInPolygon(p: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    const crosses = a.lat > p.lat !== b.lat > p.lat;
    if (crosses && p.lng < ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng)
      inside = !inside;
  }
  return inside;
}

/** Approximate area in km² (shoelace on an equirectangular projection; fine for city zones). */
export function polygonAreaKm2(ring: readonly LatLng[]): number {
  if (ring.length < 3) return 0;
  const lat0 = rad(ring.reduce((s, p) => s + p.lat, 0) / ring.length);
  const kmPerDegLat = 111.32;
  const kmPerDegLng = 111.32 * Math.cos(lat0);
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    sum +=
      b.lng * kmPerDegLng * (a.lat * kmPerDegLat) - a.lng * kmPerDegLng * (b.lat * kmPerDegLat);
  }
  return Math.abs(sum) / 2;
}

export function boundingBox(ring: readonly LatLng[]) {
  return {
    minLat: Math.min(...ring.map((p) => p.lat)),
    maxLat: Math.max(...ring.map((p) => p.lat)),
    minLng: Math.min(...ring.map((p) => p.lng)),
    maxLng: Math.max(...ring.map((p) => p.lng)),
  };
}

/** The point a fraction `t` (0..1) of the way from `a` to `b` (linear; fine at city scale). */
export function interpolate(a: LatLng, b: LatLng, t: number): LatLng {
  const f = Math.max(0, Math.min(1, t));
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f };
}

export function validLatLng(lat: number | undefined, lng: number | undefined): boolean {
  return (
    lat !== undefined &&
    lng !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}
