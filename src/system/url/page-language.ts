import { LANGUAGE_CHOICES } from '@/domain/language';
import { DEFAULT_PAGE_LANGUAGE, urlLanguage } from '@/domain/page-head';
import { readRaw, writeRaw } from '@/platform/storage';

/**
 * A page's address in a language (`?lang=bn`, issue 41) is that language: opened from a search
 * engine or a shared link, it becomes the visitor's choice before anything reads it (the server
 * rendered it in that language: hydration finds the same).
 */
export function adoptUrlLanguage(): void {
  const lang = urlLanguage(new URLSearchParams(window.location.search));
  if (lang === null || readRaw('language-setting') === lang) return;
  writeRaw('language-setting', lang);
  const country = LANGUAGE_CHOICES.find((choice) => choice.code === lang)?.country;
  if (country) writeRaw('country', country);
}

/** This page's address in `lang` (the one it is in, when the visitor chooses another). */
export function addressInLanguage(href: string, lang: string): string {
  const url = new URL(href);
  if (lang === DEFAULT_PAGE_LANGUAGE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', lang);
  return url.href;
}
