import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { readSettings } from './config';
import { round2 } from './json';

/**
 * The customer wallet and loyalty points. Balances live on `users` and change only through
 * conditional UPDATEs inside the transaction that writes the matching transaction row (with
 * the balance after it), so concurrent debits never take a balance below zero and the rows
 * add up to the balance on both engines. The transaction lists are wallet-transactions.ts, the
 * point transfer point-transfer.ts, what a delivered order earns order-settlement.ts.
 *
 * Settings (business_settings): `customer_wallet_status`, `loyalty_point_status`,
 * `ref_earning_status` (0/1); `loyalty_point_item_purchase_point` (percent of a delivered
 * order's amount earned as points), `loyalty_point_exchange_rate` (points per unit of money),
 * `loyalty_point_minimum_point` (smallest transfer), `ref_earning_exchange_rate` (what a
 * referrer earns when a referred customer's first order is delivered).
 */

export const MESSAGES = {
  transferred: 'Point to wallet transfer successfully.',
  insufficientPoint: 'Insufficient point',
  loyaltyOff: 'The loyalty point program is not available',
  walletOff: 'The wallet is not available',
} as const;

export interface WalletSettings {
  walletOn: boolean;
  loyaltyOn: boolean;
  referralOn: boolean;
  purchasePointPercent: number;
  exchangeRate: number;
  minimumPoint: number;
  referralEarning: number;
}

const on = (v: unknown) => v === 1 || v === true || v === '1' || v === 'true';
const num = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

export async function walletSettings(db: Db): Promise<WalletSettings> {
  const s = await readSettings(db);
  return {
    walletOn: on(s.customer_wallet_status),
    loyaltyOn: on(s.loyalty_point_status),
    referralOn: on(s.ref_earning_status),
    purchasePointPercent: num(s.loyalty_point_item_purchase_point, 0),
    exchangeRate: Math.max(1, num(s.loyalty_point_exchange_rate, 10)),
    minimumPoint: num(s.loyalty_point_minimum_point, 0),
    referralEarning: num(s.ref_earning_exchange_rate, 0),
  };
}

/** The customer's wallet balance and loyalty points now. */
export async function balances(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['wallet_balance', 'loyalty_point'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function walletRow(
  db: Db,
  userId: number,
  credit: number,
  debit: number,
  type: string,
  reference: string | null,
  now: Date,
) {
  const { wallet_balance } = await balances(db, userId);
  await db
    .insertInto('wallet_transactions')
    .values({
      user_id: userId,
      transaction_id: randomUUID(),
      credit,
      debit,
      admin_bonus: 0,
      balance: round2(wallet_balance),
      transaction_type: type,
      reference,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Adds money to a wallet (inside the caller's transaction). */
export async function creditWallet(
  db: Db,
  userId: number,
  amount: number,
  type: string,
  reference: string | null,
  now: Date,
): Promise<void> {
  const value = round2(amount);
  if (!(value > 0)) return;
  await db
    .updateTable('users')
    .set((eb) => ({ wallet_balance: eb('wallet_balance', '+', value) }))
    .where('id', '=', userId)
    .execute();
  await walletRow(db, userId, value, 0, type, reference, now);
}

/** Takes money from a wallet if the balance covers it; false (and nothing written) otherwise. */
export async function debitWallet(
  db: Db,
  userId: number,
  amount: number,
  type: string,
  reference: string | null,
  now: Date,
): Promise<boolean> {
  const value = round2(amount);
  if (!(value > 0)) return true;
  const res = await db
    .updateTable('users')
    .set((eb) => ({ wallet_balance: eb('wallet_balance', '-', value) }))
    .where('id', '=', userId)
    .where('wallet_balance', '>=', value)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await walletRow(db, userId, 0, value, type, reference, now);
  return true;
}

export async function creditPoints(
  db: Db,
  userId: number,
  points: number,
  type: string,
  reference: string | null,
  now: Date,
): Promise<void> {
  const value = Math.floor(points);
  if (!(value > 0)) return;
  await db
    .updateTable('users')
    .set((eb) => ({ loyalty_point: eb('loyalty_point', '+', value) }))
    .where('id', '=', userId)
    .execute();
  const { loyalty_point } = await balances(db, userId);
  await db
    .insertInto('loyalty_point_transactions')
    .values({
      user_id: userId,
      transaction_id: randomUUID(),
      credit: value,
      debit: 0,
      balance: loyalty_point,
      transaction_type: type,
      reference,
      created_at: now.toISOString(),
    })
    .execute();
}
