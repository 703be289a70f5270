import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import type { OrderRow, UserRow } from '../db/schema';
import { refuse } from '../http/errors';
import { bag, optionalString, paging, requiredInt, type Bag } from '../http/params';
import { readSettings } from './config';
import { round2 } from './json';
import { notify } from './notifications';

/**
 * The customer wallet and loyalty points. Balances live on `users` and change only through
 * conditional UPDATEs inside the transaction that writes the matching transaction row (with
 * the balance after it), so concurrent debits never take a balance below zero and the rows
 * add up to the balance on both engines.
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

async function balances(db: Db, userId: number) {
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

/**
 * Sign-up's `ref_code` (optional): the id of the customer whose referral code it is. An
 * unknown code is refused ("Referer code not found", 6amMart's words).
 */
export async function referrerOf(db: Db, b: Bag): Promise<number | null> {
  const code = optionalString(b, 'ref_code', 40);
  if (code === undefined) return null;
  const referrer = await db
    .selectFrom('users')
    .select('id')
    .where('ref_code', '=', code.toUpperCase())
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!referrer) throw refuse('ref_code', 'Referer code not found');
  return referrer.id;
}
