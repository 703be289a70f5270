import { array, string, type, type Infer } from 'superstruct';
import { Num, maybe } from './common';

/** `customer/wallet/transactions` and `customer/loyalty-point/transactions` (CONTRACT "Account"). */

export const WalletTransaction = type({
  id: Num,
  transaction_id: maybe(string()),
  credit: Num,
  debit: Num,
  balance: Num,
  transaction_type: string(),
  reference: maybe(string()),
  created_at: string(),
});
export type WalletTransaction = Infer<typeof WalletTransaction>;

export const WalletTransactionPage = type({
  total_size: Num,
  limit: Num,
  offset: Num,
  data: array(WalletTransaction),
});

export const LoyaltyTransactionPage = WalletTransactionPage;
