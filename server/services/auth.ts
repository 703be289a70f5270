import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { ApiError, refuse } from '../http/errors';
import { toNumber, type Bag } from '../http/params';
import { issueCode, type CodeDelivery } from './account-codes';
import { mergeGuestCart } from './cart';
import { readSetting } from './config';
import {
  emailTaken,
  isUniqueViolation,
  parsePhone,
  readEmail,
  readName,
  readNewPassword,
  readPhone,
} from './customers';
import { burn, hashPassword, verifyPassword } from './passwords';
import { checkThrottle, clearFailures, recordFailure, tooMany } from './throttle';

export { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from './throttle';
import { issueToken } from './sessions';
import { referrerOf } from './referrals';

/**
 * Sign-up and sign-in (tokens: `sessions.ts`).
 *
 * - Failed sign-ins are counted per account (per identifier when no account has it) in the
 *   database (`throttle.ts`), so the limit holds across provider instances and across the
 *   account's phone and e-mail; a locked account is refused before any hashing, also when
 *   its attempts arrive in parallel (the lock is read again when each one's turn to hash
 *   comes: `passwords.ts` lets few hash at once). (The per-client request limit, also before
 *   any hashing, is in `http/rate-limits.ts`.)
 * - `guest_id` on sign-up or sign-in moves that guest's cart to the customer (`mergeGuestCart`).
 * - With the `customer_verification` setting on, a new customer's phone starts unverified and
 *   sign-up (and sign-in while it stays so) sends a code for `auth/verify-phone`
 *   (`account-recovery.ts`); the answer's `is_phone_verified` tells the client to ask for it.
 */

export const INVALID_CREDENTIALS = 'Invalid credentials.';

// ---------------------------------------------------------------------------------------------
// Sign-up and sign-in

/**
 * Both body forms of the contract: `{phone, password}` and
 * `{login_type:"manual", email_or_phone, password, field_type:"phone"|"email"}`
 * (`email` alone is accepted too).
 */
function readIdentifier(b: Bag): { kind: 'phone' | 'email'; value: string } {
  const loginType = b.login_type;
  if (loginType !== undefined && loginType !== null && loginType !== '' && loginType !== 'manual')
    throw refuse('login_type', 'This login type is not available.');
  const either = b.email_or_phone;
  if (either !== undefined && either !== null && either !== '') {
    if (typeof either !== 'string' && typeof either !== 'number')
      throw refuse('email_or_phone', 'The email or phone is invalid.');
    const value = String(either).trim();
    if (value.length > 255) throw refuse('email_or_phone', 'The email or phone is invalid.');
    const fieldType = b.field_type;
    const kind =
      fieldType === 'email' || fieldType === 'phone'
        ? fieldType
        : value.includes('@')
          ? 'email'
          : 'phone';
    return { kind, value };
  }
  for (const kind of ['phone', 'email'] as const) {
    const v = b[kind];
    if (v === undefined || v === null || v === '') continue;
    if (typeof v !== 'string' && typeof v !== 'number')
      throw refuse(kind, `The ${kind} is invalid.`);
    const value = String(v).trim();
    if (value.length > 255) throw refuse(kind, `The ${kind} is invalid.`);
    if (value !== '') return { kind, value };
  }
  if (b.login_type === 'manual')
    throw refuse('email_or_phone', 'The email or phone field is required.');
  throw refuse('phone', 'The phone field is required.');
}

function identifierKey(id: { kind: 'phone' | 'email'; value: string }): string {
  if (id.kind === 'email') return `email:${id.value.toLowerCase()}`;
  return `phone:${parsePhone(id.value)?.key ?? id.value.toLowerCase()}`;
}

async function findByIdentifier(db: Db, id: { kind: 'phone' | 'email'; value: string }) {
  if (id.kind === 'email')
    return db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', id.value.toLowerCase())
      .executeTakeFirst();
  const phone = parsePhone(id.value);
  if (!phone) return undefined;
  return db.selectFrom('users').selectAll().where('phone_key', '=', phone.key).executeTakeFirst();
}

/** A `guest_id` that names a real guest, or undefined (a stale or odd one is ignored). */
async function guestOf(db: Db, b: Bag): Promise<number | undefined> {
  const id = toNumber(b.guest_id);
  if (id === undefined || !Number.isSafeInteger(id) || id < 1) return undefined;
  const guest = await db.selectFrom('guests').select('id').where('id', '=', id).executeTakeFirst();
  return guest?.id;
}

function authAnswer(user: UserRow, token: string) {
  return {
    token,
    is_phone_verified: user.is_phone_verified,
    is_email_verified: user.is_email_verified,
    is_personal_info: user.f_name ? 1 : 0,
    is_exist_user: null,
    login_type: 'manual',
    email: user.email,
  };
}

async function finishSignIn(db: Db, user: UserRow, b: Bag, nowMs: number) {
  const guestId = await guestOf(db, b);
  if (guestId !== undefined) await mergeGuestCart(db, guestId, user.id, new Date(nowMs));
  // Expired tokens of this customer are of no use to anyone.
  await db
    .deleteFrom('customer_tokens')
    .where('user_id', '=', user.id)
    .where('expires_ms', '<=', nowMs)
    .execute();
  return authAnswer(user, await issueToken(db, user.id, nowMs));
}

const isOn = (v: unknown) => v === 1 || v === true || v === '1' || v === 'true';

/** A fresh verify-phone code, unless one went out within the last minute. */
async function sendVerificationCode(db: Db, user: UserRow, nowMs: number, deliver: CodeDelivery) {
  try {
    await issueCode(db, user, 'verify_phone', nowMs, deliver);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 429)) throw err;
  }
}

