/**
 * What a live inspector may post about an actor: a plain, cloneable copy of an event or a
 * context with personal data replaced by `REDACTED` before it leaves the page's actor. Keys are
 * judged by the words of their name (`contactPhone`, `guest_contact`, `confirmPassword`), a
 * form event by its field (`{ field: 'phone', value }`) or its type (`PHONE_CHANGED`), and any
 * string that looks like an email, a phone number or an opaque token is redacted wherever it is.
 */
export const REDACTED = '[redacted]';

/** Words of a key or event type that name personal data: contact, sign-in, address, payment. */
const SENSITIVE_WORDS = new Set([
  'phone',
  'mobile',
  'tel',
  'email',
  'mail',
  'contact',
  'identifier',
  'token',
  'password',
  'passwd',
  'secret',
  'otp',
  'pin',
  'address',
  'addresses',
  'street',
  'road',
  'house',
  'floor',
  'apartment',
  'building',
  'zip',
  'zipcode',
  'postcode',
  'postal',
  'latitude',
  'longitude',
  'lat',
  'lng',
  'lon',
  'card',
  'cvv',
  'cvc',
  'iban',
  'bank',
  'payment',
  'billing',
  'person',
  'receiver',
  'sender',
  'recipient',
]);

/** Whole keys (lower case, no separators) that name a person. */
const SENSITIVE_KEYS = new Set(['fname', 'lname', 'firstname', 'lastname', 'fullname', 'username']);

/** `contactPhone` → contact, phone; `guest_id` → guest, id; `PHONE_CHANGED` → phone, changed. */
export function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSensitiveKey(key: string): boolean {
  if (SENSITIVE_KEYS.has(key.toLowerCase().replace(/[^a-z0-9]/g, ''))) return true;
  return wordsOf(key).some((word) => SENSITIVE_WORDS.has(word));
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Nine to fifteen digits, with the separators a phone number is typed with (not a date). */
const PHONE = /^\+?\(?\d[\d\s().-]{7,}$/;
/** A bearer token or a signed value: one long run of URL-safe characters. */
const OPAQUE_TOKEN = /^[A-Za-z0-9._~+/=-]{32,}$/;

export function isSensitiveText(text: string): boolean {
  const trimmed = text.trim();
  if (EMAIL.test(trimmed) || OPAQUE_TOKEN.test(trimmed)) return true;
  const digits = trimmed.replace(/\D/g, '').length;
  return PHONE.test(trimmed) && digits >= 9 && digits <= 15;
}

const MAX_DEPTH = 6;
const MAX_ITEMS = 25;
const MAX_TEXT = 200;

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

function isActorRef(value: object): value is { id: string } {
  return 'send' in value && 'getSnapshot' in value && 'id' in value;
}

/**
 * A plain copy of `value` that a BroadcastChannel can carry, with personal data redacted (see
 * the module's comment). Functions drop out, actors show as `[actor id]`, cycles and depth
 * beyond six levels are cut, long lists and texts shortened.
 */
export function redact(value: unknown): Plain {
  return copy(value, 0, new WeakSet());
}

function copy(value: unknown, depth: number, seen: WeakSet<object>): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (isSensitiveText(value)) return REDACTED;
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return String(value);
  if (typeof value !== 'object') return null;
  if (value instanceof Date) return value.toISOString();
  if (seen.has(value)) return '[cycle]';
  if (depth >= MAX_DEPTH) return '[…]';
  if (isActorRef(value)) return `[actor ${value.id}]`;
  seen.add(value);
  try {
    if (Array.isArray(value) || value instanceof Set) {
      const items = [...value];
      const copied = items.slice(0, MAX_ITEMS).map((item) => copy(item, depth + 1, seen));
      if (items.length > MAX_ITEMS) copied.push(`… ${items.length - MAX_ITEMS} more`);
      return copied;
    }
    const entries: Array<[string, unknown]> =
      value instanceof Map
        ? [...value.entries()].map(([key, item]) => [String(key), item])
        : Object.entries(value);
    // A form event or a field's state: `{ field: 'phone', value }`, `{ type: 'PHONE_CHANGED' }`.
    const namesSensitive = (key: string) =>
      typeof (value as Record<string, unknown>)[key] === 'string' &&
      isSensitiveKey((value as Record<string, unknown>)[key] as string);
    const wholeIsSensitive = namesSensitive('field') || namesSensitive('type');
    const result: { [key: string]: Plain } = {};
    for (const [key, item] of entries.slice(0, MAX_ITEMS * 2)) {
      if (typeof item === 'function') continue;
      const keep = key === 'type' || key === 'field';
      result[key] =
        !keep && (wholeIsSensitive || isSensitiveKey(key)) ? REDACTED : copy(item, depth + 1, seen);
    }
    return result;
  } finally {
    seen.delete(value);
  }
}
