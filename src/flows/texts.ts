import { addFeatureTexts } from '@/i18n/feature-texts';
import ar from '@/i18n/locales/flows/ar.json';
import bn from '@/i18n/locales/flows/bn.json';
import en from '@/i18n/locales/flows/en.json';

// The explorer's texts (QA and designers use it; customers never download them).
addFeatureTexts({ en, bn, ar });
