import type { LatLng } from '../services/geo';

/**
 * The courier's way between two points: a street-grid route (along one axis, across, then
 * along again), deterministic, so every provider instance puts the courier at the same place
 * for the same time. Positions are taken along the route by distance (with the longitude
 * scaled by cos(latitude), fine at city scale).
 */

export function courierRoute(from: LatLng, to: LatLng): LatLng[] {
  const turn = from.lat + (to.lat - from.lat) * 0.35;
  return [from, { lat: turn, lng: from.lng }, { lat: turn, lng: to.lng }, to];
}

function legLength(a: LatLng, b: LatLng): number {
  const k = Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(b.lat - a.lat, (b.lng - a.lng) * k);
}

/** The point a fraction `t` (0..1, clamped) of the way along `route`. */
export function pointAlong(route: readonly LatLng[], t: number): LatLng {
  const f = Math.max(0, Math.min(1, Number.isFinite(t) ? t : 0));
  if (route.length === 0) return { lat: 0, lng: 0 };
  const lengths = route.slice(1).map((p, i) => legLength(route[i]!, p));
  const total = lengths.reduce((n, l) => n + l, 0);
  if (total === 0) return route[route.length - 1]!;
  let left = f * total;
  for (let i = 0; i < lengths.length; i++) {
    const l = lengths[i]!;
    if (left <= l || i === lengths.length - 1) {
      const a = route[i]!;
      const b = route[i + 1]!;
      const s = l === 0 ? 1 : Math.min(1, left / l);
      return { lat: a.lat + (b.lat - a.lat) * s, lng: a.lng + (b.lng - a.lng) * s };
    }
    left -= l;
  }
  return route[route.length - 1]!;
}
