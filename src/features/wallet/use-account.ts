import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  fetchCustomerInfo,
  fetchLoyaltyTransactions,
  fetchWalletTransactions,
} from '@/api/account';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { nextPageOf } from '@/api/pagination';
import type { WalletTransaction } from '@/api/schemas/wallet';

/** The signed-in customer's balances and referral code (`customer/info`). */
export function useCustomerInfo() {
  return useQuery({
    queryKey: ['customer-info'],
    queryFn: ({ signal }) => fetchCustomerInfo(signal),
    staleTime: CACHE_TIERS.live,
  });
}

const nextPage = nextPageOf((page: { data: WalletTransaction[]; total_size: number }) => page.data);

/** A history of transactions, page after page (SPEC §9: a list stops at an empty page). */
export function useTransactions(kind: 'wallet' | 'loyalty') {
  return useInfiniteQuery({
    queryKey: [kind === 'wallet' ? 'wallet-transactions' : 'loyalty-transactions'],
    queryFn: ({ pageParam, signal }) =>
      kind === 'wallet'
        ? fetchWalletTransactions(pageParam, signal)
        : fetchLoyaltyTransactions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: CACHE_TIERS.live,
  });
}
