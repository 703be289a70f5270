import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hiddenWhenWide } from '@/components/breakpoints';
import { MenuIcon } from '@/components/icons';
import { SideDrawer } from '@/components/SideDrawer';
import AccountButton from '@/features/account/AccountButton';
import ModuleRail from '@/features/modules/ModuleRail';
import { useStoredPlace } from '@/platform/location-store';
import { MenuLists } from './MenuLists';
import SettingsControls from './SettingsControls';
import '@/i18n/texts/shared';

/** Below 1180 px (SPEC §2, in place of the desktop top bar's controls): the side drawer with Home, theme, language, account. */
export default function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const place = useStoredPlace();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        css={hiddenWhenWide}
        aria-label={t('nav.menu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </Button>
      {open ? (
        <SideDrawer open title={t('nav.menu')} onClose={() => setOpen(false)} placement="start">
          <Stack gap="4" as="nav" aria-label={t('nav.menu')}>
            <Link href="/home" onClick={() => setOpen(false)}>
              <Text as="span" fontWeight="semibold">
                {t('nav.home')}
              </Text>
            </Link>
            <ModuleRail variant="row" onChosen={() => setOpen(false)} />
            {place.module ? <MenuLists onNavigate={() => setOpen(false)} /> : null}
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t('nav.settings')}
              </Text>
              <SettingsControls inMenu />
            </Stack>
            <AccountButton />
          </Stack>
        </SideDrawer>
      ) : null}
    </>
  );
}
