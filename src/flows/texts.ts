import { i18next } from '@/i18n';
import ar from '@/i18n/locales/flows/ar.json';
import bn from '@/i18n/locales/flows/bn.json';
import en from '@/i18n/locales/flows/en.json';

// The explorer's texts join each language's catalogue when its chunk loads (QA and designers
// use it; customers never download them).
for (const [code, texts] of Object.entries({ en, bn, ar })) {
  i18next.addResourceBundle(code, 'translation', texts, true, false);
}
