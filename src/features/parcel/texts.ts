import { addFeatureTexts } from '@/i18n/feature-texts';
import ar from '@/i18n/locales/parcel/ar.json';
import bn from '@/i18n/locales/parcel/bn.json';
import en from '@/i18n/locales/parcel/en.json';

// The parcel page's texts come with its chunk, not with the first paint of `/`.
addFeatureTexts({ en, bn, ar });
