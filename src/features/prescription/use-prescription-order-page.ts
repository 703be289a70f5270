import { useCartOwner, useSignedIn } from '@/system/use-session';
import { useConfig } from '@/system/use-config';
import { useCustomerInfo } from '@/system/use-customer-info';
import { prescriptionDelivery } from '@/domain/prescription-delivery';
import { useStoredPlace } from '@/platform/location-store';
import { usePrescriptionStore } from './use-prescription-store';

/**
 * What `/prescription-order/{store}` shows: a zone first, nothing where the config turns
 * prescription orders off, the store's error, a spinner until the store, the config and a
 * signed-in customer's details are there, then the form with where and to whom it goes.
 */
export function usePrescriptionOrderPage(storeId: string) {
  const place = useStoredPlace();
  const config = useConfig();
  const signedIn = useSignedIn();
  const guestId = useCartOwner().guestId;
  const customer = useCustomerInfo(signedIn);
  const store = usePrescriptionStore(storeId);

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
