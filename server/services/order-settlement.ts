import type { Db } from '../db/client';
import type { OrderRow } from '../db/schema';
import { round2 } from './json';
import { notify } from './notifications';
import { creditPoints, creditWallet, walletSettings } from './wallet';

/**
 * What a delivered order earns (the simulator calls this in the transaction that marks the
 * order delivered, so it happens exactly once): loyalty points for the customer, and for a
 * referred customer's first delivered order the referrer's earning (with a referral push).
 */
export async function settleDeliveredOrder(db: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.user_id === null) return;
  const s = await walletSettings(db);
  const reference = String(order.id);
  if (s.loyaltyOn && s.purchasePointPercent > 0) {
    const points = Math.floor((order.order_amount * s.purchasePointPercent) / 100);
    await creditPoints(db, order.user_id, points, 'order_place', reference, now);
  }
  if (!s.referralOn || !(s.referralEarning > 0)) return;
  const customer = await db
    .selectFrom('users')
    .select(['id', 'f_name', 'ref_by'])
    .where('id', '=', order.user_id)
    .executeTakeFirst();
  if (!customer || customer.ref_by === null) return;
  const earlier = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', order.user_id)
    .where('order_status', '=', 'delivered')
    .where('id', '!=', order.id)
    .limit(1)
    .executeTakeFirst();
  if (earlier) return;
  const referrer = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', customer.ref_by)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!referrer) return;
  await creditWallet(db, referrer.id, s.referralEarning, 'referrer', reference, now);
  await notify(
    db,
    { userId: referrer.id, guestId: null },
    {
      type: 'referral_code',
      title: 'Referral earning',
      body: `${customer.f_name ?? 'A friend'} completed a first order with your referral code. ${round2(s.referralEarning)} was added to your wallet.`,
    },
    now,
  );
}
