import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { fetchCustomerInfo } from '@/api/account';
import { fetchStore } from '@/api/catalogue';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { sessionActor } from '@/app/session';
import { useConfig } from '@/app/use-config';
import { prescriptionDelivery } from '@/domain/prescription-delivery';
import { useStoredPlace } from '@/platform/location-store';

/**
 * What `/prescription-order/{store}` shows: a zone first, nothing where the config turns
 * prescription orders off, the store's error, a spinner until the store, the config and a
 * signed-in customer's details are there, then the form with where and to whom it goes.
 */
export function usePrescriptionOrderPage(storeId: string) {
  const place = useStoredPlace();
  const config = useConfig();
  const token = useSelector(sessionActor, (s) => s.context.token);
  const guestId = useSelector(sessionActor, (s) => s.context.guestId);
  const signedIn = token !== null;
  const customer = useQuery({
    queryKey: ['customer-info'],
    queryFn: ({ signal }) => fetchCustomerInfo(signal),
    staleTime: CACHE_TIERS.live,
    enabled: signedIn,
  });
  const store = useQuery({
    queryKey: ['store', storeId, { zoneIds: place.zoneIds }],
    queryFn: ({ signal }) => fetchStore(storeId, signal),
    staleTime: CACHE_TIERS.catalogue,
    enabled: place.zoneIds !== null,
  });

  if (place.zoneIds === null || place.latLng === null) return { kind: 'zoneRequired' } as const;
  if (config.data && !config.data.prescription_order_status) return { kind: 'off' } as const;
  if (store.isError)
    return { kind: 'error', error: store.error, retry: () => void store.refetch() } as const;
  if (store.isPending || !config.data || (signedIn && customer.isPending))
    return { kind: 'loading' } as const;
  return {
    kind: 'ready',
    storeName: store.data.name,
    askContact: !signedIn,
    delivery: prescriptionDelivery({
      store: store.data,
      from: place.latLng,
      address: place.address ?? '',
      customer: signedIn ? customer.data : undefined,
      guestId: signedIn ? null : guestId,
    }),
  } as const;
}
