/**
 * `npm run flows:gallery` (scripts/flows-gallery.ts): the model paths run with FLOWS_GALLERY set
 * to a look, and take a picture of the screen when a path enters a state that has none yet, into
 * flows-data/gallery/<look>/<state id>.png (git-ignored; the explorer shows them). Off in every
 * other run: no picture is taken by `npm test`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const GALLERY_DIR = join(process.env.FLOWS_DATA_OUT ?? 'flows-data', 'gallery');

type Look = { name: string; width: number; height: number; dark: boolean; language: string };

const LOOKS: Record<string, Look> = {
  'en-light-1280': { name: 'en-light-1280', width: 1280, height: 720, dark: false, language: 'en' },
  'ar-dark-390': { name: 'ar-dark-390', width: 390, height: 844, dark: true, language: 'ar' },
};

export const galleryLook: Look | undefined = LOOKS[process.env.FLOWS_GALLERY ?? ''];

/**
 * The page in the gallery's look before the path starts: its size, colour scheme and language
 * (the language every visitor fixture stores is replaced by the look's).
 */
export async function dressForGallery(page: Page): Promise<void> {
  if (!galleryLook) return;
  await page.setViewportSize({ width: galleryLook.width, height: galleryLook.height });
  await page.emulateMedia({ colorScheme: galleryLook.dark ? 'dark' : 'light' });
  await page.addInitScript((language: string) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      setItem.call(this, key, key === 'language-setting' ? language : value);
    };
    localStorage.setItem('language-setting', language);
  }, galleryLook.language);
}

/** A picture for each state the step entered that has none yet. */
export async function pictureEnteredStates(page: Page, entered: string[]): Promise<void> {
  if (!galleryLook || entered.length === 0) return;
  const dir = join(GALLERY_DIR, galleryLook.name);
  const files = entered.map((id) => join(dir, `${id}.png`)).filter((file) => !existsSync(file));
  if (files.length === 0) return;
  mkdirSync(dir, { recursive: true });
  const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (const file of files) writeFileSync(file, picture);
}
