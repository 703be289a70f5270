import { createApiClient, type ApiClient } from '@/api/client';
import { readLatLng, readModule, readZoneIds } from '@/platform/location-store';
import { readRaw, type StorageReader } from '@/platform/storage';
import type { AppSystem } from '@/system/app-system';

/**
 * CONTRACT "Headers the SPA sends", read from what is stored on every call (the browser's
 * storage; on a server rendering a page, the request's cookie copy: no token there).
 */
export function contractHeaders(read: StorageReader = readRaw): Record<string, string | undefined> {
  const zoneIds = readZoneIds(read);
  const latLng = readLatLng(read);
  const token = read('token');
  return {
    zoneId: zoneIds ? JSON.stringify(zoneIds) : undefined,
    moduleId: readModule(read)?.id.toString(),
    latitude: latLng?.lat.toString(),
    longitude: latLng?.lng.toString(),
    'X-localization': read('language-setting') ?? 'en',
    Authorization: token ? `Bearer ${token}` : undefined,
  };
}

/**
 * The browser's API client: the contract's headers from storage, a 401 ends the session's token,
 * and what each request met tells the connectivity machine whether the network works.
 */
export function browserApiClient(system: AppSystem): ApiClient {
  return createApiClient({
    headers: () => contractHeaders(),
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
