import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { refuse } from '../http/errors';
import { requiredInt, type Bag } from '../http/params';
import { round2 } from './json';
import { balances, MESSAGES, walletSettings } from './wallet';

/**
 * `customer/loyalty-point/point-transfer {point}`: at least the minimum, at most the balance;
 * `point / exchange_rate` goes to the wallet. One conditional UPDATE moves both balances.
 */
export async function transferPoints(db: Db, user: UserRow, body: Bag, now: Date) {
  const s = await walletSettings(db);
  if (!s.loyaltyOn) throw refuse('point', MESSAGES.loyaltyOff);
  const point = requiredInt(body, 'point', { min: 1, max: 1_000_000_000 });
  if (point < s.minimumPoint)
    throw refuse('point', `You need at least ${s.minimumPoint} points to transfer`);
  const amount = round2(point / s.exchangeRate);
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('users')
      .set((eb) => ({
        loyalty_point: eb('loyalty_point', '-', point),
        wallet_balance: eb('wallet_balance', '+', amount),
      }))
      .where('id', '=', user.id)
      .where('loyalty_point', '>=', point)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw refuse('point', MESSAGES.insufficientPoint);
    const after = await balances(trx, user.id);
    const walletTx = randomUUID();
    await trx
      .insertInto('wallet_transactions')
      .values({
        user_id: user.id,
        transaction_id: walletTx,
        credit: amount,
        debit: 0,
        admin_bonus: 0,
        balance: round2(after.wallet_balance),
        transaction_type: 'loyalty_point',
        reference: null,
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto('loyalty_point_transactions')
      .values({
        user_id: user.id,
        transaction_id: randomUUID(),
        credit: 0,
        debit: point,
        balance: after.loyalty_point,
        transaction_type: 'point_to_wallet',
        reference: walletTx,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return { message: MESSAGES.transferred };
}
