import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import { Box } from '@chakra-ui/react/box';
import { LocaleProvider } from '@chakra-ui/react/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from 'wouter/use-browser-location';
import { lazyView } from '@/components/lazy-view';
import { saveModule, useStoredScope } from '@/platform/location-store';
import { AppSystemProvider, type AppSystem } from '@/system/app-system';
import { ConfigGate } from './ConfigGate';
import { useDocumentHead } from './document-head';
import { CartFlowDialogs, featureSlots } from './lazy-features';
import { Navbar } from './Navbar';
import { RouteFocus } from './RouteFocus';
import { AppRoutes } from './routes';
import { Toaster } from '@/system/toaster-view';
import { NewsRegions } from '@/features/pwa/NewsRegions';

const { CartDrawer, LocationDialog } = featureSlots;

// Below the fold or beside the page: they load after its first paint.
const Footer = lazyView(() => import('@/features/footer/Footer'));
const ModuleRail = lazyView(() => import('@/features/modules/ModuleRail'));
// Notifications and the sign-up welcome, for signed-in customers.
const SignedInExtras = lazyView(() => import('@/features/account/SignedInExtras'));
// Offline, back online, a new version (issue 31).
const AppStatus = lazyView(() => import('@/features/pwa/AppStatus'));

/*
 * Opening the cart drawer or the location dialog changes the shell's state: the page and the
 * navbar, whose props do not change then, are not rendered again (every card of a store page was).
 */
const Page = memo(AppRoutes);
const ShellNavbar = memo(Navbar);

const changeModule = () => {
  saveModule(null);
  navigate('/home');
};

function Shell() {
  const { t } = useTranslation();
  const [cartOpen, setCartOpen] = useState(false);
  const [locationOpen, setLocationOpen] = useState(false);
  const place = useStoredScope();
  const openCart = useCallback(() => setCartOpen(true), []);
  const openLocation = useCallback(() => setLocationOpen(true), []);
  useDocumentHead();

  return (
    <Box minHeight="100dvh" display="flex" flexDirection="column" bg="bg" color="fg">
      <Box
        asChild
        position="absolute"
        insetStart="-9999px"
        _focus={{ insetStart: '2', top: '2', zIndex: 'max', bg: 'bg', p: '2' }}
      >
        <a href="#main">{t('nav.skipToContent')}</a>
      </Box>
      <ShellNavbar
        onOpenCart={openCart}
        onChangeLocation={openLocation}
        onChangeModule={changeModule}
      />
      {/* At least a screen tall: the footer starts below the fold, and content arriving does not
          push it down under the reader (CLS). */}
      {/* Focus lost with a page comes here (RouteFocus); a region, so no ring around it. */}
      <Box as="main" id="main" flex="1" minHeight="100dvh" tabIndex={-1} outline="none">
        <ConfigGate>
          <Page />
        </ConfigGate>
      </Box>
      {/* Outside Suspense (lazyView): each shows as soon as its code is in. */}
      <Footer />
      {cartOpen ? <CartDrawer open onClose={() => setCartOpen(false)} /> : null}
      {locationOpen ? <LocationDialog open onClose={() => setLocationOpen(false)} /> : null}
      <CartFlowDialogs />
      <RouteFocus />
      <Toaster />
      <SignedInExtras />
      <NewsRegions />
      <AppStatus />
      {place.zoneIds ? <ModuleRail /> : null}
    </Box>
  );
}

/** The app of one page: its Chakra theme, its actor system (with its query client) and its views. */
export function App({ theme, system }: { theme: SystemContext; system: AppSystem }) {
  const { i18n } = useTranslation();
  return (
    <ChakraProvider value={theme}>
      {/* Drawers, menus and dialogs take their direction (RTL for Arabic) from the locale. */}
      <LocaleProvider locale={i18n.language}>
        <AppSystemProvider value={system}>
          <QueryClientProvider client={system.queryClient}>
            <Shell />
          </QueryClientProvider>
        </AppSystemProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
