import { useInfiniteQuery } from '@tanstack/react-query';
import { customerQueries, type TransactionKind } from '@/api/queries/customer';

/** A history of transactions, page after page (SPEC §9: a list stops at an empty page). */
export function useTransactions(kind: TransactionKind) {
  return useInfiniteQuery(customerQueries.transactions(kind));
}
