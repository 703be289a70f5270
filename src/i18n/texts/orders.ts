import { loadFeatureTexts } from '../feature-texts';

// Orders, tracking, reviews and chat: imported by every module that shows them.
await loadFeatureTexts({
  en: () => import('../locales/orders/en.json'),
  bn: () => import('../locales/orders/bn.json'),
  ar: () => import('../locales/orders/ar.json'),
});
