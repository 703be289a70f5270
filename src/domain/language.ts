/**
 * SPEC §9 languages (and Arabic, issue 10, the first right-to-left one) and the right-to-left
 * codes; §3 stores language-setting and country.
 */
export type LanguageChoice = { code: string; country: string };

export const LANGUAGE_CHOICES: readonly LanguageChoice[] = [
  { code: 'en', country: 'US' },
  { code: 'bn', country: 'BD' },
  { code: 'ar', country: 'SA' },
];

/** SPEC §9: these languages are written right to left. */
export const RTL_CODES = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'];

export type TextDirection = 'rtl' | 'ltr';

export function directionOf(code: string): TextDirection {
  return RTL_CODES.includes(code.toLowerCase()) ? 'rtl' : 'ltr';
}

export function sameLanguage(a: LanguageChoice, b: LanguageChoice): boolean {
  return a.code === b.code && a.country === b.country;
}

/** SPEC §4 theme: light or dark. */
export type ThemeMode = 'light' | 'dark';
