/**
 * SPEC §2 "Home": each module's sections, in the order the spec lists them. Every home but the
 * parcel one ends with the module's stores section.
 */
export const HOME_SECTIONS = [
  'banners',
  'categories',
  'visitedStores',
  'popularItems',
  'flashSale',
  'promoBanner',
  'popularStores',
  'specialOffers',
  'bestReviewed',
  'newArrivals',
  'campaigns',
  'recommended',
  'coupons',
  'featuredStores',
  'commonConditions',
  'featuredCategories',
  'bottomBanner',
  'parcelCategories',
  'whyChoose',
  'howItWorks',
  'stores',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

const LAYOUTS: Record<string, HomeSection[]> = {
  ecommerce: [
    'banners',
    'categories',
    'visitedStores',
    'popularItems',
    'promoBanner',
    'popularStores',
    'bestReviewed',
    'newArrivals',
    'featuredCategories',
    'stores',
  ],
  food: ['banners', 'visitedStores', 'bestReviewed', 'featuredCategories', 'stores'],
  grocery: [
    'categories',
    'popularItems',
    'flashSale',
    'specialOffers',
    'bestReviewed',
    'campaigns',
    'recommended',
    'coupons',
    'bottomBanner',
    'stores',
  ],
  pharmacy: [
    'categories',
    'visitedStores',
    'popularItems',
    'featuredStores',
    'campaigns',
    'commonConditions',
    'stores',
  ],
  parcel: ['parcelCategories', 'banners', 'whyChoose', 'howItWorks'],
};

/**
 * How many of a home's first sections fill a phone's first screen. The server renders (and
 * fetches the data of) only these; the others render in the browser once the page is hydrated,
 * below the fold (issue 39: the whole ecommerce home was 1,250 elements and 110 ms of the
 * server's time). The parcel home's sections are words and pictures without data: all of them.
 */
const FIRST_SCREEN_SECTIONS = 3;

export function onFirstScreen(moduleType: string, index: number): boolean {
  return moduleType === 'parcel' || index < FIRST_SCREEN_SECTIONS;
}

/** The sections of a module's home; an unknown module type gets the grocery home. */
export function homeSectionsOf(moduleType: string): HomeSection[] {
  return LAYOUTS[moduleType] ?? LAYOUTS.grocery!;
}

/** SPEC §4 banner click: where a banner leads (default: its link; store, item, campaign pages). */
export type BannerTarget =
  { kind: 'external'; href: string } | { kind: 'internal'; href: string } | { kind: 'none' };

export function bannerTarget(banner: {
  type: string;
  link?: string | null;
  store?: { id: number; slug?: string | null } | null;
  item?: { id: number; slug?: string | null } | null;
}): BannerTarget {
  if (banner.type === 'store_wise' && banner.store)
    return { kind: 'internal', href: `/store/${banner.store.slug || banner.store.id}` };
  if (banner.type === 'item_wise' && banner.item)
    return { kind: 'internal', href: `/product/${banner.item.slug || banner.item.id}` };
  if (banner.link && /^https?:\/\//.test(banner.link))
    return { kind: 'external', href: banner.link };
  if (banner.link && banner.link.startsWith('/')) return { kind: 'internal', href: banner.link };
  return { kind: 'none' };
}

/** A basic campaign's page (SPEC §2 `/campaigns/{id}`). */
export function campaignPath(campaign: { id: number }): string {
  return `/campaigns/${campaign.id}`;
}

/** A campaign item's own page (SPEC §2 `/product/{id}?product_type=campaign`): Order Now only. */
export function campaignItemPath(item: { id: number; slug?: string | null }): string {
  return `/product/${item.slug || item.id}?product_type=campaign`;
}
