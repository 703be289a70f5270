import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { directionOf } from '@/domain/language';
import { readRaw } from '@/platform/storage';

export const LANGUAGES = [
  { code: 'en', country: 'US', name: 'English' },
  { code: 'bn', country: 'BD', name: 'বাংলা' },
  { code: 'ar', country: 'SA', name: 'العربية' },
] as const;

function storedLanguage(): string {
  const stored = readRaw('language-setting');
  return LANGUAGES.some((l) => l.code === stored) ? (stored as string) : 'en';
}

export function applyDocumentLanguage(code: string): void {
  const html = document.documentElement;
  // Written only when they change: either one written restyles the whole page (a server-rendered
  // page has them right already).
  if (html.lang !== code) html.lang = code;
  const dir = directionOf(code);
  if (html.dir !== dir) html.dir = dir;
}

/** English ships with the first paint; other languages load when chosen. */
const LOADERS: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  bn: () => import('./locales/bn.json'),
  ar: () => import('./locales/ar.json'),
};

async function loadLanguage(code: string): Promise<void> {
  const load = LOADERS[code];
  if (!load || i18next.hasResourceBundle(code, 'translation')) return;
  i18next.addResourceBundle(code, 'translation', (await load()).default);
}

export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  applyDocumentLanguage(lng);
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lng !== 'en') {
    await loadLanguage(lng);
    await i18next.changeLanguage(lng);
  }
}

export { i18next };
