import type { SnapshotFrom } from 'xstate';
import { LANGUAGE_CHOICES } from '@/domain/language';
import type { LanguageChangeEvent, languageChangeMachine } from '@machines/language-change.machine';
import type { ThemeEvent, themeMachine } from '@machines/theme.machine';
import '@/i18n/texts/shared';

/** The theme toggle: what it shows and what pressing it does. */
export function connectTheme(
  snapshot: SnapshotFrom<typeof themeMachine>,
  send: (event: ThemeEvent) => void,
) {
  const dark = snapshot.matches('dark');
  return {
    isDark: dark,
    /** The toggle is named by what it switches to. */
    toggleLabelKey: dark ? 'settings.lightMode' : 'settings.darkMode',
    toggle: () => send({ type: 'TOGGLE' }),
  };
}

/** The language switcher and its confirmation (SPEC §4 language change). */
export function connectLanguage(
  snapshot: SnapshotFrom<typeof languageChangeMachine>,
  send: (event: LanguageChangeEvent) => void,
) {
  const { current, pending } = snapshot.context;
  return {
    currentCode: current.code,
    /** The language waiting for confirmation, or null when none is. */
    pendingCode: pending?.code ?? null,
    isConfirming: pending !== null,
    choose: (code: string) => {
      const choice = LANGUAGE_CHOICES.find((entry) => entry.code === code);
      if (choice) send({ type: 'LANGUAGE_CHOSEN', ...choice });
    },
    confirm: () => send({ type: 'CONFIRM' }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}
