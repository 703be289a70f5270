/**
 * The cookie copy of the SPEC §3 localStorage keys the server needs to render a page (issue 28):
 * the location (zone, coordinates, address), the module, the language and `settings` (theme,
 * notifications, the zone's cash-on-delivery flag). localStorage stays the source the client
 * reads; `cookie-mirror.ts` writes this copy beside it. No DOM here: the server parses the request's
 * Cookie header with the same names.
 *
 * Not in this copy: `token` and `guest_id` (who the visitor is: VISITOR_COOKIES below, never in
 * a page), and the lists (`searchedValues`, `visitedStores`), which are large and shown after the
 * first paint.
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
/**
 * How long a sign-in lasts: the provider's token life (server/services/sessions.ts TOKEN_TTL_MS,
 * kept equal by a test). The token's cookie lives no longer than the token.
 */
export const TOKEN_LIFE_S = 30 * 24 * 60 * 60;
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

/** The name=value pairs of a Cookie header, values decoded (one we did not write is skipped). */
function cookiePairs(header: string | undefined | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    const raw = part.slice(eq + 1).trim();
    if (eq < 0 || raw === '') continue;
    try {
      pairs.push([part.slice(0, eq).trim(), decodeURIComponent(raw)]);
    } catch {
      // Not a value we wrote: not stored.
    }
  }
  return pairs;
}

/**
 * What a guest's public page is rendered from, the same for their neighbours (issue 39; the
 * server's `sharedCookie` in server/http/page-cache.ts, kept equal by a test): no address line,
 * the place rounded to about a kilometre (a place that is none, left out).
 */
export function sharedValues(values: MirroredValues): MirroredValues {
  const shared = { ...values };
  delete shared.location;
  delete shared.currentLatLng;
  const place = values.currentLatLng === undefined ? null : roundedPlace(values.currentLatLng);
  if (place !== null) shared.currentLatLng = place;
  return shared;
}

function roundedPlace(value: string): string | null {
  try {
    const { lat, lng } = JSON.parse(value) as { lat?: unknown; lng?: unknown };
    if (typeof lat !== 'number' || typeof lng !== 'number') return null;
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    const round = (x: number) => Number(x.toFixed(2));
    return JSON.stringify({ lat: round(lat), lng: round(lng) });
  } catch {
    return null;
  }
}

/** The mirrored keys in a Cookie header (the request's, or `document.cookie`). */
export function parseMirroredCookies(header: string | undefined | null): MirroredValues {
  const values: MirroredValues = {};
  for (const [name, value] of cookiePairs(header)) {
    const key = name.slice(PREFIX.length);
    if (name.startsWith(PREFIX) && isMirrored(key)) values[key] = value;
  }
  return values;
}

/**
 * Who the visitor is, for the server to render their own pages with their own data (issue 28):
 * the token (sent with every page: a signed-in customer's pages are theirs, and no shared cache
 * keeps them) and the guest id (sent to the checkout only, whose cart it names: a guest's other
 * pages stay public). The server reads them only to render a page for the browser that sent them
 * (a GET; SameSite=Lax keeps them off other sites' requests); the API reads the token from the
 * Authorization header alone. Neither goes into a page's server data.
 */
export const VISITOR_COOKIES = {
  token: { name: `${PREFIX}token`, path: '/', maxAge: TOKEN_LIFE_S },
  guest_id: { name: `${PREFIX}guest_id`, path: '/checkout', maxAge: YEAR_S },
} as const;

/**
 * On https the token's cookie is `__Host-` prefixed: the browser takes it only from this very
 * host, over https, for every path (no subdomain can set or shadow it). The guest id's cookie,
 * sent to /checkout only, cannot carry the prefix (it requires `Path=/`).
 */
const HOST_PREFIX = '__Host-';
export const hostPrefixed = (key: VisitorKey) => VISITOR_COOKIES[key].path === '/';
const visitorCookieName = (key: VisitorKey, secure: boolean) =>
  secure && hostPrefixed(key)
    ? `${HOST_PREFIX}${VISITOR_COOKIES[key].name}`
    : VISITOR_COOKIES[key].name;
export type VisitorKey = keyof typeof VISITOR_COOKIES;
export type Visitor = Partial<Record<VisitorKey, string>>;

/** The `document.cookie` assignment that stores (or, null, removes) the visitor's `key`. */
export function visitorCookie(key: VisitorKey, value: string | null, secure: boolean): string {
  const { path, maxAge } = VISITOR_COOKIES[key];
  return (
    `${visitorCookieName(key, secure)}=${value === null ? '' : encodeURIComponent(value)}; ` +
    `Path=${path}; SameSite=Lax; Max-Age=${value === null ? 0 : maxAge}${secure ? '; Secure' : ''}`
  );
}

/** The visitor's token and guest id in a Cookie header (those sent to its path). */
export function visitorOf(header: string | undefined | null): Visitor {
  const visitor: Visitor = {};
  const keys = Object.keys(VISITOR_COOKIES) as VisitorKey[];
  for (const [name, value] of cookiePairs(header)) {
    const plain = name.startsWith(HOST_PREFIX) ? name.slice(HOST_PREFIX.length) : name;
    const key = keys.find((candidate) => VISITOR_COOKIES[candidate].name === plain);
    if (key) visitor[key] = value;
  }
  return visitor;
}
