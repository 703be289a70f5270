import { apiRequest } from './client';
import { Coupon } from './schemas/campaigns';

/**
 * `coupon/apply?code&store_id`: the coupon when it may be used at this store now; the provider
 * refuses with its words otherwise. The minimum purchase is the caller's to check (and the
 * provider's again at placement).
 */
export function applyCoupon(code: string, storeId: number) {
  return apiRequest('coupon/apply', Coupon, { query: { code, store_id: storeId } });
}
