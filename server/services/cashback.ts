import type { Db } from '../db/client';
import type { CashbackTable, OrderRow } from '../db/schema';
import type { Selectable } from 'kysely';
import { DEFAULT_TIMEZONE, localNow } from './clock';
import { readSettings } from './config';
import { round2 } from './json';
import { cashbackList } from './offers';
import { creditWallet } from './wallet';

/**
 * Cashback (SPEC §3 "Cashback offer"): when a customer's order is delivered, the running offer
 * that gives the most for its amount goes to the customer's wallet, as a `CashBack` wallet
 * transaction. An offer applies from its `min_purchase` up, at most `same_user_limit` times per
 * customer (0: no limit); a percentage offer is capped by `max_discount` when that is set.
 */

type Offer = Pick<
  Selectable<CashbackTable>,
  'id' | 'cashback_type' | 'cashback_amount' | 'min_purchase' | 'max_discount' | 'same_user_limit'
>;

export function cashbackFor(offer: Offer, orderAmount: number): number {
  if (orderAmount < offer.min_purchase) return 0;
  if (offer.cashback_type !== 'percentage') return round2(offer.cashback_amount);
  const share = (orderAmount * offer.cashback_amount) / 100;
  return round2(offer.max_discount > 0 ? Math.min(share, offer.max_discount) : share);
}

/** The wallet reference that ties a credit to its offer, so the per-customer limit can count it. */
function referenceOf(offerId: number, orderId: number): string {
  return `cashback ${offerId} order ${orderId}`;
}

async function usesOf(db: Db, userId: number, offerId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('transaction_type', '=', 'CashBack')
    .where('reference', 'like', `cashback ${offerId} order %`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Credits a delivered order's cashback; runs inside the transaction that marks it delivered. */
export async function creditCashback(db: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.user_id === null) return;
  const settings = await readSettings(db);
  if (Number(settings.customer_wallet_status) !== 1) return;
  const timezone = typeof settings.timezone === 'string' ? settings.timezone : DEFAULT_TIMEZONE;
  const offers = await cashbackList(db, localNow(now.getTime(), timezone));
  let best: { offer: Offer; amount: number } | undefined;
  for (const offer of offers) {
    const amount = cashbackFor(offer, order.order_amount);
    if (amount <= 0 || (best && best.amount >= amount)) continue;
    if (
      offer.same_user_limit > 0 &&
      (await usesOf(db, order.user_id, offer.id)) >= offer.same_user_limit
    )
      continue;
    best = { offer, amount };
  }
  if (!best) return;
  await creditWallet(
    db,
    order.user_id,
    best.amount,
    'CashBack',
    referenceOf(best.offer.id, order.id),
    now,
  );
}
