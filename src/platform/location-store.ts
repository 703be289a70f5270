import { useMemo } from 'react';
import {
  parseJson,
  readJson,
  readRaw,
  useStoredRaw,
  writeJson,
  writeRaw,
  type StorageReader,
} from './storage';

export type StoredLatLng = { lat: number; lng: number };

export type StoredModule = { id: number; module_name: string; module_type: string };

/**
 * What the location picker stores (SPEC §4: zone, address, coordinates), and the zone's
 * cash-on-delivery flag (config/get-zone-id zone data), kept in `settings` so the failed-payment
 * screen need not ask the provider again.
 */
export function saveLocation(location: {
  lat: number;
  lng: number;
  address: string;
  zoneIds: number[];
  cashOnDelivery: boolean;
}): void {
  writeJson('currentLatLng', { lat: location.lat, lng: location.lng });
  writeRaw('location', location.address);
  writeRaw('zoneid', JSON.stringify(location.zoneIds));
  writeJson('settings', {
    ...(readJson<Record<string, unknown>>('settings') ?? {}),
    cashOnDelivery: location.cashOnDelivery,
  });
}

/** The stored zone's cash-on-delivery flag; null when the location was stored without it. */
export function readCashOnDelivery(read: StorageReader = readRaw): boolean | null {
  const flag = readJson<{ cashOnDelivery?: unknown }>('settings', read)?.cashOnDelivery;
  return typeof flag === 'boolean' ? flag : null;
}

export function saveModule(module: StoredModule | null): void {
  writeJson('module', module);
}

export function readZoneIds(read: StorageReader = readRaw): number[] | null {
  return zoneIdsOf(read('zoneid'));
}

export function readLatLng(read: StorageReader = readRaw): StoredLatLng | null {
  return latLngOf(read('currentLatLng'));
}

export function readModule(read: StorageReader = readRaw): StoredModule | null {
  return moduleOf(read('module'));
}

function zoneIdsOf(raw: string | null): number[] | null {
  const ids = parseJson<unknown>(raw);
  return Array.isArray(ids) && ids.length > 0 ? ids.map(Number) : null;
}

function latLngOf(raw: string | null): StoredLatLng | null {
  const value = parseJson<StoredLatLng>(raw);
  return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : null;
}

function moduleOf(raw: string | null): StoredModule | null {
  const value = parseJson<StoredModule>(raw);
  return value && typeof value.id === 'number' ? value : null;
}

export type StoredPlace = {
  zoneIds: number[] | null;
  latLng: StoredLatLng | null;
  address: string | null;
  module: StoredModule | null;
};

export type StoredScope = Pick<StoredPlace, 'zoneIds' | 'module'>;

/**
 * The stored zone and module, re-read whenever storage changes (while a page hydrates: what the
 * server rendered it from). Its readers do not render again when only the address line or the
 * coordinates change: a shared page was rendered without them (storage-cookie.ts `sharedValues`),
 * and the browser's own arrive just after hydration.
 */
export function useStoredScope(): StoredScope {
  const zone = useStoredRaw('zoneid');
  const module = useStoredRaw('module');
  return useMemo(() => ({ zoneIds: zoneIdsOf(zone), module: moduleOf(module) }), [zone, module]);
}

/** The stored location and module, the address line and coordinates too (useStoredScope). */
export function useStoredPlace(): StoredPlace {
  const scope = useStoredScope();
  const latLng = useStoredRaw('currentLatLng');
  const address = useStoredRaw('location');
  return useMemo(
    () => ({ ...scope, latLng: latLngOf(latLng), address }),
    [scope, latLng, address],
  );
}
