import { createContext, useContext, useSyncExternalStore } from 'react';
import type { MirroredKey, MirroredValues, Visitor, VisitorKey } from './storage-cookie';

/** The localStorage keys of SPEC §3, and nothing else. */
export const STORAGE_KEYS = [
  'token',
  'zoneid',
  'language-setting',
  'currentLatLng',
  'module',
  'location',
  'guest_id',
  'searchedValues',
  'visitedStores',
  'country',
  'settings',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What a page is rendered with on the server: the cookie copy, and who the visitor is (their
 * token; at the checkout, their guest id) when their browser sent it (storage-cookie.ts).
 */
export type ServerValues = MirroredValues & Visitor;

/**
 * What a server-rendered page was rendered with (issue 28), for its views: on the server, the
 * request's values (entry-server.tsx); in the browser while the page hydrates, the copy the page
 * carries (hydration.ts). Null when nothing is server-rendered, and once the page is hydrated.
 */
export const RenderedWithContext = createContext<ServerValues | null>(null);

/** How a stored key is read: this browser's storage, or on a server, a request's values. */
export type StorageReader = (key: StorageKey) => string | null;

/** A request's values read as storage (the keys it does not carry read as not stored). */
export function readerOf(values: ServerValues): StorageReader {
  return (key) => values[key as MirroredKey | VisitorKey] ?? null;
}

/**
 * A key as the server rendered the page with it (the keys not mirrored read as not stored). Read
 * while a page hydrates, it never changes: no component renders again for it.
 */
export function useRenderedWith(key: StorageKey): string | null {
  const values = useContext(RenderedWithContext);
  return values ? readerOf(values)(key) : null;
}

/** This browser's stored string (none on a server, nor in a browser refusing storage). */
export function readRaw(key: StorageKey): string | null {
  return safeStorage()?.getItem(key) ?? null;
}

export function writeRaw(key: StorageKey, value: string | null): void {
  const storage = safeStorage();
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
  notify();
}

/** A JSON value stored under a key; a value that does not parse reads as null. */
export function readJson<T>(key: StorageKey, read: StorageReader = readRaw): T | null {
  return parseJson<T>(read(key));
}

/** A stored string as JSON; none, or one that does not parse, reads as null. */
export function parseJson<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeRaw(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Merges `patch` into the object stored under `key` (SPEC §3 `settings` holds several choices). */
export function mergeJson(key: StorageKey, patch: Record<string, unknown>): void {
  writeJson(key, { ...(readJson<Record<string, unknown>>(key) ?? {}), ...patch });
}

/** Calls `listener` after every write, in this tab or another; returns the unsubscribe. */
export function subscribeToStorage(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (STORAGE_KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The raw stored string, kept current across components and browser tabs. Server rendering and
 * hydration read what the server saw (its cookie copy), and this browser's value once the page is
 * hydrated (`RenderedWithContext` turns null in a transition, components/use-hydrating.ts): read
 * from storage while hydrating, a value the server did not have made React render its readers
 * again at once, the checkout's whole form in one long task.
 */
export function useStoredRaw(key: StorageKey): string | null {
  const values = useContext(RenderedWithContext);
  const renderedWith = values ? readerOf(values)(key) : null;
  return useSyncExternalStore(
    subscribeToStorage,
    values ? () => renderedWith : () => readRaw(key),
    () => renderedWith,
  );
}
