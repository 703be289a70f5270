import { readRaw, subscribeToStorage, type StorageKey } from './storage';
import {
  isMirrored,
  isSignedInCookie,
  signedInCookie,
  MIRRORED_KEYS,
  mirrorCookie,
  parseMirroredCookies,
  type MirroredValues,
} from './storage-cookie';

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
  const signedIn = readRaw('token') !== null;
  if (isSignedInCookie(document.cookie) !== signedIn)
    document.cookie = signedInCookie(signedIn, window.location.protocol === 'https:');
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
