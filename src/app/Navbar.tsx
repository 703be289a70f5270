import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { lazyView } from '@/components/lazy-view';
import { useConfig } from './use-config';
import { hiddenWhenNarrow, SEARCH_WIDTH } from '@/components/breakpoints';
import { useStoredPlace } from '@/platform/location-store';

// The bar's controls load after the first paint of the static SPA, side by side (`lazy()`
// siblings in one Suspense boundary loaded one after another, and the cart's badge came last).
// A server-rendered page has them in its first screen (`hydrates`), their code loaded before
// hydration (`loadNavbarViews`).
const CartButton = lazyView(() => import('@/features/cart/CartButton'), { hydrates: true });
const WishlistButton = lazyView(() => import('@/features/wishlist/WishlistButton'), {
  hydrates: true,
});
const AccountButton = lazyView(() => import('@/features/account/AccountButton'), {
  hydrates: true,
});
const SettingsControls = lazyView(() => import('@/features/settings/SettingsControls'), {
  hydrates: true,
});
// The box the search takes, kept while it loads: the bar does not grow under the reader.
const SearchBox = lazyView(() => import('@/features/search/SearchBox'), {
  fallback: <Box height="9" width={SEARCH_WIDTH} />,
  hydrates: true,
});
const MobileMenu = lazyView(() => import('@/features/settings/MobileMenu'), { hydrates: true });
const TrackOrderLink = lazyView(() => import('@/features/tracking/TrackOrderLink'), {
  hydrates: true,
});

/** The bar's controls' code: a server-rendered page's bar is hydrated once it is in (main.tsx). */
export function loadNavbarViews(): Promise<unknown> {
  const views = [CartButton, WishlistButton, AccountButton, SettingsControls, SearchBox];
  return Promise.all([...views, MobileMenu, TrackOrderLink].map((view) => view.load()));
}

type Props = {
  onOpenCart: () => void;
  onChangeLocation: () => void;
  onChangeModule: () => void;
};

/** The top bar: logo, the stored location, module and the cart with its badge. */
export function Navbar({ onOpenCart, onChangeLocation, onChangeModule }: Props) {
  const { t } = useTranslation();
  const config = useConfig().data;
  const place = useStoredPlace();
  return (
    <Box
      as="header"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container maxW="6xl" py="2">
        {/* Phones: brand and actions on the first row, the location and module below. */}
        <HStack
          as="nav"
          aria-label={t('nav.main')}
          gap="3"
          rowGap="1"
          justify="space-between"
          flexWrap="wrap"
        >
          <HStack gap="1" minHeight="9">
            <MobileMenu />
            <Link href={place.zoneIds ? '/home' : '/'}>
              <Text as="span" fontWeight="bold" fontSize="lg" color="green.fg">
                {config?.business_name ?? t('nav.brand')}
              </Text>
            </Link>
          </HStack>
          <HStack
            gap="2"
            rowGap="1"
            flexWrap={{ base: 'wrap', md: 'nowrap' }}
            minWidth="0"
            order={{ base: 3, md: 2 }}
            width={{ base: '100%', md: 'auto' }}
            flex={{ md: '1' }}
            justify={{ md: 'flex-end' }}
          >
            {place.zoneIds ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={onChangeLocation}
                maxWidth={{ base: '70vw', md: '320px' }}
                px={{ base: '0', md: '3' }}
              >
                <Text as="span" truncate dir="auto">
                  {place.address || t('location.title')}
                </Text>
              </Button>
            ) : null}
            {/* SPEC §2: the search shows with a zone, outside the landing. */}
            {place.zoneIds && place.module ? <SearchBox /> : null}
            {place.module ? (
              <Button variant="outline" size="sm" onClick={onChangeModule}>
                {place.module.module_name}
              </Button>
            ) : null}
          </HStack>
          <HStack gap="2" order={{ base: 2, md: 3 }} minHeight="9">
            <SettingsControls />
            {place.zoneIds && place.module ? <WishlistButton /> : null}
            {place.zoneIds ? <TrackOrderLink /> : null}
            {place.module ? <CartButton onOpen={onOpenCart} /> : null}
            {/* On phones the account lives in the menu drawer. */}
            <Box css={hiddenWhenNarrow}>
              <AccountButton />
            </Box>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
