import { useQueryInTransition } from './use-query-in-transition';
import { customerQueries } from '@/api/queries/customer';

/**
 * The signed-in customer's `customer/info`: the profile, the balances and the referral code
 * (one cached answer for the profile, wallet, loyalty, checkout, parcel and prescription pages),
 * rendered in a transition when it changes.
 */
export function useCustomerInfo(enabled = true) {
  return useQueryInTransition({ ...customerQueries.info(), enabled });
}
