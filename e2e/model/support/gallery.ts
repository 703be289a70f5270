/**
 * `npm run flows:gallery` (scripts/flows-gallery.ts): the model paths run with FLOWS_GALLERY set
 * to a look (./looks.ts), all of them in it, and take a picture of the screen when a path enters a
 * state that has none yet, into flows-data/gallery/<look>/<state id>.png (git-ignored; the
 * explorer shows them). Off in every other run: no picture is taken by `npm test`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LOOKS } from './looks';

export const GALLERY_DIR = join(process.env.FLOWS_DATA_OUT ?? 'flows-data', 'gallery');

const galleryLook = LOOKS[process.env.FLOWS_GALLERY ?? ''];

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
