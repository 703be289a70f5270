import { loadFeatureTexts } from '../feature-texts';

// The parcel delivery page: imported by every module that shows them.
await loadFeatureTexts({
  en: () => import('../locales/parcel/en.json'),
  bn: () => import('../locales/parcel/bn.json'),
  ar: () => import('../locales/parcel/ar.json'),
});
