import { languageChangeMachine } from '../../../../machines/language-change.machine';
import { defineModel } from '../model';

export const ENGLISH = { code: 'en', country: 'US' };
export const BENGALI = { code: 'bn', country: 'BD' };
/** Not shipped, but written right to left: proves the direction rule. */
export const ARABIC = { code: 'ar', country: 'SA' };

export const languageChangeModel = defineModel({
  machine: languageChangeMachine,
  variants: [
    { name: 'english', description: 'the storefront in English', input: { current: ENGLISH } },
  ],
  behaviour: (context) => context.pending?.code ?? null,
  events: {
    LANGUAGE_CHOSEN: [ENGLISH, BENGALI, ARABIC],
    CONFIRM: [{}],
    CANCEL: [{}],
  },
  done: {},
  errors: {},
});
