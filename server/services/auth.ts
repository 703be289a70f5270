import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { serializeOn } from '../db/xact-lock';
import type { UserRow } from '../db/schema';
import { ApiError, refuse } from '../http/errors';
import { toNumber, type Bag } from '../http/params';
import { mergeGuestCart } from './cart';
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
import { issueToken } from './sessions';
import { referrerOf } from './wallet';

/**
 * Sign-up and sign-in (tokens: `sessions.ts`).
 *
 * - Failed sign-ins are counted per account (per identifier when no account has it) in the
 *   database, so the limit holds across provider instances and across the account's phone and
 *   e-mail: LOGIN_MAX_FAILURES failures within LOGIN_WINDOW_MS lock the account for
 *   LOGIN_LOCK_MS (429), whatever the password. (The per-client request limit is in
 *   `http/rate-limits.ts`.)
 * - `guest_id` on sign-up or sign-in moves that guest's cart to the customer (`mergeGuestCart`).
 */

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 5 * 60_000;

export const INVALID_CREDENTIALS = 'Invalid credentials.';

// ---------------------------------------------------------------------------------------------
// Throttling

async function checkThrottle(db: Db, identifier: string, nowMs: number) {
  const row = await db
    .selectFrom('login_attempts')
    .selectAll()
    .where('identifier', '=', identifier)
    .executeTakeFirst();
  if (row && Number(row.locked_until_ms) > nowMs)
    throw tooMany(Number(row.locked_until_ms) - nowMs);
}

function tooMany(remainingMs: number) {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return new ApiError(
    429,
    'auth-002',
    `Too many failed attempts. Please try again after ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** Counts a failure; returns the lock's end when this failure locks the identifier. */
async function recordFailure(
  db: Db,
  identifier: string,
  nowMs: number,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    // concurrent failures on any instance each count
    await serializeOn(trx, `login:${identifier}`);
    await trx
      .insertInto('login_attempts')
      .values({ identifier, failures: 0, first_failed_ms: nowMs, locked_until_ms: 0 })
      .onConflict((oc) => oc.column('identifier').doNothing())
      .execute();
    const row = await trx
      .selectFrom('login_attempts')
      .selectAll()
      .where('identifier', '=', identifier)
      .executeTakeFirstOrThrow();
    const stale =
      nowMs - Number(row.first_failed_ms) > LOGIN_WINDOW_MS ||
      (Number(row.locked_until_ms) > 0 && Number(row.locked_until_ms) <= nowMs);
    const failures = stale ? 1 : row.failures + 1;
    const lockedUntil = failures >= LOGIN_MAX_FAILURES ? nowMs + LOGIN_LOCK_MS : 0;
    await trx
      .updateTable('login_attempts')
      .set({
        failures,
        first_failed_ms: stale ? nowMs : Number(row.first_failed_ms),
        locked_until_ms: lockedUntil,
      })
      .where('identifier', '=', identifier)
      .execute();
    return lockedUntil > 0 ? lockedUntil : undefined;
  });
}

async function clearFailures(db: Db, identifier: string) {
  await db.deleteFrom('login_attempts').where('identifier', '=', identifier).execute();
}

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

const refCode = () =>
  randomBytes(8).toString('base64url').replace(/[-_]/g, 'X').slice(0, 10).toUpperCase();

export async function signUp(db: Db, b: Bag, nowMs: number) {
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
        is_phone_verified: 1,
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
  return finishSignIn(db, user, b, nowMs);
}

export async function login(db: Db, b: Bag, nowMs: number) {
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
  const ok = user ? await verifyPassword(user.password, password) : (await burn(password), false);
  if (!user || !ok) {
    const lockedUntil = await recordFailure(db, key, nowMs);
    if (lockedUntil !== undefined) throw tooMany(lockedUntil - nowMs);
    throw new ApiError(401, 'auth-001', INVALID_CREDENTIALS);
  }
  await clearFailures(db, key);
  if (user.status !== 1) throw refuse('auth-003', 'Your account is blocked.');
  return finishSignIn(db, user, b, nowMs);
}
