import { useQuery } from '@tanstack/react-query';
import { customerQueries } from '@/api/queries/customer';

/**
 * The signed-in customer's `customer/info`: the profile, the balances and the referral code
 * (one cached answer for the profile, wallet, loyalty, checkout, parcel and prescription pages).
 */
export function useCustomerInfo(enabled = true) {
  return useQuery({ ...customerQueries.info(), enabled });
}
