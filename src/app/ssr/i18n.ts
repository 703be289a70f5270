import { createInstance, type i18n as I18n } from 'i18next';
import { LANGUAGES } from '@/i18n';
import { withFeatureTexts } from '@/i18n/with-feature-texts';

// Every language's whole catalogue, bundled into the SSR build: the first-paint texts and every
// feature folder's (the browser loads the latter with their chunks).
const LOCALE_FILES = import.meta.glob<{ default: object }>('../../i18n/locales/**/*.json', {
  eager: true,
});
const catalogues = new Map<string, object>();

function catalogue(lang: string): object {
  let found = catalogues.get(lang);
  if (!found) {
    const base = LOCALE_FILES[`../../i18n/locales/${lang}.json`]?.default ?? {};
    const features = Object.entries(LOCALE_FILES)
      .filter(([path]) => path.endsWith(`/${lang}.json`) && path.split('/').length === 6)
      .map(([, module]) => module.default);
    found = withFeatureTexts(base, ...features);
    catalogues.set(lang, found);
  }
  return found;
}

/** The language a request's stored `language-setting` names, else English. */
export function languageOf(stored: string | undefined): string {
  return LANGUAGES.some((language) => language.code === stored) ? stored! : 'en';
}

const instances = new Map<string, Promise<I18n>>();

/**
 * The i18n instance of a language (server rendering, issue 28), made once per process and shared
 * by every request in that language: a render only reads it (its catalogues are all loaded, and
 * nothing changes its language on the server), and making one took about 1 ms of each page. No
 * initReactI18next: it sets one instance for the whole process; the entry's I18nextProvider
 * passes this one.
 */
export function i18nFor(lang: string): Promise<I18n> {
  let made = instances.get(lang);
  if (!made) {
    const instance = createInstance();
    made = instance
      .init({
        lng: lang,
        fallbackLng: 'en',
        resources: {
          en: { translation: catalogue('en') },
          [lang]: { translation: catalogue(lang) },
        },
        interpolation: { escapeValue: false },
        returnNull: false,
        initAsync: false,
      })
      .then(() => instance);
    instances.set(lang, made);
  }
  return made;
}
