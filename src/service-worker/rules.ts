/** What the service worker may keep (sw.ts): pure rules over a URL, unit-tested on their own. */

/** GET /api/v1/<path> that any visitor reads alike (CONTRACT's catalogue); nothing else. */
const CATALOGUE_PATHS = [
  /^config$/,
  /^module$/,
  /^zone\/list$/,
  /^categories(\/.*)?$/,
  /^banners$/,
  /^other-banners(\/.*)?$/,
  /^brand$/,
  /^campaigns\/(basic|basic-campaign-details|item)$/,
  /^flash-sales(\/items)?$/,
  /^stores\/(?!reviews)[\w-]+(\/[^/]+)?$/,
  /^items\/(?!reviews)[\w-]+(\/[^/]+)?$/,
  /^parcel-category$/,
  /^common-condition$/,
  /^cashback\/list$/,
];
/** Never, whatever a rule above says (belt and braces). */
const PRIVATE_PATHS = /^(customer|auth|cart|order|wallet|coupon|payment|message|chat)\b/;
const PICTURE_PATH = /^images\//;
/** Pages whose HTML is the same for every visitor (server rendering renders a guest's page). */
const PUBLIC_PAGES =
  /^\/($|home$|categories$|category\/|store\/|product\/|all-brands$|flash-sales$|campaigns\/)/;
/** The request headers a catalogue answer depends on (CONTRACT "Headers the SPA sends"). */
const VARYING = ['zoneId', 'moduleId', 'latitude', 'longitude', 'X-localization'];

/** How an API read may be kept; undefined: never touched, the browser asks the network. */
export function apiRule(url: URL): 'catalogue' | 'picture' | undefined {
  if (!url.pathname.startsWith('/api/v1/')) return undefined;
  const path = url.pathname.slice('/api/v1/'.length);
  if (PRIVATE_PATHS.test(path) || url.searchParams.has('guest_id')) return undefined;
  if (PICTURE_PATH.test(path)) return 'picture';
  return CATALOGUE_PATHS.some((rule) => rule.test(path)) ? 'catalogue' : undefined;
}

export const isPublicPage = (url: URL) => PUBLIC_PAGES.test(url.pathname);

/** The cache's key for a catalogue read: its URL plus the headers its answer depends on, never a token. */
export function catalogueKey(url: string, headers: Headers): string {
  const key = new URL(url);
  for (const name of VARYING) key.searchParams.set(`~${name}`, headers.get(name) ?? '');
  return key.href;
}

/** What a build's file may be answered as, by its extension. */
const ASSET_TYPES: Record<string, RegExp> = {
  js: /javascript/,
  mjs: /javascript/,
  css: /^text\/css/,
  woff2: /^font\/woff2|application\/(font-woff2|octet-stream)/,
  woff: /^font\/woff|application\/(font-woff|octet-stream)/,
  svg: /^image\/svg\+xml/,
  png: /^image\/png/,
  webp: /^image\/webp/,
  jpg: /^image\/jpeg/,
  json: /json/,
  wasm: /^application\/wasm/,
};

/**
 * Whether an answer for a build's file is that file: never an HTML page (an instance of another
 * build answering a chunk it does not have), whatever its status.
 */
export function isAssetOfItsType(url: URL, contentType: string | null): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const expected = extension ? ASSET_TYPES[extension] : undefined;
  return expected !== undefined && contentType !== null && expected.test(contentType);
}
