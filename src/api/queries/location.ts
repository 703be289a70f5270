import { apiOf } from '../client';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchZones, lookupZone, type LatLng } from '../location';
import { queryOptions } from './options';

export const locationKeys = {
  zones: () => ['zones'] as const,
  /** `config/get-zone-id` at a point, as the location lookup reads it. */
  zoneAt: (point: LatLng | null) => ['zone', point] as const,
};

export const locationQueries = {
  /** `zone/list`: the service zones' outlines, for the offline map. */
  zones: () =>
    queryOptions({
      queryKey: locationKeys.zones(),
      queryFn: ({ client, signal }) => fetchZones(apiOf(client), signal),
      staleTime: CACHE_TIERS.config,
    }),
  /** The zones at a point and whether one of them takes cash on delivery. */
  zoneAt: (point: LatLng | null) =>
    queryOptions({
      queryKey: locationKeys.zoneAt(point),
      queryFn: ({ client }) => lookupZone(apiOf(client), point ?? { lat: 0, lng: 0 }),
    }),
};
