import { createActor, type AnyActorRef } from 'xstate';
import { LANGUAGE_CHOICES } from '@/domain/language';
import { i18next } from '@/i18n';
import { readRaw, writeRaw } from '@/platform/storage';
import { saveTheme, storedTheme } from '@/platform/theme';
import { languageChangeMachine } from '@machines/language-change.machine';
import { themeMachine } from '@machines/theme.machine';
import type { AppActorCreator, AppSystem } from './app-system';
import { inspected } from './inspection';
import { addressInLanguage } from './url/page-language';
import { bindEffects } from './run-effects';

/** The theme of one app: the navbar's toggle and the menu drawer's show the same. */
export const createThemeActor = ((system: AppSystem) => {
  const actor = createActor(
    themeMachine,
    inspected({ input: { mode: storedTheme(system.stored) } }),
  );
  actor.on('themeSaved', ({ mode }) => saveTheme(mode));
  return actor;
}) satisfies AppActorCreator<AnyActorRef>;

/** Language change (SPEC §4): confirm, save language and country, reload. */
export const createLanguageActor = (() => {
  const actor = createActor(
    languageChangeMachine,
    inspected({
      input: {
        current:
          LANGUAGE_CHOICES.find((choice) => choice.code === i18next.language) ??
          LANGUAGE_CHOICES[0]!,
      },
    }),
  );
  bindEffects(actor);
  actor.on('languageSaved', (event) => {
    writeRaw('language-setting', event.language);
    writeRaw('country', event.country);
  });
  // The page again, at its address in the language chosen (a `?lang=` of another would win).
  actor.on('reload', () => {
    const href = addressInLanguage(window.location.href, readRaw('language-setting') ?? 'en');
    if (href === window.location.href) window.location.reload();
    else window.location.replace(href);
  });
  return actor;
}) satisfies AppActorCreator<AnyActorRef>;
