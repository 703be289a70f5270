import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import { refuse } from '../http/errors';
import { bag, optionalString, paging, type Bag } from '../http/params';

/** The customer's wallet and loyalty-point transactions, newest first (balances: wallet.ts). */

const WALLET_TYPES: Record<string, string[]> = {
  order: ['order_place', 'order_refund', 'partial_payment'],
  loyalty_point: ['loyalty_point'],
  add_fund: ['add_fund'],
  referrer: ['referrer'],
  CashBack: ['CashBack'],
};

function page<T>(rows: T[], total: number, limit: number, offset: number) {
  return { total_size: total, limit, offset, data: rows };
}

/** `customer/wallet/transactions?limit&offset[&type=order|loyalty_point|add_fund|referrer]`. */
export async function walletTransactions(db: Db, userId: number, query: unknown) {
  const q: Bag = bag(query);
  const { limit, offset } = paging(q, 10);
  const type = optionalString(q, 'type', 30);
  const types =
    type === undefined || type === 'all'
      ? undefined
      : Object.hasOwn(WALLET_TYPES, type)
        ? WALLET_TYPES[type]
        : null;
  if (types === null)
    throw refuse('type', 'The type must be order, loyalty_point, add_fund, referrer or all.');
  let base = db.selectFrom('wallet_transactions').where('user_id', '=', userId);
  if (types !== undefined) base = base.where('transaction_type', 'in', types);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .$call(onePage({ limit, offset }))
    .execute();
  return page(
    rows.map((r) => ({ ...r, updated_at: r.created_at })),
    Number(total?.n ?? 0),
    limit,
    offset,
  );
}

/** `customer/loyalty-point/transactions?limit&offset`. */
export async function loyaltyTransactions(db: Db, userId: number, query: unknown) {
  const { limit, offset } = paging(bag(query), 10);
  const base = db.selectFrom('loyalty_point_transactions').where('user_id', '=', userId);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .$call(onePage({ limit, offset }))
    .execute();
  return page(
    rows.map((r) => ({ ...r, updated_at: r.created_at })),
    Number(total?.n ?? 0),
    limit,
    offset,
  );
}
