import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { UploadedFile } from '../http/body';
import { refuse } from '../http/errors';
import type { Bag } from '../http/params';
import { imageUrl } from './images';
import { normalizePhone } from './phone';
import { hashPassword } from './passwords';
import { deleteUpload, imageInfo, isUploadName, saveUpload } from './uploads';
import { interestsOf } from './interests';

/**
 * Customers: the validation rules of SPEC §5 (Profile) with its exact messages, the customer
 * as `customer/info` shows it (6amMart's user fields), and profile changes.
 */

export const MESSAGES = {
  fNameRequired: 'name is required',
  lNameRequired: 'last name required',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  phoneRequired: 'phone number required',
  socialPassword: 'Password can not be updated while you are logged in by using social logins.',
  noChanges: 'No changes found to update.',
  updated: 'Updated successfully.',
  accountDeleted: 'Account has been deleted',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
const NAME_MAX = 100;
const EMAIL_MAX = 255;

/** Running orders keep an account alive until they end. */
const RUNNING = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'];

function text(b: Bag, field: string, max: number, label = field.replace(/_/g, ' ')) {
  const v = b[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' && typeof v !== 'number')
    throw refuse(field, `The ${label} must be a string.`);
  const s = String(v).trim();
  if (s === '') return undefined;
  if (s.length > max)
    throw refuse(field, `The ${label} may not be greater than ${max} characters.`);
  return s;
}

export function readName(b: Bag, field: 'f_name' | 'l_name' | 'name', required: boolean) {
  const s = text(b, field, NAME_MAX, field === 'l_name' ? 'last name' : 'name');
  if (s === undefined && required)
    throw refuse(field, field === 'l_name' ? MESSAGES.lNameRequired : MESSAGES.fNameRequired);
  return s;
}

const EMAIL_RE = /^[^\s@"'<>()[\]\\,;:]+@[^\s@"'<>()[\]\\,;:]+\.[^\s@"'<>()[\]\\,;:]{2,}$/;

/** Lower-cased and checked; 'Email is required' when `required` and absent. */
export function readEmail(b: Bag, field: string, required: boolean): string | undefined {
  const v = b[field];
  if (v !== undefined && v !== null && typeof v !== 'string')
    throw refuse(field, MESSAGES.emailInvalid);
  const s = typeof v === 'string' ? v.trim() : '';
  if (s === '') {
    if (required) throw refuse(field, MESSAGES.emailRequired);
    return undefined;
  }
  if (s.length > EMAIL_MAX)
    throw refuse(field, `The email may not be greater than ${EMAIL_MAX} characters.`);
  if (!EMAIL_RE.test(s)) throw refuse(field, MESSAGES.emailInvalid);
  return s.toLowerCase();
}

export interface Phone {
  /** as shown: digits, with the leading + if it was given */
  display: string;
  /** digits only */
  key: string;
}

export function parsePhone(raw: string): Phone | undefined {
  if (raw.length > 30) return undefined;
  const key = normalizePhone(raw);
  if (!/^\d{6,15}$/.test(key)) return undefined;
  return { display: raw.trim().startsWith('+') ? `+${key}` : key, key };
}

export function readPhone(b: Bag, field: string, required: boolean): Phone | undefined {
  const v = b[field];
  if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number')
    throw refuse(field, 'The phone number is invalid.');
  const s = v === undefined || v === null ? '' : String(v).trim();
  if (s === '') {
    if (required) throw refuse(field, MESSAGES.phoneRequired);
    return undefined;
  }
  const phone = parsePhone(s);
  if (!phone) throw refuse(field, 'The phone number is invalid.');
  return phone;
}

/** A new password (sign-up, profile): 6 to 128 characters. */
export function readNewPassword(b: Bag, required: boolean): string | undefined {
  const v = b.password;
  if (v !== undefined && v !== null && typeof v !== 'string')
    throw refuse('password', 'The password must be a string.');
  if (v === undefined || v === null || v === '') {
    if (required) throw refuse('password', 'The password field is required.');
    return undefined;
  }
  if (v.length < PASSWORD_MIN)
    throw refuse('password', `The password must be at least ${PASSWORD_MIN} characters.`);
  if (v.length > PASSWORD_MAX)
    throw refuse('password', `The password may not be greater than ${PASSWORD_MAX} characters.`);
  const confirm = b.confirm_password ?? b.password_confirmation;
  if (confirm !== undefined && confirm !== null && confirm !== '' && confirm !== v)
    throw refuse('confirm_password', 'The password confirmation does not match.');
  return v;
}

export const isSocialCustomer = (u: Pick<UserRow, 'login_medium' | 'social_id'>) =>
  u.login_medium !== 'manual' || u.social_id !== null;

/** True when a unique index refused a write (SQLite and PostgreSQL both say "unique"). */
export const isUniqueViolation = (err: unknown) =>
  err instanceof Error && /unique/i.test(err.message);

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether an uploaded file is some customer's current profile photo. */
export async function isProfilePhoto(db: Db, file: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('image', '=', file)
    .executeTakeFirst();
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: number) {
  let q = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) q = q.where('id', '!=', exceptUserId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** `customer/info`: the 6amMart user object. */
export async function customerInfo(db: Db, user: UserRow, nowMs: number) {
  const orders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const since = Date.parse(user.created_at);
  return {
    id: user.id,
    f_name: user.f_name,
    l_name: user.l_name,
    phone: user.phone,
    email: user.email,
    image: user.image,
    image_full_url: user.image === null ? null : imageUrl('customer', user.image),
    is_phone_verified: user.is_phone_verified,
    is_email_verified: user.is_email_verified,
    email_verified_at: null,
    cm_firebase_token: user.cm_firebase_token,
    status: user.status,
    order_count: Number(orders?.n ?? 0),
    login_medium: user.login_medium,
    social_id: user.social_id,
    zone_id: null,
    wallet_balance: user.wallet_balance,
    loyalty_point: user.loyalty_point,
    ref_code: user.ref_code,
    ref_by: user.ref_by,
    current_language_key: 'en',
    is_valid_for_discount: false,
    discount_amount: 0,
    discount_amount_type: '',
    validity: '',
    member_since_days: Number.isFinite(since)
      ? Math.max(0, Math.floor((nowMs - since) / 86_400_000))
      : 0,
    created_at: user.created_at,
    updated_at: user.updated_at,
    userinfo: null,
    storage: [],
    /** category ids (`customer/update-interest`) */
    interest: await interestsOf(db, user.id),
  };
}

/**
 * `customer/update-profile` (multipart) and `PUT customer/info`: f_name, l_name and email are
 * required (SPEC §5), the phone cannot change, the password is optional (not for social-login
 * customers) and the photo is a square jpg/png/gif of at most 2 MB.
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: { fields: Bag; files: UploadedFile[] },
  currentTokenHash: string,
  now: Date,
) {
  const b = input.fields;
  const fName = readName(b, 'f_name', true)!;
  const lName = readName(b, 'l_name', true)!;
  const email = readEmail(b, 'email', true)!;
  const phone = readPhone(b, 'phone', false);
  if (phone !== undefined && phone.key !== user.phone_key)
    throw refuse('phone', 'The phone number can not be changed.');
  const wantsPassword = b.password !== undefined && b.password !== null && b.password !== '';
  if (wantsPassword && isSocialCustomer(user)) throw refuse('password', MESSAGES.socialPassword);
  const password = readNewPassword(b, false);

  const file = input.files.find((f) => f.field === 'image');
  if (input.files.some((f) => f.field !== 'image'))
    throw refuse('image', 'Only the image field may carry a file.');
  let image: { data: Buffer; info: NonNullable<ReturnType<typeof imageInfo>> } | undefined;
  if (file) {
    const info = imageInfo(file.data);
    if (!info) throw refuse('image', 'The image must be a file of type: jpg, png, jpeg, gif.');
    if (info.width === 0 || info.width !== info.height)
      throw refuse('image', 'The image must be square (ratio 1:1).');
    image = { data: file.data, info };
  }

  const changed =
    fName !== user.f_name ||
    lName !== user.l_name ||
    email !== user.email ||
    password !== undefined ||
    image !== undefined;
  if (!changed) throw refuse('profile', MESSAGES.noChanges);
  if (email !== user.email && (await emailTaken(db, email, user.id)))
    throw refuse('email', 'The email has already been taken.');

  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  const stamp = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const imageName = image
        ? await saveUpload(trx, image.data, image.info, user.id, now)
        : undefined;
      await trx
        .updateTable('users')
        .set({
          f_name: fName,
          l_name: lName,
          email,
          ...(email !== user.email ? { is_email_verified: 0 } : {}),
          ...(passwordHash === undefined ? {} : { password: passwordHash }),
          ...(imageName === undefined ? {} : { image: imageName }),
          updated_at: stamp,
        })
        .where('id', '=', user.id)
        .execute();
      if (imageName !== undefined && user.image !== null && isUploadName(user.image))
        await deleteUpload(trx, user.image);
      // A new password signs out every other device.
      if (passwordHash !== undefined)
        await trx
          .deleteFrom('customer_tokens')
          .where('user_id', '=', user.id)
          .where('token_hash', '!=', currentTokenHash)
          .execute();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse('email', 'The email has already been taken.');
    throw err;
  }
  return { message: MESSAGES.updated };
}

/** `customer/remove-account`: refused while an order is running; removes everything else. */
export async function removeAccount(db: Db, user: UserRow) {
  const running = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', user.id)
    .where('order_status', 'in', RUNNING)
    .executeTakeFirst();
  if (running)
    throw refuse('account', 'Please complete your running orders before deleting your account.');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('customer_tokens').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('customer_addresses').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('wishlists').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('carts').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('uploads').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  return { message: MESSAGES.accountDeleted };
}

/** `customer/cm-firebase-token`: the device's push token. */
export async function setFirebaseToken(db: Db, user: UserRow, b: Bag, now: Date) {
  const v = b.cm_firebase_token;
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))
    throw refuse('cm_firebase_token', 'The cm firebase token field is required.');
  if (typeof v !== 'string') throw refuse('cm_firebase_token', 'The cm firebase token is invalid.');
  const token = v.trim();
  if (token.length > 1000)
    throw refuse(
      'cm_firebase_token',
      'The cm firebase token may not be greater than 1000 characters.',
    );
  await db
    .updateTable('users')
    .set({ cm_firebase_token: token, updated_at: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  return { message: MESSAGES.updated };
}
