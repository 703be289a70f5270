export type LatLng = { lat: number; lng: number };

/** Pixels per degree of latitude on the offline map (about a city district across 400 px). */
export const MAP_PIXELS_PER_DEGREE = 3000;

/** Equirectangular projection around a centre: good enough at city scale. */
export function project(point: LatLng, centre: LatLng, scale = MAP_PIXELS_PER_DEGREE) {
  const cos = Math.cos((centre.lat * Math.PI) / 180);
  return { x: (point.lng - centre.lng) * scale * cos, y: -(point.lat - centre.lat) * scale };
}

export function unproject(
  offset: { x: number; y: number },
  centre: LatLng,
  scale = MAP_PIXELS_PER_DEGREE,
): LatLng {
  const cos = Math.cos((centre.lat * Math.PI) / 180);
  return { lat: centre.lat - offset.y / scale, lng: centre.lng + offset.x / (scale * cos) };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
