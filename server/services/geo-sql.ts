import { sql, type RawBuilder } from 'kysely';
import { EARTH_RADIUS_M, type LatLng } from './geo';

/**
 * services/geo.ts's distances as SQL over `stores.latitude`/`stores.longitude`, for ranking and
 * filtering inside the query. Both engines have these math functions (SQLite's are built into
 * better-sqlite3); the location is bound as parameters.
 */

/**
 * Great-circle (haversine) distance in metres from `from` to the store (no clamp of the root to 1
 * as geo.ts has: only antipodal points can round past it, and `min` of two values is not portable).
 */
export function haversineSql(from: LatLng): RawBuilder<number> {
  const lat = sql.ref('stores.latitude');
  const lng = sql.ref('stores.longitude');
  return sql<number>`(2 * ${sql.lit(EARTH_RADIUS_M)} * asin(sqrt(
    power(sin(radians(${lat} - ${from.lat}) / 2), 2)
    + cos(radians(${from.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${from.lng}) / 2), 2)
  )))`;
}

/** A latitude/longitude box holding every point within `meters` of `from`. */
export function boundingBox(from: LatLng, meters: number) {
  const dLat = (meters / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLng = dLat / Math.max(0.01, Math.cos((from.lat * Math.PI) / 180));
  return {
    minLat: from.lat - dLat,
    maxLat: from.lat + dLat,
    minLng: from.lng - dLng,
    maxLng: from.lng + dLng,
  };
}
