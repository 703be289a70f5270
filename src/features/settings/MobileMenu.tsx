import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'wouter';
import { lazyView } from '@/components/lazy-view';
import { hiddenWhenWide } from '@/components/breakpoints';
import { MenuIcon } from '@/components/icons';
import '@/i18n/texts/shared';

// The drawer's code loads when the visitor reaches for the button, not with every page.
const MobileMenuDrawer = lazyView(() => import('./MobileMenuDrawer'));

/** Below 1180 px (SPEC §2, in place of the desktop top bar's controls): the menu button. */
export default function MobileMenu() {
  const { t } = useTranslation();
  const [location] = useLocation();
  // Open on the page it was opened on: any link inside it (the sign-in link, an account entry,
  // a store) leads to the next page with the menu closed, not left over the page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        css={hiddenWhenWide}
        aria-label={t('nav.menu')}
        aria-expanded={open}
        onPointerEnter={MobileMenuDrawer.load}
        onFocus={MobileMenuDrawer.load}
        onClick={() => setOpenOn(location)}
      >
        <MenuIcon />
      </Button>
      {open ? <MobileMenuDrawer onClose={() => setOpenOn(null)} /> : null}
    </>
  );
}
