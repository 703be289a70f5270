import { useMemo } from 'react';
import { create } from 'superstruct';
import type { LatLng } from '@/api/location';
import { checkoutQueries } from '@/api/queries/checkout';
import { CheckoutSettings } from '@/api/schemas/checkout';
import { useConfig } from '@/system/use-config';
import { useCustomerInfo } from '@/system/use-customer-info';
import { useQueryInTransition } from '@/system/use-query-in-transition';

/** The config's checkout settings (defaults until the config is there). */
export function useCheckoutSettings() {
  const config = useConfig().data;
  return useMemo(() => create(config ?? {}, CheckoutSettings), [config]);
}

/** The zone's payment rules where the order goes, for the chosen module. */
export function useZonePayments(point: LatLng | null, moduleId: number | null) {
  return useQueryInTransition(checkoutQueries.zonePayments(point, moduleId));
}

/** The wallet balance, asked for only when the wallet can pay. */
export function useWalletBalance(enabled: boolean) {
  const info = useCustomerInfo(enabled);
  return enabled ? (info.data?.wallet_balance ?? null) : null;
}
