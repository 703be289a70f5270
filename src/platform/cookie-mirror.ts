import { readRaw, subscribeToStorage, type StorageKey } from './storage';
import {
  isMirrored,
  MIRRORED_KEYS,
  mirrorCookie,
  parseMirroredCookies,
  VISITOR_COOKIES,
  visitorCookie,
  hostPrefixed,
  type MirroredValues,
  type VisitorKey,
} from './storage-cookie';

/**
 * The visitor's cookies as this page last wrote them: the guest id's is sent to the checkout only,
 * and `document.cookie` on another page does not show it.
 */
const visitorWritten: Partial<Record<VisitorKey, string | null>> = {};

/** The cookie copy of a key the server reads (storage-cookie.ts), written beside localStorage. */
function writeCookieCopy(key: StorageKey, value: string | null): void {
  if (!isMirrored(key)) return;
  document.cookie = mirrorCookie(key, value, window.location.protocol === 'https:');
}

/** Brings the cookie copy in line with localStorage: writes the keys whose copy differs. */
function syncCookieCopy(): void {
  const copied = parseMirroredCookies(document.cookie);
  for (const key of MIRRORED_KEYS) {
    const value = readRaw(key);
    if ((copied[key] ?? null) !== value) writeCookieCopy(key, value);
  }
  for (const key of Object.keys(VISITOR_COOKIES) as VisitorKey[]) {
    const value = readRaw(key);
    if (visitorWritten[key] === value) continue;
    const secure = window.location.protocol === 'https:';
    document.cookie = visitorCookie(key, value, secure);
    // The plain name on https (a cookie written before the prefix) would outlive a logout.
    if (secure && hostPrefixed(key)) document.cookie = visitorCookie(key, null, false);
    visitorWritten[key] = value;
  }
}

/**
 * Keeps the cookie copy in line with localStorage (issue 28): now (values stored before the copy
 * existed, or while this module loaded, or a cookie cleared on its own), then after every write,
 * in this tab or another. Started once by the app, after its first paint.
 */
export function startCookieMirror(): void {
  syncCookieCopy();
  subscribeToStorage(syncCookieCopy);
}

/** The mirrored keys as localStorage holds them now (compared with a page's server copy). */
export function mirroredValuesNow(): MirroredValues {
  const values: MirroredValues = {};
  for (const key of MIRRORED_KEYS) {
    const value = readRaw(key);
    if (value !== null) values[key] = value;
  }
  return values;
}
