import { i18next } from './index';

type Texts = { default: object };
type Loaders = Record<'en' | 'bn' | 'ar', () => Promise<Texts>>;

/**
 * Texts that ship after the first paint (`src/i18n/locales/<feature>/`): they join the catalogue
 * when the chunk that needs them loads (its module awaits this), before its views render. Only
 * the current language is fetched: changing the language reloads the page (SPEC §4).
 */
export async function loadFeatureTexts(loaders: Loaders): Promise<void> {
  // Unit tests import views' modules without starting the app's i18n (initI18n): nothing to add to.
  if (!i18next.isInitialized) return;
  const code = i18next.language in loaders ? (i18next.language as keyof Loaders) : 'en';
  const { default: texts } = await loaders[code]();
  i18next.addResourceBundle(code, 'translation', texts, true, false);
}
