/**
 * The cookie copy of the SPEC §3 localStorage keys the server needs to render a page (issue 28):
 * the location (zone, coordinates, address), the module, the language and `settings` (theme,
 * notifications, the zone's cash-on-delivery flag). localStorage stays the source the client
 * reads; `cookie-mirror.ts` writes this copy beside it. No DOM here: the server parses the request's
 * Cookie header with the same names.
 *
 * Never mirrored: `token` and `guest_id` (who the customer is: a server-rendered page stays
 * public and cacheable per zone, module and language), and the lists (`searchedValues`,
 * `visitedStores`), which are large and shown after the first paint.
 */
export const MIRRORED_KEYS = [
  'zoneid',
  'currentLatLng',
  'location',
  'module',
  'language-setting',
  'settings',
] as const;
export type MirroredKey = (typeof MIRRORED_KEYS)[number];

/** What the server knows of the stored keys: absent means not stored. */
export type MirroredValues = Partial<Record<MirroredKey, string>>;

const PREFIX = 'sf.';
const YEAR_S = 365 * 24 * 60 * 60;
/** A value longer than this is not mirrored (a cookie header has room for little). */
const MAX_VALUE_LENGTH = 1024;

export const isMirrored = (key: string): key is MirroredKey =>
  (MIRRORED_KEYS as readonly string[]).includes(key);

export const cookieName = (key: MirroredKey) => `${PREFIX}${key}`;

/**
 * The `document.cookie` assignment that stores `value` under `key` (null or too long: removes
 * it). Lax: sent with the top-level navigations the server renders.
 */
export function mirrorCookie(key: MirroredKey, value: string | null, secure: boolean): string {
  const encoded = value === null ? '' : encodeURIComponent(value);
  const remove = value === null || encoded.length > MAX_VALUE_LENGTH;
  return (
    `${cookieName(key)}=${remove ? '' : encoded}; Path=/; SameSite=Lax; ` +
    `Max-Age=${remove ? 0 : YEAR_S}${secure ? '; Secure' : ''}`
  );
}

/** The mirrored keys in a Cookie header (the request's, or `document.cookie`). */
export function parseMirroredCookies(header: string | undefined | null): MirroredValues {
  const values: MirroredValues = {};
  if (!header) return values;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name.startsWith(PREFIX)) continue;
    const key = name.slice(PREFIX.length);
    if (!isMirrored(key)) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw === '') continue;
    try {
      values[key] = decodeURIComponent(raw);
    } catch {
      // A value we did not write: not stored.
    }
  }
  return values;
}

/**
 * Whether a customer is signed in, beside the copy (a flag, never the token): the server leaves
 * a signed-in customer's pages to the browser, which renders them as the customer's at once
 * instead of replacing a guest's page (the server renders every page as a guest's).
 */
const SIGNED_IN = `${PREFIX}signed-in`;

export function signedInCookie(signedIn: boolean, secure: boolean): string {
  return (
    `${SIGNED_IN}=${signedIn ? '1' : ''}; Path=/; SameSite=Lax; ` +
    `Max-Age=${signedIn ? YEAR_S : 0}${secure ? '; Secure' : ''}`
  );
}

/** Whether a Cookie header (the request's, or `document.cookie`) says a customer is signed in. */
export function isSignedInCookie(header: string | undefined | null): boolean {
  return (header ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN}=1`);
}
