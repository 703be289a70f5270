import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import type { CustomerAddressRow } from '../db/schema';
import { notFound, refuse } from '../http/errors';
import { paging, toNumber, type Bag } from '../http/params';
import { parseNumberArray } from './json';
import { readEmail } from './customers';
import { requireZonesAt } from './zones';

/**
 * Saved delivery addresses of a customer (SPEC §5 Address). Every query is scoped by the
 * customer's id: another customer's address is "not found", never shown or changed.
 */

export const ADDRESS_MESSAGES = {
  addressRequired: 'Address is required',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone Number is required',
  added: 'Successfully added!',
  updated: 'Updated successfully',
  removed: 'Successfully removed!',
  notFound: 'Address not found',
} as const;

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export const MAX_ADDRESSES = 100;

function text(b: Bag, field: string, max: number): string | undefined {
  const v = b[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' && typeof v !== 'number')
    throw refuse(field, `The ${field.replace(/_/g, ' ')} must be a string.`);
  const s = String(v).trim();
  if (s === '') return undefined;
  if (s.length > max)
    throw refuse(
      field,
      `The ${field.replace(/_/g, ' ')} may not be greater than ${max} characters.`,
    );
  return s;
}

function required(b: Bag, field: string, message: string, max: number): string {
  const s = text(b, field, max);
  if (s === undefined) throw refuse(field, message);
  return s;
}

function coordinate(b: Bag, field: 'latitude' | 'longitude'): number {
  const v = b[field];
  if (v === undefined || v === null || v === '')
    throw refuse(field, `The ${field} field is required.`);
  const n = toNumber(v);
  if (n === undefined) throw refuse(field, `The ${field} must be a number.`);
  if (Math.abs(n) > (field === 'latitude' ? 90 : 180))
    throw refuse(field, `The ${field} is invalid.`);
  return n;
}

/**
 * `address_type` is home, office or other; `address_label` names an "other" address. Clients
 * that send the label itself as the type (6amMart web: "Type sent is label if non-empty") get
 * type other with that label.
 */
function addressType(b: Bag): { type: string; label: string | null } {
  const raw = text(b, 'address_type', 100);
  const label = text(b, 'address_label', 100) ?? null;
  if (raw === undefined) throw refuse('address_type', 'The address type field is required.');
  const lower = raw.toLowerCase();
  if (lower === 'home' || lower === 'office') return { type: lower, label: null };
  if (lower === 'other' || lower === 'others') return { type: 'other', label };
  return { type: 'other', label: label ?? raw };
}

async function readAddress(db: Db, b: Bag) {
  const address = required(b, 'address', ADDRESS_MESSAGES.addressRequired, 500);
  const name = required(b, 'contact_person_name', ADDRESS_MESSAGES.nameRequired, 100);
  const number = required(b, 'contact_person_number', ADDRESS_MESSAGES.phoneRequired, 30);
  if (!/^\+?[0-9][0-9\s\-().]{3,24}$/.test(number))
    throw refuse('contact_person_number', 'The contact person number is invalid.');
  const { type, label } = addressType(b);
  const email = readEmail(b, 'contact_person_email', false) ?? null;
  const latitude = coordinate(b, 'latitude');
  const longitude = coordinate(b, 'longitude');
  const zones = await requireZonesAt(db, { lat: latitude, lng: longitude });
  return {
    contact_person_name: name,
    contact_person_number: number,
    contact_person_email: email,
    address_type: type,
    address_label: label,
    address,
    additional_information: text(b, 'additional_information', 500) ?? null,
    floor: text(b, 'floor', 100) ?? null,
    road: text(b, 'road', 200) ?? null,
    house: text(b, 'house', 200) ?? null,
    latitude,
    longitude,
    zone_id: zones[0]!.id,
    zone_ids: JSON.stringify(zones.map((z) => z.id)),
  };
}

export function serializeAddress(a: CustomerAddressRow) {
  return {
    id: a.id,
    user_id: a.user_id,
    contact_person_name: a.contact_person_name,
    contact_person_number: a.contact_person_number,
    contact_person_email: a.contact_person_email,
    address_type: a.address_type,
    address_label: a.address_label,
    address: a.address,
    additional_information: a.additional_information,
    floor: a.floor,
    road: a.road,
    house: a.house,
    latitude: String(a.latitude),
    longitude: String(a.longitude),
    zone_id: a.zone_id,
    zone_ids: parseNumberArray(a.zone_ids),
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

export type AddressJson = ReturnType<typeof serializeAddress>;

/** `customer/address/list`: newest first, `{total_size, limit, offset, addresses}`. */
export async function listAddresses(db: Db, userId: number, query: Bag) {
  const { limit, offset } = paging(query, MAX_ADDRESSES, MAX_ADDRESSES);
  const total = await db
    .selectFrom('customer_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .$call(onePage({ limit, offset }))
    .execute();
  return {
    total_size: Number(total?.n ?? 0),
    limit,
    offset,
    addresses: rows.map(serializeAddress),
  };
}

async function ownedAddress(db: Db, userId: number, id: number | undefined) {
  if (id === undefined) return undefined;
  return db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function addAddress(db: Db, userId: number, b: Bag, now: Date) {
  const values = await readAddress(db, b);
  const count = await db
    .selectFrom('customer_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= MAX_ADDRESSES)
    throw refuse('address', `You can save at most ${MAX_ADDRESSES} addresses.`);
  const stamp = now.toISOString();
  const row = await db
    .insertInto('customer_addresses')
    .values({ ...values, user_id: userId, created_at: stamp, updated_at: stamp })
    .returningAll()
    .executeTakeFirstOrThrow();
  const address = serializeAddress(row);
  return { message: ADDRESS_MESSAGES.added, zone_ids: address.zone_ids, address };
}

/** A path or query id: anything that is not a positive integer names no address. */
export function addressId(raw: unknown): number | undefined {
  const n = toNumber(raw);
  return n !== undefined && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number | undefined,
  b: Bag,
  now: Date,
) {
  const existing = await ownedAddress(db, userId, id);
  if (!existing) throw notFound('address', ADDRESS_MESSAGES.notFound);
  const values = await readAddress(db, b);
  const row = await db
    .updateTable('customer_addresses')
    .set({ ...values, updated_at: now.toISOString() })
    .where('id', '=', existing.id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const address = serializeAddress(row);
  return {
    message: ADDRESS_MESSAGES.updated,
    zone_id: address.zone_id,
    zone_ids: address.zone_ids,
    address,
  };
}

export async function deleteAddress(db: Db, userId: number, b: Bag) {
  const raw = b.address_id;
  if (raw === undefined || raw === null || raw === '')
    throw refuse('address_id', 'The address id field is required.');
  const existing = await ownedAddress(db, userId, addressId(raw));
  if (!existing) throw notFound('address', ADDRESS_MESSAGES.notFound);
  await db
    .deleteFrom('customer_addresses')
    .where('id', '=', existing.id)
    .where('user_id', '=', userId)
    .execute();
  return { message: ADDRESS_MESSAGES.removed };
}