const refCode = () =>
  randomBytes(8).toString('base64url').replace(/[-_]/g, 'X').slice(0, 10).toUpperCase();

export async function signUp(db: Db, b: Bag, nowMs: number, deliver: CodeDelivery) {
  const fromEither =
    b.email_or_phone !== undefined && b.email_or_phone !== null && b.email_or_phone !== ''
      ? readIdentifier(b)
      : undefined;
  const fields: Bag = { ...b };
  if (fromEither) fields[fromEither.kind] ??= fromEither.value;

  let fName = readName(fields, 'f_name', false);
  let lName = readName(fields, 'l_name', false);
  if (fName === undefined) {
    const full = readName(fields, 'name', false);
    if (full !== undefined) {
      const cut = full.lastIndexOf(' ');
      fName = cut > 0 ? full.slice(0, cut).trim() : full;
      lName ??= cut > 0 ? full.slice(cut + 1).trim() : undefined;
    }
  }
  const phone = readPhone(fields, 'phone', true)!;
  const email = readEmail(fields, 'email', false);
  const password = readNewPassword(fields, true)!;
  const refBy = await referrerOf(db, fields);

  const phoneTaken = await db
    .selectFrom('users')
    .select('id')
    .where('phone_key', '=', phone.key)
    .executeTakeFirst();
  if (phoneTaken) throw refuse('phone', 'The phone has already been taken.');
  if (email !== undefined && (await emailTaken(db, email)))
    throw refuse('email', 'The email has already been taken.');

  const hashed = await hashPassword(password);
  const verification = isOn(await readSetting<unknown>(db, 'customer_verification', false));
  const stamp = new Date(nowMs).toISOString();
  let userId: number;
  try {
    const row = await db
      .insertInto('users')
      .values({
        f_name: fName ?? null,
        l_name: lName ?? null,
        phone: phone.display,
        phone_key: phone.key,
        email: email ?? null,
        password: hashed,
        image: null,
        login_medium: 'manual',
        social_id: null,
        is_phone_verified: verification ? 0 : 1,
        is_email_verified: 0,
        cm_firebase_token: null,
        status: 1,
        ref_code: refCode(),
        ref_by: refBy,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse('phone', 'The phone or email has already been taken.');
    throw err;
  }
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (verification) await issueCode(db, user, 'verify_phone', nowMs, deliver);
  return finishSignIn(db, user, b, nowMs);
}

export async function login(db: Db, b: Bag, nowMs: number, deliver: CodeDelivery) {
  const id = readIdentifier(b);
  const password = b.password;
  if (password === undefined || password === null || password === '')
    throw refuse('password', 'The password field is required.');
  if (typeof password !== 'string' || password.length > 1000)
    throw refuse('password', 'The password is invalid.');

  const user = await findByIdentifier(db, id);
  // An account is locked whichever of its identifiers (phone or e-mail) is tried.
  const key = user ? `user:${user.id}` : identifierKey(id);
  await checkThrottle(db, key, nowMs);
  // Checked again once this attempt's turn to hash comes: the attempts queued ahead of it
  // (a parallel flood on one account) may have locked the account meanwhile.
  const admit = () => checkThrottle(db, key, nowMs);
  const ok = user
    ? await verifyPassword(user.password, password, admit)
    : (await burn(password, admit), false);
  if (!user || !ok) {
    const lockedUntil = await recordFailure(db, key, nowMs);
    if (lockedUntil !== undefined) throw tooMany(lockedUntil - nowMs);
    throw new ApiError(401, 'auth-001', INVALID_CREDENTIALS);
  }
  await clearFailures(db, key);
  if (user.status !== 1) throw refuse('auth-003', 'Your account is blocked.');
  if (user.is_phone_verified !== 1) await sendVerificationCode(db, user, nowMs, deliver);
  return finishSignIn(db, user, b, nowMs);
}
