/**
 * The look a model path runs in (issue 45): language, direction, colour scheme and width. Each
 * path runs in one of three looks, chosen by its id so that it is always the same one (its ARIA
 * record is in that look's words): English light at 1280 px, Bengali light at 390 px and Arabic
 * dark at 390 px, so the paths together cross three languages, both directions, both colour
 * schemes, a desktop and a phone. `MODEL_LOOK=<look>` runs every path in one look; the gallery
 * (FLOWS_GALLERY, ./gallery.ts) runs every path in each of its looks.
 */
import type { Page } from '@playwright/test';
import { speak, type Locale } from '../../fixtures/i18n';

export type Look = { name: string; width: number; height: number; dark: boolean; language: Locale };

export const LOOKS: Record<string, Look> = {
  'en-light-1280': { name: 'en-light-1280', width: 1280, height: 720, dark: false, language: 'en' },
  'bn-light-390': { name: 'bn-light-390', width: 390, height: 844, dark: false, language: 'bn' },
  'ar-dark-390': { name: 'ar-dark-390', width: 390, height: 844, dark: true, language: 'ar' },
};

const ROTATION = ['en-light-1280', 'bn-light-390', 'ar-dark-390'];

/** One look for every path: the gallery's, or MODEL_LOOK's. */
export const fixedLook: Look | undefined =
  LOOKS[process.env.FLOWS_GALLERY ?? ''] ?? LOOKS[process.env.MODEL_LOOK ?? ''];

/** A path's look: the fixed one, else one of the rotation by a hash of its id (FNV-1a). */
export function lookOf(pathId: string): Look {
  if (fixedLook) return fixedLook;
  let hash = 0x811c9dc5;
  for (const char of pathId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return LOOKS[ROTATION[hash % ROTATION.length]!]!;
}

/**
 * The page in `look` before the path starts: its size, colour scheme and language (the language
 * every visitor fixture stores is replaced by the look's), and `tr` speaking it.
 */
export async function dressAs(page: Page, look: Look): Promise<void> {
  speak(look.language);
  await page.setViewportSize({ width: look.width, height: look.height });
  await page.emulateMedia({ colorScheme: look.dark ? 'dark' : 'light' });
  await page.addInitScript((language: string) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      setItem.call(this, key, key === 'language-setting' ? language : value);
    };
    localStorage.setItem('language-setting', language);
  }, look.language);
}
