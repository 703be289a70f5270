import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { create } from 'superstruct';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { fetchZonePayments } from '@/api/checkout';
import type { LatLng } from '@/api/location';
import { CheckoutSettings } from '@/api/schemas/checkout';
import { useConfig } from '@/app/use-config';
import { useCustomerInfo } from '@/app/use-customer-info';

/** The config's checkout settings (defaults until the config is there). */
export function useCheckoutSettings() {
  const config = useConfig().data;
  return useMemo(() => create(config ?? {}, CheckoutSettings), [config]);
}

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
  const info = useCustomerInfo(enabled);
  return enabled ? (info.data?.wallet_balance ?? null) : null;
}
