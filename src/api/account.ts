import { apiRequest } from './client';
import { CustomerInfo } from './schemas/account';
import { MessageAnswer } from './schemas/content';
import { LoyaltyTransactionPage, WalletTransactionPage } from './schemas/wallet';

export const TRANSACTION_PAGE_SIZE = 10;

export function fetchCustomerInfo(signal?: AbortSignal) {
  return apiRequest('customer/info', CustomerInfo, { signal });
}

/** `page` is the 1-based page number the contract calls offset. */
export function fetchWalletTransactions(page: number, signal?: AbortSignal) {
  return apiRequest('customer/wallet/transactions', WalletTransactionPage, {
    query: { offset: page, limit: TRANSACTION_PAGE_SIZE },
    signal,
  });
}

export function fetchLoyaltyTransactions(page: number, signal?: AbortSignal) {
  return apiRequest('customer/loyalty-point/transactions', LoyaltyTransactionPage, {
    query: { offset: page, limit: TRANSACTION_PAGE_SIZE },
    signal,
  });
}

/** Converts points to wallet money at the config's exchange rate; answers the provider's words. */
export async function transferPointsToWallet(point: number): Promise<string> {
  const answer = await apiRequest('customer/loyalty-point/point-transfer', MessageAnswer, {
    method: 'POST',
    body: { point },
  });
  return answer.message;
}
