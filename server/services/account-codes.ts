import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { ApiError, refuse } from '../http/errors';
import { t } from '../http/messages';
import { checkThrottle, clearFailures, recordFailure, tooMany } from './throttle';

/**
 * One-time codes for the account calls (password reset, phone verification): four digits (the
 * 6amMart client's code field takes four), one live code per customer and purpose, valid for
 * CODE_TTL_MS, dead after CODE_MAX_FAILURES wrong tries, stored hashed. A new code can be asked
 * for RESEND_AFTER_MS after the last one. Wrong codes also count toward a lock of the account's
 * code checks (`throttle.ts`), so guessing across fresh codes stays slow.
 *
 * Delivery goes through `CodeDelivery` (the app's context). There is no SMS gateway here: the
 * default, `demoDelivery`, writes the code to the provider's output (demo mode); tests capture it.
 */

export type CodePurpose = 'reset_password' | 'verify_phone';

export type CodeDelivery = (to: { phone: string }, purpose: CodePurpose, code: string) => void;

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const CODE_MAX_FAILURES = 5;

export const demoDelivery: CodeDelivery = (to, purpose, code) =>
  console.info(`[demo mode, no SMS gateway] ${purpose} code for ${to.phone}: ${code}`);

const hashCode = (userId: number, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** Makes a fresh code for the customer (replacing any earlier one) and hands it to `deliver`. */
export async function issueCode(
  db: Db,
  user: { id: number; phone: string },
  purpose: CodePurpose,
  nowMs: number,
  deliver: CodeDelivery,
): Promise<void> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('account_codes')
      .select('created_ms')
      .where('user_id', '=', user.id)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    const wait = last ? Number(last.created_ms) + RESEND_AFTER_MS - nowMs : 0;
    if (wait > 0)
      throw new ApiError(429, 'otp', `Please try again after ${Math.ceil(wait / 1000)} seconds.`);
    await trx
      .deleteFrom('account_codes')
      .where('user_id', '=', user.id)
      .where('purpose', '=', purpose)
      .execute();
    await trx
      .insertInto('account_codes')
      .values({
        user_id: user.id,
        purpose,
        code_hash: hashCode(user.id, code),
        created_ms: nowMs,
        expires_ms: nowMs + CODE_TTL_MS,
        failures: 0,
      })
      .execute();
  });
  deliver({ phone: user.phone }, purpose, code);
}

export const CODE_MESSAGES = {
  invalid: t('otp_invalid'),
  expired: t('otp_expired'),
} as const;

/**
 * Checks `raw` against the customer's live code; refuses (403 on `field`) when it is wrong,
 * expired or used up. `consume` deletes the code in the same step (only one caller wins).
 */
export async function checkCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  raw: unknown,
  opts: { field: string; nowMs: number; consume: boolean },
): Promise<void> {
  const key = `code:${purpose}:user:${userId}`;
  await checkThrottle(db, key, opts.nowMs);
  const code = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const row = await db
    .selectFrom('account_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.failures >= CODE_MAX_FAILURES) throw refuse(opts.field, CODE_MESSAGES.invalid);
  if (Number(row.expires_ms) <= opts.nowMs) throw refuse(opts.field, CODE_MESSAGES.expired);
  const hash = /^\d{4}$/.test(code) ? hashCode(userId, code) : '';
  const matched =
    hash === row.code_hash &&
    (!opts.consume ||
      Number(
        (
          await db
            .deleteFrom('account_codes')
            .where('user_id', '=', userId)
            .where('purpose', '=', purpose)
            .where('code_hash', '=', hash)
            .executeTakeFirst()
        ).numDeletedRows,
      ) === 1);
  if (matched) {
    await clearFailures(db, key);
    return;
  }
  await db
    .updateTable('account_codes')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
  const lockedUntil = await recordFailure(db, key, opts.nowMs);
  if (lockedUntil !== undefined) throw tooMany(lockedUntil - opts.nowMs);
  throw refuse(opts.field, CODE_MESSAGES.invalid);
}
