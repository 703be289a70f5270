import { Button } from '@chakra-ui/react/button';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { lazyView } from '@/components/lazy-view';
import { useConfig } from '@/system/use-config';
import { HeaderSlot } from '@/components/header-slot';
import { useHidesOnScroll } from '@/components/use-hides-on-scroll';
import './navbar.css';
import { ChevronDownIcon } from '@/components/icons';
import { useStoredScope } from '@/platform/location-store';
import { useStoredRaw } from '@/platform/storage';

// The bar's controls load after the first paint of the static SPA, side by side (`lazy()`
// siblings in one Suspense boundary loaded one after another, and the cart's badge came last).
// A server-rendered page has them in its first screen (`hydrates`), their code loaded before
// hydration (`loadNavbarViews`).
const CartButton = lazyView(() => import('@/features/cart/CartButton'), {
  hydrates: true,
  module: 'src/features/cart/CartButton.tsx',
});
const WishlistButton = lazyView(() => import('@/features/wishlist/WishlistButton'), {
  hydrates: true,
  module: 'src/features/wishlist/WishlistButton.tsx',
});
const AccountButton = lazyView(() => import('@/features/account/AccountButton'), {
  hydrates: true,
  module: 'src/features/account/AccountButton.tsx',
});
const SettingsControls = lazyView(() => import('@/features/settings/SettingsControls'), {
  hydrates: true,
  module: 'src/features/settings/SettingsControls.tsx',
});
// The box the search takes (`.navbar__search`, on its wrapper), kept while it loads: the bar does
// not grow under the reader.
const SearchBox = lazyView(() => import('@/features/search/SearchBox'), {
  fallback: <div className="navbar__search-placeholder" />,
  hydrates: true,
  module: 'src/features/search/SearchBox.tsx',
});
const MobileMenu = lazyView(() => import('@/features/settings/MobileMenu'), {
  hydrates: true,
  module: 'src/features/settings/MobileMenu.tsx',
});
const TrackOrderLink = lazyView(() => import('@/features/tracking/TrackOrderLink'), {
  hydrates: true,
  module: 'src/features/tracking/TrackOrderLink.tsx',
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

/**
 * The top bar: logo, the stored location, module, search and the cart with its badge. On a phone
 * (below 768 px) two rows, at most about 93 px (issue 31): the menu, logo, module and the icons
 * on the first; the location and the search (and a page's own control, `HeaderSlot`) on the
 * second. From 768 px one row. Below 1180 px it slides away while the customer scrolls down and
 * comes back on the way up, at the top and when focus moves into it (`useHidesOnScroll`).
 */
export function Navbar({ onOpenCart, onChangeLocation, onChangeModule }: Props) {
  const { t } = useTranslation();
  const config = useConfig().data;
  const place = useStoredScope();
  const withSearch = Boolean(place.zoneIds && place.module);
  const bar = useRef<HTMLElement>(null);
  const hidden = useHidesOnScroll(bar);
  return (
    <header ref={bar} data-hidden={hidden || undefined} className="navbar">
      <div className="navbar__inner">
        <nav aria-label={t('nav.main')} className="navbar__row">
          <div className="navbar__group">
            <MobileMenu />
            <Link href={place.zoneIds ? '/home' : '/'}>
              <span className="navbar__brand">{config?.business_name ?? t('nav.brand')}</span>
            </Link>
          </div>
          {/* Phones: the location and the search on a row of their own. */}
          {place.zoneIds ? (
            <div className="navbar__place">
              <Button
                variant="ghost"
                size="sm"
                onClick={onChangeLocation}
                flexShrink={{ base: withSearch ? 0 : 1, md: 1 }}
                maxWidth={{ base: withSearch ? '40%' : '100%', md: '320px' }}
                minWidth="0"
                px={{ base: '1', md: '3' }}
                gap="1"
              >
                <span className="navbar__truncated" dir="auto">
                  <StoredAddressLine />
                </span>
                {/* The place is a choice: pressed, the picker opens. */}
                <span className="navbar__chevron">
                  <ChevronDownIcon />
                </span>
              </Button>
              {/* SPEC §2: the search shows with a zone, outside the landing. */}
              {withSearch ? (
                <div className="navbar__search">
                  <SearchBox />
                </div>
              ) : null}
              <HeaderSlot />
            </div>
          ) : null}
          {/* Phones: the module beside the logo (`order`); from 768 px after the search. */}
          {place.module ? (
            <Button
              variant="outline"
              size={{ base: 'xs', md: 'sm' }}
              onClick={onChangeModule}
              minWidth="0"
              flexShrink={1}
              maxWidth={{ base: '32%', md: 'none' }}
            >
              <span className="navbar__truncated">{place.module.module_name}</span>
            </Button>
          ) : null}
          <div className="navbar__tools">
            <SettingsControls />
            {place.zoneIds && place.module ? <WishlistButton /> : null}
            {place.zoneIds ? <TrackOrderLink /> : null}
            {place.module ? <CartButton onOpen={onOpenCart} /> : null}
            {/* On phones the account lives in the menu drawer. */}
            <div className="navbar__wide-only">
              <AccountButton />
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}

/**
 * The stored address line, a reader of its own: a shared page is rendered without it, and only
 * this line renders again when the browser's arrives after hydration.
 */
function StoredAddressLine() {
  const { t } = useTranslation();
  return useStoredRaw('location') || t('location.title');
}
