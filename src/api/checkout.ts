import type { ApiClient } from './client';
import { ApiError } from './errors';
import { Coupon } from './schemas/campaigns';
import { OrderQuote, ZonePayments } from './schemas/checkout';

/**
 * The zone's payment rules at a point for a module: cash on delivery and its maximum order
 * amount (0: no limit), digital payment. The zone is the one that serves the module there, the
 * first whose modules include it (the one the provider charges and checks at placement; it
 * lists a module under that zone only, docs/PROVIDER.md), else the first zone.
 */
export async function fetchZonePayments(
  api: ApiClient,
  point: { lat: number; lng: number },
  moduleId: number | null,
  signal?: AbortSignal,
) {
  const answer = await api.request('config/get-zone-id', ZonePayments, {
    query: { lat: point.lat, lng: point.lng },
    signal,
  });
  const zone =
    answer.zone_data.find((entry) => entry.modules?.some((module) => module.id === moduleId)) ??
    answer.zone_data[0];
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
export function applyCoupon(api: ApiClient, code: string, storeId: number) {
  return api.request('coupon/apply', Coupon, { query: { code, store_id: storeId } });
}

/** What decides an order's money: `order/place`'s body without payment or contact. */
export type QuoteBody = {
  guest_id?: string;
  store_id: number;
  order_type: 'delivery' | 'take_away';
  latitude: number;
  longitude: number;
  dm_tips: number;
  coupon_code?: string;
  schedule_at?: string;
  is_buy_now?: 1;
  cart?: string;
};

/**
 * Our extension `customer/order/quote`: the provider's own totals for the order as it stands.
 * Null when the backend has no such call (a 404 naming no field: an unknown route),
 * so the checkout falls back to its own sum; a refusal (coupon, closed store…) is thrown.
 */
export async function quoteOrder(api: ApiClient, body: QuoteBody, signal?: AbortSignal) {
  try {
    return await api.request('customer/order/quote', OrderQuote, { method: 'POST', body, signal });
  } catch (error) {
    const unknownRoute =
      error instanceof ApiError &&
      (error.status === 404 || error.status === 405) &&
      (error.code === '' || error.code === 'not_found');
    if (unknownRoute) return null;
    throw error;
  }
}
