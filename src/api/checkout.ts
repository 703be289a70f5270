import { apiRequest } from './client';
import { Coupon } from './schemas/campaigns';
import { ZonePayments } from './schemas/checkout';

/**
 * The zone's payment rules at a point for a module: cash on delivery and its maximum order
 * amount (0: no limit), digital payment.
 */
export async function fetchZonePayments(
  point: { lat: number; lng: number },
  moduleId: number | null,
  signal?: AbortSignal,
) {
  const answer = await apiRequest('config/get-zone-id', ZonePayments, {
    query: { lat: point.lat, lng: point.lng },
    signal,
  });
  const zone = answer.zone_data[0];
  const module = zone?.modules?.find((entry) => entry.id === moduleId);
  return {
    cashOnDelivery: zone?.cash_on_delivery !== false,
    digitalPayment: zone?.digital_payment !== false,
    codLimit: module?.pivot?.maximum_cod_order_amount ?? 0,
  };
}

/**
 * `coupon/apply?code&store_id`: the coupon when it may be used at this store now; the provider
 * refuses with its words otherwise. The minimum purchase is the caller's to check (and the
 * provider's again at placement).
 */
export function applyCoupon(code: string, storeId: number) {
  return apiRequest('coupon/apply', Coupon, { query: { code, store_id: storeId } });
}
