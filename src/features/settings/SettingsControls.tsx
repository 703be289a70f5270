import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEffects } from '@/app/use-flow-effects';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LANGUAGE_CHOICES } from '@/domain/language';
import { LANGUAGES } from '@/i18n';
import { readRaw, writeRaw } from '@/platform/storage';
import { saveTheme, storedTheme } from '@/platform/theme';
import { languageChangeMachine } from '@machines/language-change.machine';
import { themeMachine } from '@machines/theme.machine';

const Select = chakra('select');

/** The theme toggle and the language switcher (SPEC §2 navbar), views of their machines. */
export default function SettingsControls({ inMenu = false }: { inMenu?: boolean }) {
  const { t, i18n } = useTranslation();
  const [themeInput] = useState(() => ({ mode: storedTheme() }));
  const theme = useActorRef(themeMachine, { input: themeInput });
  const dark = useSelector(theme, (s) => s.matches('dark'));

  const current =
    LANGUAGE_CHOICES.find((choice) => choice.code === i18n.language) ?? LANGUAGE_CHOICES[0]!;
  const language = useActorRef(languageChangeMachine, { input: { current } });
  useFlowEffects(language);
  const pending = useSelector(language, (s) => s.context.pending);

  useEffect(() => {
    const saved = theme.on('themeSaved', ({ mode }) => saveTheme(mode));
    const languageSaved = language.on('languageSaved', (event) => {
      writeRaw('language-setting', event.language);
      writeRaw('country', event.country);
    });
    const reload = language.on('reload', () => window.location.reload());
    return () => {
      saved.unsubscribe();
      languageSaved.unsubscribe();
      reload.unsubscribe();
    };
  }, [theme, language]);

  const pendingName = LANGUAGES.find((entry) => entry.code === pending?.code)?.name ?? '';
  return (
    // On phones these live in the side drawer (SPEC §2), not in the top bar.
    <HStack gap="1" hideBelow={inMenu ? undefined : 'md'}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t(dark ? 'settings.lightMode' : 'settings.darkMode')}
        onClick={() => theme.send({ type: 'TOGGLE' })}
      >
        {dark ? '☀' : '☾'}
      </Button>
      <Select
        aria-label={t('settings.language')}
        value={readRaw('language-setting') ?? current.code}
        onChange={(event) => {
          const choice = LANGUAGE_CHOICES.find((entry) => entry.code === event.target.value);
          if (choice) language.send({ type: 'LANGUAGE_CHOSEN', ...choice });
        }}
        bg="bg"
        color="fg"
        borderWidth="1px"
        borderRadius="md"
        fontSize="sm"
        px="2"
        py="1"
      >
        {LANGUAGES.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name}
          </option>
        ))}
      </Select>
      <ConfirmDialog
        open={pending !== null}
        title={t('settings.confirmLanguage', { name: pendingName })}
        confirmLabel={t('settings.change')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => language.send({ type: 'CONFIRM' })}
        onCancel={() => language.send({ type: 'CANCEL' })}
      />
    </HStack>
  );
}
