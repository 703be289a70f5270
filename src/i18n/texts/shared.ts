import { loadFeatureTexts } from '../feature-texts';

// The shell's lazily loaded parts (menus, footer, dialogs, search) and the components the pages share: imported by every module that shows them.
await loadFeatureTexts({
  en: () => import('../locales/shared/en.json'),
  bn: () => import('../locales/shared/bn.json'),
  ar: () => import('../locales/shared/ar.json'),
});
