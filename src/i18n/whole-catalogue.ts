import { readdirSync, readFileSync, statSync } from 'node:fs';
import { withFeatureTexts } from './with-feature-texts';

// Node only (unit tests, e2e fixtures, bench): the app itself loads these files as it needs them.
const LOCALES = new URL('./locales/', import.meta.url);

const read = (path: string): object =>
  JSON.parse(readFileSync(new URL(path, LOCALES), 'utf8')) as object;

/** The feature folders of `src/i18n/locales/` (texts that ship after the first paint). */
export function featureFolders(): string[] {
  return readdirSync(LOCALES)
    .filter((name) => statSync(new URL(name, LOCALES)).isDirectory())
    .sort();
}

/** One language's first-paint texts (`<lang>.json`). */
export const firstPaintTexts = (lang: string): object => read(`${lang}.json`);

/** One feature folder's texts in one language. */
export const featureTexts = (folder: string, lang: string): object =>
  read(`${folder}/${lang}.json`);

/** Everything a language says: its first-paint texts and every feature folder's. */
export function wholeCatalogue<T extends object = Record<string, unknown>>(lang: string): T {
  return withFeatureTexts(
    firstPaintTexts(lang),
    ...featureFolders().map((folder) => featureTexts(folder, lang)),
  ) as T;
}
