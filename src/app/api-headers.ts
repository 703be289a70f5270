import { configureApi } from '@/api/client';
import { readLatLng, readModule, readZoneIds } from '@/platform/location-store';
import { readRaw } from '@/platform/storage';
import type { AppSystem } from '@/system/app-system';

/**
 * CONTRACT "Headers the SPA sends", read from storage on every call (on a server rendering a
 * page, from the request's cookie copy: no token there).
 */
export function contractHeaders(): Record<string, string | undefined> {
  const zoneIds = readZoneIds();
  const latLng = readLatLng();
  const token = readRaw('token');
  return {
    zoneId: zoneIds ? JSON.stringify(zoneIds) : undefined,
    moduleId: readModule()?.id.toString(),
    latitude: latLng?.lat.toString(),
    longitude: latLng?.lng.toString(),
    'X-localization': readRaw('language-setting') ?? 'en',
    Authorization: token ? `Bearer ${token}` : undefined,
  };
}

/**
 * The browser's API client: the contract's headers, a 401 ends the session's token, and what each
 * request met tells the connectivity machine whether the network works.
 */
export function wireApiHeaders(system: AppSystem): void {
  configureApi({
    headers: contractHeaders,
    onNetwork: (reached) =>
      void import('@/system/connectivity').then(({ reportNetwork }) =>
        reportNetwork(system, reached),
      ),
    onUnauthorized: () =>
      void import('@/system/session').then(({ createSessionActor }) =>
        system.actor(createSessionActor).send({ type: 'UNAUTHORIZED' }),
      ),
  });
}
