import { apiOf } from '../client';
import type { QueryClient } from '@tanstack/query-core';
import { fetchCustomerInfo, fetchLoyaltyTransactions, fetchWalletTransactions } from '../account';
import { fetchAddresses } from '../addresses';
import { CACHE_TIERS } from '../cache-tiers';
import { nextPageOf } from '../pagination';
import type { WalletTransaction } from '../schemas/wallet';
import { PERSONAL } from './personal';
import { infiniteQueryOptions, queryOptions } from './options';

export type TransactionKind = 'wallet' | 'loyalty';

/** The signed-in customer's own data: always fresh from the provider. */
export const customerKeys = {
  /** `customer/info`: the profile, the balances and the referral code, in one answer. */
  info: () => ['customer-info'] as const,
  addresses: () => ['addresses'] as const,
  transactions: (kind: TransactionKind) =>
    [kind === 'wallet' ? 'wallet-transactions' : 'loyalty-transactions'] as const,
};

const nextTransactionPage = nextPageOf(
  (page: { data: WalletTransaction[]; total_size: number }) => page.data,
);

export const customerQueries = {
  info: () =>
    queryOptions({
      queryKey: customerKeys.info(),
      queryFn: ({ client, signal }) => fetchCustomerInfo(apiOf(client), signal),
      staleTime: CACHE_TIERS.live,
      meta: PERSONAL,
    }),
  /** The saved addresses. */
  addresses: () =>
    queryOptions({
      queryKey: customerKeys.addresses(),
      queryFn: ({ client, signal }) => fetchAddresses(apiOf(client), signal),
      staleTime: CACHE_TIERS.live,
      meta: PERSONAL,
    }),
  /** A history of transactions, page after page (SPEC §9: a list stops at an empty page). */
  transactions: (kind: TransactionKind) =>
    infiniteQueryOptions({
      queryKey: customerKeys.transactions(kind),
      queryFn: ({ client, pageParam, signal }) =>
        kind === 'wallet'
          ? fetchWalletTransactions(apiOf(client), pageParam, signal)
          : fetchLoyaltyTransactions(apiOf(client), pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextTransactionPage,
      staleTime: CACHE_TIERS.live,
      meta: PERSONAL,
    }),
};

/** After the profile changed. */
export function invalidateCustomerInfo(client: QueryClient) {
  return client.invalidateQueries({ queryKey: customerKeys.info() });
}

/** After points went to the wallet: the balances and both histories. */
export function invalidateBalances(client: QueryClient) {
  return Promise.all([
    invalidateCustomerInfo(client),
    client.invalidateQueries({ queryKey: customerKeys.transactions('wallet') }),
    client.invalidateQueries({ queryKey: customerKeys.transactions('loyalty') }),
  ]);
}

/** After an address was saved or deleted. */
export function invalidateAddresses(client: QueryClient) {
  return client.invalidateQueries({ queryKey: customerKeys.addresses() });
}
