import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The pages a shared cache may keep (a guest's public page that found what it shows), kept by
 * this process under exactly what they depend on (issue 39): the path, the query parameters the
 * pages read, and the visitor's cookie copy of place, module, language and settings. An entry is
 * good while the catalogue and config versions it was rendered at hold (read from the database on
 * each request: a change by any worker or instance is seen by the next page view) and for at most
 * MAX_AGE_MS (what no version counts: banners, campaigns, a store opening at its hour). Bytes are
 * bounded: the least recently used entries go first.
 */

/** The query parameters a public page reads (src/domain/search-url.ts, src/app/url/); no other makes an entry. */
export const PAGE_PARAMS: ReadonlySet<string> = new Set([
  'brand_id',
  'brand_ids',
  'category',
  'category_ids',
  'data_type',
  'filter',
  'id',
  'lang',
  'max_price',
  'min_price',
  'module_id',
  'name',
  'non_veg',
  'page',
  'product_type',
  'rating',
  'search',
  'sort',
  'store_filter',
  'store_type',
  'store_zone_id',
  'sub',
  'tab',
  'type',
  'veg',
]);

/** The cookie copy a page is rendered from (src/platform/storage-cookie.ts MIRRORED_KEYS). */
const MIRRORED = /^sf\.(zoneid|currentLatLng|location|module|language-setting|settings)$/;
/**
 * Who the visitor is (storage-cookie.ts VISITOR_COOKIES; the token's `__Host-` prefixed on
 * https): their pages are never shared.
 */
const VISITOR = /^(__Host-)?sf\.(token|guest_id)$/;

/** A place rounded to this many decimals (about a kilometre) for a guest's shared page. */
const PLACE_DECIMALS = 2;

/**
 * A guest's cookie copy as their public page is rendered and kept from: the same for every guest
 * of one module, zone, language, settings and neighbourhood. Their address line is left out (the
 * header shows it once the page is hydrated) and their place is rounded to about a kilometre
 * (the stores' distances "from you", until the browser asks again). A visitor whose pages are
 * theirs (a token or a guest id sent) keeps the whole copy.
 */
export function sharedCookie(cookie: string | undefined): string | undefined {
  if (cookie === undefined) return undefined;
  const pairs = cookiePairs(cookie);
  if (pairs.some(({ name, value }) => VISITOR.test(name) && value !== '')) return cookie;
  const shared: string[] = [];
  for (const { name, value } of pairs) {
    if (name === 'sf.location') continue;
    if (name === 'sf.currentLatLng') {
      const place = roundedPlace(value);
      if (place !== null) shared.push(`${name}=${place}`);
      continue;
    }
    shared.push(`${name}=${value}`);
  }
  return shared.join('; ');
}

/** A Cookie header's name=value pairs as sent (a part without a name or `=` is none). */
function cookiePairs(cookie: string | undefined): { name: string; value: string }[] {
  const pairs: { name: string; value: string }[] = [];
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = eq < 0 ? '' : part.slice(0, eq).trim();
    if (name !== '') pairs.push({ name, value: part.slice(eq + 1).trim() });
  }
  return pairs;
}

function roundedPlace(value: string): string | null {
  try {
    const { lat, lng } = JSON.parse(decodeURIComponent(value)) as { lat?: unknown; lng?: unknown };
    if (typeof lat !== 'number' || typeof lng !== 'number') return null;
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    const round = (x: number) => Number(x.toFixed(PLACE_DECIMALS));
    return encodeURIComponent(JSON.stringify({ lat: round(lat), lng: round(lng) }));
  } catch {
    return null;
  }
}

/**
 * The zone ids a request's cookie copy names (`sf.zoneid`, a JSON list): null when it names none
 * or is no list of ids.
 */
export function zoneIdsIn(cookie: string | undefined): number[] | null {
  const zones = cookiePairs(cookie).find(({ name }) => name === 'sf.zoneid');
  if (zones === undefined) return null;
  try {
    const ids: unknown = JSON.parse(decodeURIComponent(zones.value));
    return Array.isArray(ids) && ids.length > 0 && ids.every((id) => Number.isInteger(id))
      ? (ids as number[])
      : null;
  } catch {
    return null;
  }
}

/** How long an entry is answered at most, whatever the versions say. */
export const MAX_AGE_MS = 60_000;

export type Encoding = 'br' | 'gzip' | null;

type Entry = {
  version: string;
  storedAt: number;
  html: Buffer;
  /** compressed copies, made when first asked for */
  br?: Buffer;
  gzip?: Buffer;
  /** status and headers the page was answered with */
  headers: Record<string, string>;
};

/**
 * The key a page request is kept under: null for a visitor whose pages are theirs (a token or a
 * guest id sent), so that they are never looked up nor kept.
 */
export function pageKey(url: string, cookie: string | undefined): string | null {
  const mirrored: string[] = [];
  for (const { name, value } of cookiePairs(cookie)) {
    if (VISITOR.test(name) && value !== '') return null;
    if (MIRRORED.test(name) && value !== '') mirrored.push(`${name}=${value}`);
  }
  const [path = '/', search = ''] = url.split('?');
  const params = [...new URLSearchParams(search)]
    .filter(([name]) => PAGE_PARAMS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`);
  return [path, params.join('&'), ...mirrored.sort()].join('\n');
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxBytes: number;
  #bytes = 0;
  hits = 0;
  misses = 0;
  evictions = 0;

  constructor(
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The page kept under `key` at `version`, in `encoding` (made once), or undefined. */
  get(
    key: string,
    version: string,
    encoding: Encoding,
  ): { body: Buffer; headers: Record<string, string> } | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version || this.now() - entry.storedAt > MAX_AGE_MS) {
      if (entry) this.#drop(key, entry);
      this.misses++;
      return undefined;
    }
    // Used now: last to go.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.hits++;
    return { body: this.#encoded(entry, encoding), headers: entry.headers };
  }

  /** Keeps a page just rendered; answers it in `encoding`. */
  set(
    key: string,
    version: string,
    html: Buffer,
    headers: Record<string, string>,
    encoding: Encoding,
  ): Buffer {
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    if (html.length > this.#maxBytes) return encode(html, encoding);
    const entry: Entry = { version, storedAt: this.now(), html, headers };
    this.#entries.set(key, entry);
    this.#bytes += html.length;
    this.#trim();
    return this.#encoded(entry, encoding);
  }

  #encoded(entry: Entry, encoding: Encoding): Buffer {
    if (encoding === null) return entry.html;
    let copy = entry[encoding];
    if (!copy) {
      copy = encode(entry.html, encoding);
      entry[encoding] = copy;
      this.#bytes += copy.length;
      this.#trim();
    }
    return copy;
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.html.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
  }

  #trim(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#drop(key, entry);
      this.evictions++;
    }
  }
}

function encode(html: Buffer, encoding: Encoding): Buffer {
  if (encoding === null) return html;
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html);
}

/** The encoding a request accepts that the cache makes: brotli, else gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepts = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return null;
}
