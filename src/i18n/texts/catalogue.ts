import { loadFeatureTexts } from '../feature-texts';

// The module home, stores, items, categories and brands: imported by every module that shows them.
await loadFeatureTexts({
  en: () => import('../locales/catalogue/en.json'),
  bn: () => import('../locales/catalogue/bn.json'),
  ar: () => import('../locales/catalogue/ar.json'),
});
