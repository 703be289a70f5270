import { loadFeatureTexts } from '../feature-texts';

// The flow explorer (QA and designers use it; customers never download these): imported by every module that shows them.
await loadFeatureTexts({
  en: () => import('../locales/flows/en.json'),
  bn: () => import('../locales/flows/bn.json'),
  ar: () => import('../locales/flows/ar.json'),
});
