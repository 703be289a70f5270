import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { notFound, refuse } from '../http/errors';
import { t } from '../http/messages';
import type { Bag } from '../http/params';
import { checkCode, CODE_MESSAGES, issueCode, type CodeDelivery } from './account-codes';
import { isSocialCustomer, readNewPassword, readPhone } from './customers';
import { hashPassword } from './passwords';
import { clearFailures } from './throttle';

/**
 * The account calls of 6amMart-family clients, with the one-time codes of `account-codes.ts`:
 *
 * - `POST auth/forgot-password {phone}` sends a reset code → `{message}`;
 * - `POST auth/verify-token {phone, reset_token}` checks it (does not use it up) → `{message}`;
 * - `PUT auth/reset-password {phone, reset_token, password, confirm_password}` uses it up, sets
 *   the password and signs the customer out everywhere → `{message}`;
 * - `POST auth/verify-phone {phone, otp}` marks the phone verified with the code sign-up or
 *   sign-in sent while the `customer_verification` setting is on → `{message}`.
 */

export const RECOVERY_MESSAGES = {
  sent: t('otp_sent'),
  noAccount: t('no_account_phone'),
  social: 'This account signs in with a social account; it has no password to reset.',
  blocked: 'Your account is blocked.',
  proceed: t('otp_proceed'),
  changed: t('password_changed'),
  confirm: 'The confirm password field is required.',
  verified: t('phone_verified'),
  alreadyVerified: 'Phone number is already verified.',
} as const;

async function customerByPhone(db: Db, b: Bag): Promise<UserRow | undefined> {
  const phone = readPhone(b, 'phone', true)!;
  return db.selectFrom('users').selectAll().where('phone_key', '=', phone.key).executeTakeFirst();
}

export async function forgotPassword(db: Db, b: Bag, nowMs: number, deliver: CodeDelivery) {
  const user = await customerByPhone(db, b);
  if (!user) throw notFound('phone', RECOVERY_MESSAGES.noAccount);
  if (isSocialCustomer(user) || user.password === null)
    throw refuse('phone', RECOVERY_MESSAGES.social);
  if (user.status !== 1) throw refuse('phone', RECOVERY_MESSAGES.blocked);
  await issueCode(db, user, 'reset_password', nowMs, deliver);
  return { message: RECOVERY_MESSAGES.sent };
}

/** The customer a reset call names; an unknown phone is refused as a wrong code would be. */
async function resettable(db: Db, b: Bag): Promise<UserRow> {
  const user = await customerByPhone(db, b);
  if (!user || user.status !== 1 || user.password === null)
    throw refuse('reset_token', CODE_MESSAGES.invalid);
  return user;
}

export async function verifyResetToken(db: Db, b: Bag, nowMs: number) {
  const user = await resettable(db, b);
  await checkCode(db, user.id, 'reset_password', b.reset_token, {
    field: 'reset_token',
    nowMs,
    consume: false,
  });
  return { message: RECOVERY_MESSAGES.proceed };
}

export async function resetPassword(db: Db, b: Bag, nowMs: number) {
  const user = await resettable(db, b);
  // The new password is checked before the code is used up, so a typo costs no code.
  const confirm = b.confirm_password ?? b.password_confirmation;
  if (confirm === undefined || confirm === null || confirm === '')
    throw refuse('confirm_password', RECOVERY_MESSAGES.confirm);
  const password = readNewPassword(b, true)!;
  const hashed = await hashPassword(password);
  await checkCode(db, user.id, 'reset_password', b.reset_token, {
    field: 'reset_token',
    nowMs,
    consume: true,
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password: hashed, updated_at: new Date(nowMs).toISOString() })
      .where('id', '=', user.id)
      .execute();
    // Whoever held a session with the old password holds none now.
    await trx.deleteFrom('customer_tokens').where('user_id', '=', user.id).execute();
  });
  await clearFailures(db, `user:${user.id}`);
  return { message: RECOVERY_MESSAGES.changed };
}

export async function verifyPhone(db: Db, b: Bag, nowMs: number) {
  const user = await customerByPhone(db, b);
  if (!user) throw notFound('phone', RECOVERY_MESSAGES.noAccount);
  if (user.is_phone_verified === 1) return { message: RECOVERY_MESSAGES.alreadyVerified };
  await checkCode(db, user.id, 'verify_phone', b.otp, { field: 'otp', nowMs, consume: true });
  await db
    .updateTable('users')
    .set({ is_phone_verified: 1, updated_at: new Date(nowMs).toISOString() })
    .where('id', '=', user.id)
    .execute();
  return { message: RECOVERY_MESSAGES.verified };
}
