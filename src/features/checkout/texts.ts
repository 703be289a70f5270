import { addFeatureTexts } from '@/i18n/feature-texts';
import ar from '@/i18n/locales/checkout/ar.json';
import bn from '@/i18n/locales/checkout/bn.json';
import en from '@/i18n/locales/checkout/en.json';

// The checkout's own texts come with its chunk, not with the first paint of `/`.
addFeatureTexts({ en, bn, ar });
