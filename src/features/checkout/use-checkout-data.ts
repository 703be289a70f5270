import { useQuery } from '@tanstack/react-query';
import { fetchCustomerInfo } from '@/api/account';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { fetchZonePayments, type LatLng } from '@/api/location';

/** The zone's payment rules where the order goes, for the chosen module. */
export function useZonePayments(point: LatLng | null, moduleId: number | null) {
  return useQuery({
    queryKey: ['zone-payments', point?.lat, point?.lng, moduleId],
    queryFn: ({ signal }) => fetchZonePayments(point!, moduleId, signal),
    enabled: point !== null,
    staleTime: CACHE_TIERS.live,
  });
}

/** The wallet balance, asked for only when the wallet can pay. */
export function useWalletBalance(enabled: boolean) {
  const info = useQuery({
    queryKey: ['customer-info'],
    queryFn: ({ signal }) => fetchCustomerInfo(signal),
    enabled,
    staleTime: CACHE_TIERS.live,
  });
  return enabled ? (info.data?.wallet_balance ?? null) : null;
}
