import { customerQueries, type TransactionKind } from '@/api/queries/customer';
import { fetchInto, type RouteData } from '@/api/queries/page-data';

/** The customer's balance and points, and the transactions of `kind` (signed in only). */
function accountPage(kind: TransactionKind | null): RouteData {
  return {
    load: ({ visitor, client }) =>
      visitor.signedIn
        ? Promise.all([
            fetchInto(client, customerQueries.info()),
            kind === null ? undefined : fetchInto(client, customerQueries.transactions(kind)),
          ])
        : Promise.resolve(),
  };
}

export const walletPage = accountPage('wallet');
export const loyaltyPage = accountPage('loyalty');
export const referralPage = accountPage(null);
