import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useAppActor } from '@/system/app-system';
import { createLanguageActor } from '@/system/settings-actors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { hiddenWhenNarrow } from '@/components/breakpoints';
import { MoonIcon, SunIcon } from '@/components/icons';
import { LANGUAGES } from '@/i18n';
import { connectLanguage } from './settings.connect';
import { useThemeToggle } from './use-theme-toggle';
import '@/i18n/texts/shared';

const Select = chakra('select');

/** The theme toggle and the language switcher (SPEC §2 navbar), views of their machines. */
export default function SettingsControls({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation();
  const theme = useThemeToggle();
  const language = useConnect(useAppActor(createLanguageActor), connectLanguage);
  const pendingName = LANGUAGES.find((entry) => entry.code === language.pendingCode)?.name ?? '';
  return (
    // On phones these live in the side drawer (SPEC §2), not in the top bar.
    <HStack gap="1" css={inMenu ? undefined : hiddenWhenNarrow}>
      <Button variant="ghost" size="sm" aria-label={t(theme.toggleLabelKey)} onClick={theme.toggle}>
        {theme.isDark ? <SunIcon /> : <MoonIcon />}
      </Button>
      <Select
        aria-label={t('settings.language')}
        value={language.currentCode}
        onChange={(event) => language.choose(event.target.value)}
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
      {/* The bar's switcher (hidden on phones) and the menu drawer's ask once. */}
      <ConfirmDialog
        single="language"
        open={language.isConfirming}
        title={t('settings.confirmLanguage', { name: pendingName })}
        confirmLabel={t('settings.change')}
        cancelLabel={t('common.cancel')}
        onConfirm={language.confirm}
        onCancel={language.cancel}
      />
    </HStack>
  );
}
