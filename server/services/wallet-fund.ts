import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { ApiError, refuse } from '../http/errors';
import { bag, optionalString, toNumber, type Bag } from '../http/params';
import { readSettings } from './config';
import { demoPaymentPage, formatMoney, messagePage } from './gateway-html';
import { round2 } from './json';
import { REQUEST_TTL_MS, safeCallback, type Gateway } from './payments';
import { creditWallet, MESSAGES as WALLET_MESSAGES, walletSettings } from './wallet';

/**
 * Adding money to the wallet through the demo gateway (the 6amMart client's wallet page):
 *
 * - `POST customer/wallet/add-fund {amount, payment_method, callback, payment_platform}` (signed
 *   in) writes a pending request and answers `{redirect_link}`: the gateway page
 *   `/payment-mobile?fund=<id>`, the id random and single use (the page's only credential, as
 *   the order payment's request id is).
 * - The page's Pay or Fail (`POST /payment-mobile {fund, action}`) settles the request once: the
 *   one conditional change from pending to paid credits the wallet (an `add_fund` transaction),
 *   so a repeated callback credits nothing. Then back to the callback with `status` and `flag`
 *   (`success` or `fail`). A request not settled within REQUEST_TTL_MS is dead.
 */

export const FUND_MIN = 1;
export const FUND_MAX = 100_000;

export const FUND_MESSAGES = {
  amount: `The amount must be between ${FUND_MIN} and ${FUND_MAX}, with at most two decimals.`,
  method: 'This payment method is not available.',
  digitalOff: 'Digital payment is not available.',
  callback: 'The callback must be a page of this site.',
  expired: 'This payment page has expired, please start again.',
} as const;

function readAmount(b: Bag): number {
  const amount = toNumber(b.amount);
  if (
    amount === undefined ||
    !Number.isFinite(amount) ||
    amount < FUND_MIN ||
    amount > FUND_MAX ||
    round2(amount) !== amount
  )
    throw refuse('amount', FUND_MESSAGES.amount);
  return amount;
}

async function readMethod(db: Db, b: Bag): Promise<string> {
  const settings = await readSettings(db);
  if (settings.digital_payment !== true && settings.digital_payment !== 1)
    throw refuse('payment_method', FUND_MESSAGES.digitalOff);
  const method = optionalString(b, 'payment_method', 50);
  const list = Array.isArray(settings.active_payment_method_list)
    ? (settings.active_payment_method_list as { gateway?: unknown }[])
    : [];
  if (method === undefined || !list.some((m) => m.gateway === method))
    throw refuse('payment_method', FUND_MESSAGES.method);
  return method;
}

export async function addFund(db: Db, user: UserRow, b: Bag, gw: Gateway) {
  if (!(await walletSettings(db)).walletOn) throw refuse('amount', WALLET_MESSAGES.walletOff);
  const amount = readAmount(b);
  const method = await readMethod(db, b);
  const callback = safeCallback(
    optionalString(b, 'callback', 2000) ?? '',
    gw.origin,
    gw.spaOrigins,
  );
  if (!callback) throw refuse('callback', FUND_MESSAGES.callback);
  const id = randomBytes(24).toString('base64url');
  await db
    .insertInto('wallet_fund_requests')
    .values({
      id,
      user_id: user.id,
      amount,
      payment_method: method,
      callback: callback.href,
      status: 'pending',
      created_ms: gw.now,
      settled_ms: null,
    })
    .execute();
  return { redirect_link: `${gw.origin}/payment-mobile?fund=${id}` };
}

const live = (nowMs: number) => nowMs - REQUEST_TTL_MS;

/** `GET /payment-mobile?fund=<id>`: Pay / Fail for a pending request, else a page saying why not. */
export async function fundPage(
  db: Db,
  id: string,
  nowMs: number,
): Promise<{ status: number; html: string }> {
  const request = await db
    .selectFrom('wallet_fund_requests')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('created_ms', '>', live(nowMs))
    .executeTakeFirst();
  if (!request) return { status: 410, html: messagePage('Add fund', FUND_MESSAGES.expired) };
  const money = await formatMoney(db, request.amount);
  return {
    status: 200,
    html: demoPaymentPage(
      'Add fund to wallet',
      [
        ['Add to wallet', money],
        ['Method', request.payment_method],
      ],
      { field: 'fund', id: request.id },
      money,
    ),
  };
}

/** `POST /payment-mobile {fund, action=pay|fail}`: settles the request once; the redirect. */
export async function completeFund(db: Db, body: unknown, gw: Gateway): Promise<string> {
  const b = bag(body);
  const id = optionalString(b, 'fund', 100) ?? '';
  const action = optionalString(b, 'action', 10);
  if (action !== 'pay' && action !== 'fail')
    throw refuse('action', 'The action must be pay or fail.');
  const paid = action === 'pay';
  return db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('wallet_fund_requests')
      .set({ status: paid ? 'paid' : 'failed', settled_ms: gw.now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('created_ms', '>', live(gw.now))
      .executeTakeFirst();
    if (Number(settled.numUpdatedRows) !== 1)
      throw new ApiError(410, 'request', FUND_MESSAGES.expired);
    const request = await trx
      .selectFrom('wallet_fund_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (paid) {
      const reference = randomBytes(8).toString('hex').toUpperCase();
      await creditWallet(
        trx,
        request.user_id,
        request.amount,
        'add_fund',
        reference,
        new Date(gw.now),
      );
    }
    const target = new URL(request.callback);
    const status = paid ? 'success' : 'fail';
    target.searchParams.set('status', status);
    target.searchParams.set('flag', status);
    // The callback was checked: of this origin (redirect by path only) or an allowed SPA's.
    if (target.origin !== gw.origin) return target.href;
    return `${target.pathname}${target.search}${target.hash}`;
  });
}
