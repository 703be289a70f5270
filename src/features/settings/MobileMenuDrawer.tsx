import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { SideDrawer } from '@/components/SideDrawer';
import { AccountButton } from '@/features/account';
import { ModuleRail } from '@/features/modules';
import { useStoredScope } from '@/platform/location-store';
import { MenuLists } from './MenuLists';
import SettingsControls from './SettingsControls';
import '@/i18n/texts/shared';

/** The phone menu's side drawer (SPEC §2): Home, the modules, the lists, theme, language, account. */
export default function MobileMenuDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const place = useStoredScope();
  return (
    <SideDrawer open title={t('nav.menu')} onClose={onClose} placement="start">
      <Stack gap="4" as="nav" aria-label={t('nav.menu')}>
        <Link href="/home" onClick={onClose}>
          <Text as="span" fontWeight="semibold">
            {t('nav.home')}
          </Text>
        </Link>
        <ModuleRail variant="row" onChosen={onClose} />
        {place.module ? <MenuLists onNavigate={onClose} /> : null}
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('nav.settings')}
          </Text>
          <SettingsControls inMenu />
        </Stack>
        <AccountButton />
      </Stack>
    </SideDrawer>
  );
}
