import { loadFeatureTexts } from '../feature-texts';

// The profile, settings page, wallet, loyalty points, referral and coupons: imported by every module that shows them.
await loadFeatureTexts({
  en: () => import('../locales/account/en.json'),
  bn: () => import('../locales/account/bn.json'),
  ar: () => import('../locales/account/ar.json'),
});
