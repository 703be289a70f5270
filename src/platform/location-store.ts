import { useMemo } from 'react';
import { readJson, readRaw, useStoredRaw, writeJson, writeRaw } from './storage';

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
export function readCashOnDelivery(): boolean | null {
  const flag = readJson<{ cashOnDelivery?: unknown }>('settings')?.cashOnDelivery;
  return typeof flag === 'boolean' ? flag : null;
}

export function saveModule(module: StoredModule | null): void {
  writeJson('module', module);
}

export function readZoneIds(): number[] | null {
  const ids = readJson<unknown>('zoneid');
  return Array.isArray(ids) && ids.length > 0 ? ids.map(Number) : null;
}

export function readLatLng(): StoredLatLng | null {
  const value = readJson<StoredLatLng>('currentLatLng');
  return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : null;
}

export function readModule(): StoredModule | null {
  const value = readJson<StoredModule>('module');
  return value && typeof value.id === 'number' ? value : null;
}

export type StoredPlace = {
  zoneIds: number[] | null;
  latLng: StoredLatLng | null;
  address: string | null;
  module: StoredModule | null;
};

/** The stored location and module, re-read whenever storage changes. */
export function useStoredPlace(): StoredPlace {
  const zone = useStoredRaw('zoneid');
  const latLng = useStoredRaw('currentLatLng');
  const address = useStoredRaw('location');
  const module = useStoredRaw('module');
  return useMemo(
    () => ({
      zoneIds: readZoneIds(),
      latLng: readLatLng(),
      address: readRaw('location'),
      module: readModule(),
    }),
    // The raw strings are the dependencies: a new string means a new value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [zone, latLng, address, module],
  );
}
