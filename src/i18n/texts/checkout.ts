import { loadFeatureTexts } from '../feature-texts';

// Checkout, addresses, prescription and parcel orders, payment status: imported by every module that shows them.
await loadFeatureTexts({
  en: () => import('../locales/checkout/en.json'),
  bn: () => import('../locales/checkout/bn.json'),
  ar: () => import('../locales/checkout/ar.json'),
});
