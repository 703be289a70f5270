import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useAppActor } from '@/system/app-system';
import { createLanguageActor } from '@/system/settings-actors';
import { LANGUAGES } from '@/i18n';
import { saveNotifications, useNotificationsOn } from '@/platform/notification-setting';
import { connectLanguage } from './settings.connect';
import { useThemeToggle } from './use-theme-toggle';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';

const Select = chakra('select');
const Switch = chakra('input');
const Label = chakra('label');

/**
 * One setting: its name (the label of the control when `labelFor` names it, or what the control
 * is labelled by, `nameId`), what it is now, and the control that changes it.
 */
function SettingRow({
  name,
  hint,
  nameId,
  labelFor,
  children,
}: {
  name: string;
  hint: string;
  nameId?: string;
  labelFor?: string;
  children: ReactNode;
}) {
  return (
    <HStack justify="space-between" borderWidth="1px" borderRadius="lg" p="4" gap="4" wrap="wrap">
      <Stack gap="0">
        {labelFor ? (
          <Label fontWeight="semibold" htmlFor={labelFor}>
            {name}
          </Label>
        ) : (
          <Text fontWeight="semibold" id={nameId}>
            {name}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
      {children}
    </HStack>
  );
}

/**
 * `/settings`: the language and the theme, the navbar's own actors, and notifications. The language's confirmation
 * is the navbar's dialog (always mounted): a second one here would open over it.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const theme = useThemeToggle();
  const language = useConnect(useAppActor(createLanguageActor), connectLanguage);
  const notifications = useNotificationsOn();
  return (
    <Container maxW="2xl" py="8">
      <Heading as="h1" size="2xl" mb="6">
        {t('settingsPage.title')}
      </Heading>
      <Stack gap="4">
        <SettingRow
          name={t('settings.language')}
          nameId="settings-language"
          hint={t('settingsPage.languageHint')}
        >
          <Select
            aria-labelledby="settings-language"
            value={language.currentCode}
            onChange={(event) => language.choose(event.target.value)}
            bg="bg"
            color="fg"
            borderWidth="1px"
            borderRadius="md"
            px="3"
            py="2"
          >
            {LANGUAGES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </Select>
        </SettingRow>
        <SettingRow
          name={t('settingsPage.theme')}
          hint={t(theme.isDark ? 'settingsPage.darkOn' : 'settingsPage.lightOn')}
        >
          <Button variant="outline" onClick={theme.toggle}>
            {t(theme.toggleLabelKey)}
          </Button>
        </SettingRow>
        <SettingRow
          name={t('settingsPage.notifications')}
          labelFor="settings-notifications"
          hint={t(notifications ? 'settingsPage.notificationsOn' : 'settingsPage.notificationsOff')}
        >
          <Switch
            id="settings-notifications"
            type="checkbox"
            role="switch"
            checked={notifications}
            onChange={(event) => saveNotifications(event.target.checked)}
            width="5"
            height="5"
            accentColor="green.600"
          />
        </SettingRow>
      </Stack>
    </Container>
  );
}
