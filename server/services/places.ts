import type { Db } from '../db/client';
import type { PlaceRow } from '../db/schema';
import { notFound } from '../http/errors';
import { distanceMeters, type LatLng } from './geo';

/** Places, geocoding and distances from the local gazetteer (no external service). */

const describe = (p: PlaceRow) => `${p.name}, ${p.area}, Bangladesh`;

export async function autocomplete(db: Db, text: string, limit = 8) {
  const needle = text.trim().toLowerCase();
  if (needle === '') return { predictions: [], status: 'ZERO_RESULTS' };
  // The gazetteer is small: match in memory, so the user's text never reaches SQL.
  const places = await db.selectFrom('places').selectAll().orderBy('name').execute();
  const hits = places
    .filter((p) => `${p.name} ${p.area}`.toLowerCase().includes(needle))
    .sort((a, b) => {
      const ai = a.name.toLowerCase().startsWith(needle) ? 0 : 1;
      const bi = b.name.toLowerCase().startsWith(needle) ? 0 : 1;
      return ai - bi || a.name.localeCompare(b.name);
    })
    .slice(0, limit);
  return {
    predictions: hits.map((p) => ({
      place_id: p.id,
      description: describe(p),
      structured_formatting: { main_text: p.name, secondary_text: `${p.area}, Bangladesh` },
    })),
    status: hits.length > 0 ? 'OK' : 'ZERO_RESULTS',
  };
}

export async function placeDetails(db: Db, placeId: string) {
  const p = await db.selectFrom('places').selectAll().where('id', '=', placeId).executeTakeFirst();
  if (!p) throw notFound('placeid', 'Place not found');
  return {
    result: {
      place_id: p.id,
      name: p.name,
      formatted_address: describe(p),
      geometry: { location: { lat: p.lat, lng: p.lng } },
    },
    status: 'OK',
  };
}

export async function geocode(db: Db, at: LatLng) {
  const places = await db.selectFrom('places').selectAll().execute();
  let best: PlaceRow | undefined;
  let bestD = Infinity;
  for (const p of places) {
    const d = distanceMeters(at, p);
    if (d < bestD) {
      bestD = d;
      best = p;
    }
  }
  if (!best) return { results: [], status: 'ZERO_RESULTS' };
  return {
    results: [
      {
        formatted_address: `${best.name}, ${best.area}`,
        place_id: best.id,
        geometry: { location: { lat: at.lat, lng: at.lng } },
      },
    ],
    status: 'OK',
  };
}

const SPEED_KMH: Record<string, number> = {
  walking: 5,
  bicycling: 12,
  driving: 20,
  two_wheeler: 25,
};

/** Great-circle distance, in both the old (rows/elements) and new (distanceMeters) shapes. */
export function distance(from: LatLng, to: LatLng, mode = 'driving') {
  const meters = Math.round(distanceMeters(from, to));
  const speed = SPEED_KMH[mode] ?? SPEED_KMH.driving!;
  const seconds = Math.round((meters / 1000 / speed) * 3600);
  const km = meters / 1000;
  return {
    rows: [
      {
        elements: [
          {
            distance: { text: `${km.toFixed(1)} km`, value: meters },
            duration: { text: `${Math.max(1, Math.round(seconds / 60))} mins`, value: seconds },
            status: 'OK',
          },
        ],
      },
    ],
    status: 'OK',
    distanceMeters: meters,
    duration: `${seconds}s`,
  };
}
