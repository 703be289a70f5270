import type { ThemeMode } from '@/domain/language';
import { mergeJson, readJson, readRaw, type StorageReader } from './storage';

type Settings = { theme?: ThemeMode };

/**
 * The stored theme (SPEC §3 `settings`), else the system's preference (light on the server, which
 * cannot know it: settings-actors.ts reads this when imported).
 */
export function storedTheme(read: StorageReader = readRaw): ThemeMode {
  const theme = readJson<Settings>('settings', read)?.theme;
  if (theme === 'dark' || theme === 'light') return theme;
  if (typeof window === 'undefined') return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The theme a server-rendered page was rendered in: the stored one, else light (the server cannot
 * know the system's preference; index.html applies it to the page's colours before the paint).
 */
export function renderedTheme(read: StorageReader = readRaw): ThemeMode {
  return readJson<Settings>('settings', read)?.theme === 'dark' ? 'dark' : 'light';
}

/** Saves the theme and applies it at once (index.html applies it before the first paint). */
export function saveTheme(mode: ThemeMode): void {
  mergeJson('settings', { theme: mode });
  const root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}
