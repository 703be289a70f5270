import { i18next } from './index';

/**
 * Texts that ship in their feature's chunk rather than in the first paint (the flow explorer's,
 * the parcel page's): they join each language's catalogue when that chunk loads, before its
 * views render.
 */
export function addFeatureTexts(byLanguage: Record<string, object>): void {
  for (const [code, texts] of Object.entries(byLanguage))
    i18next.addResourceBundle(code, 'translation', texts, true, false);
}
