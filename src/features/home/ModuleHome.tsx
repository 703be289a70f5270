import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { lazyView } from '@/components/lazy-view';
import { useSignedIn } from '@/system/use-session';
import { usePartsInTurn } from '@/components/use-hydrating';
import { homeSectionsOf, onFirstScreen, type HomeSection } from '@/domain/home-layout';
import type { StoredModule } from '@/platform/location-store';
import { BannersSection } from './sections/BannersSection';
import { FlashSaleSection, ItemRailSection } from './sections/ItemSections';
import { CampaignItemsSection } from './sections/CampaignItemsSection';
import {
  CampaignsSection,
  CategoriesSection,
  CommonConditionsSection,
  CouponsSection,
  PromoBannerSection,
} from './sections/PromoSections';
import { StoreRailSection, VisitedStoresSection } from './sections/StoreSections';
import '@/i18n/texts/catalogue';

// Only signed-in customers are asked; the prompt's code loads after the home's first paint.
const ReviewPrompt = lazyView(() => import('./ReviewPrompt'));
// The cashback offers (floating from 1180 px, in the top bar below); after the first paint too.
const CashbackPanel = lazyView(() => import('./CashbackPanel'));
// Only the parcel home shows the parcel sections: the other homes never load their code. The
// server renders them (they fill its first screen: rendered after hydration, they pushed the
// page down, CLS 0.3); a field typed in before hydration keeps its text (React replays it).
const parcelSections = () => import('./sections/ParcelSections');
const parcelView = <
  Name extends
    'ParcelTrackingForm' | 'ParcelCategoriesSection' | 'WhyChooseSection' | 'HowItWorksSection',
>(
  name: Name,
) =>
  lazyView(() => parcelSections().then((m) => ({ default: m[name] })), {
    hydrates: true,
    module: 'src/features/home/sections/ParcelSections.tsx',
  });
const ParcelTrackingForm = parcelView('ParcelTrackingForm');
const ParcelCategoriesSection = parcelView('ParcelCategoriesSection');
const WhyChooseSection = parcelView('WhyChooseSection');
const HowItWorksSection = parcelView('HowItWorksSection');

/**
 * A home is up to twenty sections of cards; laying them all out at once was the longest task of
 * a server-rendered home on a phone (issue 28). Below the first screen, a section is laid out
 * and painted only when it comes near (`content-visibility`), its last height kept as its size.
 * Not the first ones: sized by the placeholder for a frame, they moved the page (CLS 0.056).
 */
const RENDERED_WHEN_NEAR = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 360px',
} as const;

/** What each section id of SPEC §2's home layouts renders. */
function renderSection(section: HomeSection, stores: ReactNode, firstScreen: boolean): ReactNode {
  switch (section) {
    case 'banners':
      return <BannersSection />;
    case 'categories':
      return <CategoriesSection />;
    case 'featuredCategories':
      return <CategoriesSection featured />;
    case 'visitedStores':
      return <VisitedStoresSection />;
    case 'popularItems':
      return (
        <ItemRailSection
          kind="popular"
          titleKey="home.sections.popularItems"
          onFirstScreen={firstScreen}
        />
      );
    case 'flashSale':
      return <FlashSaleSection />;
    case 'promoBanner':
      return <PromoBannerSection which="promo" />;
    case 'bottomBanner':
      return <PromoBannerSection which="bottom" />;
    case 'popularStores':
      return <StoreRailSection kind="popular" titleKey="home.sections.popularStores" />;
    case 'featuredStores':
      return (
        <StoreRailSection kind="popular" titleKey="home.sections.featuredStores" featuredOnly />
      );
    case 'specialOffers':
      return <ItemRailSection kind="discounted" titleKey="home.sections.specialOffers" />;
    case 'bestReviewed':
      return <ItemRailSection kind="most-reviewed" titleKey="home.sections.bestReviewed" />;
    case 'newArrivals':
      return <ItemRailSection kind="new-arrival" titleKey="home.sections.newArrivals" />;
    case 'recommended':
      return <ItemRailSection kind="recommended" titleKey="home.sections.recommended" />;
    case 'campaigns':
      return (
        <>
          <CampaignsSection />
          <CampaignItemsSection />
        </>
      );
    case 'coupons':
      return <CouponsSection />;
    case 'commonConditions':
      return <CommonConditionsSection />;
    case 'parcelCategories':
      return <ParcelCategoriesSection />;
    case 'whyChoose':
      return <WhyChooseSection />;
    case 'howItWorks':
      return <HowItWorksSection />;
    case 'stores':
      return stores;
  }
}

/** A section's place on the home: its content once `shown`; rendered again only when that changes. */
const SectionSlot = memo(function SectionSlot({
  section,
  stores,
  firstScreen,
  shown,
}: {
  section: HomeSection;
  stores: ReactNode;
  firstScreen: boolean;
  shown: boolean;
}) {
  return (
    <Box style={firstScreen ? undefined : RENDERED_WHEN_NEAR}>
      {shown ? renderSection(section, stores, firstScreen) : null}
    </Box>
  );
});

/** A module's home (SPEC §2): its hero, then its sections in the spec's order. */
export function ModuleHome({ module, stores }: { module: StoredModule; stores: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const sections = homeSectionsOf(module.module_type);
  const firstCount = sections.filter((_, index) => onFirstScreen(module.module_type, index)).length;
  // The server renders the first screen's sections; the others come once the page is hydrated.
  const later = usePartsInTurn(sections.length - firstCount);
  const type = ['ecommerce', 'food', 'grocery', 'pharmacy', 'parcel'].includes(module.module_type)
    ? module.module_type
    : 'grocery';
  return (
    <>
      <Box
        as="section"
        aria-labelledby="home-hero"
        bg="green.subtle"
        borderRadius="xl"
        p={{ base: '4', md: '8' }}
        mb="2"
      >
        <Heading as="h1" id="home-hero" size={{ base: 'xl', md: '3xl' }}>
          {t(`home.hero.${type}.title`)}
        </Heading>
        <Text color="fg.muted" mt="1" mb={type === 'parcel' ? '4' : '0'}>
          {t(`home.hero.${type}.subtitle`)}
        </Text>
        {type === 'parcel' ? <ParcelTrackingForm /> : null}
      </Box>
      {signedIn ? <ReviewPrompt /> : null}
      {sections.map((section, index) => (
        <SectionSlot
          key={section}
          section={section}
          stores={stores}
          firstScreen={index < firstCount}
          shown={index < firstCount + later}
        />
      ))}
      {type === 'parcel' ? null : <CashbackPanel />}
    </>
  );
}
