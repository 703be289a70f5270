import type { ApiClient } from './client';
import { CustomerInfo } from './schemas/account';
import { MessageAnswer } from './schemas/content';
import { LoyaltyTransactionPage, WalletTransactionPage } from './schemas/wallet';

export const TRANSACTION_PAGE_SIZE = 10;

export function fetchCustomerInfo(api: ApiClient, signal?: AbortSignal) {
  return api.request('customer/info', CustomerInfo, { signal });
}

/** `page` is the 1-based page number the contract calls offset. */
export function fetchWalletTransactions(api: ApiClient, page: number, signal?: AbortSignal) {
  return api.request('customer/wallet/transactions', WalletTransactionPage, {
    query: { offset: page, limit: TRANSACTION_PAGE_SIZE },
    signal,
  });
}

export function fetchLoyaltyTransactions(api: ApiClient, page: number, signal?: AbortSignal) {
  return api.request('customer/loyalty-point/transactions', LoyaltyTransactionPage, {
    query: { offset: page, limit: TRANSACTION_PAGE_SIZE },
    signal,
  });
}

/** Converts points to wallet money at the config's exchange rate; answers the provider's words. */
export async function transferPointsToWallet(api: ApiClient, point: number): Promise<string> {
  const answer = await api.request('customer/loyalty-point/point-transfer', MessageAnswer, {
    method: 'POST',
    body: { point },
  });
  return answer.message;
}
