import { createActor } from 'xstate';
import { LANGUAGE_CHOICES } from '@/domain/language';
import { i18next } from '@/i18n';
import { writeRaw } from '@/platform/storage';
import { saveTheme, storedTheme } from '@/platform/theme';
import { languageChangeMachine } from '@machines/language-change.machine';
import { themeMachine } from '@machines/theme.machine';
import { bindEffects } from './effects';

/** The one theme of the app: the navbar's toggle and the menu drawer's show the same. */
export const themeActor = createActor(themeMachine, { input: { mode: storedTheme() } });

/** Language change (SPEC §4): confirm, save language and country, reload. */
export const languageActor = createActor(languageChangeMachine, {
  input: {
    current:
      LANGUAGE_CHOICES.find((choice) => choice.code === i18next.language) ?? LANGUAGE_CHOICES[0]!,
  },
});

// Started when first imported: only the lazily loaded settings controls use them.
themeActor.on('themeSaved', ({ mode }) => saveTheme(mode));
bindEffects(languageActor);
languageActor.on('languageSaved', (event) => {
  writeRaw('language-setting', event.language);
  writeRaw('country', event.country);
});
languageActor.on('reload', () => window.location.reload());
themeActor.start();
languageActor.start();
