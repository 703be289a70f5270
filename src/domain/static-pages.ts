/**
 * SPEC §2 static pages: their routes, the provider's endpoint for each, and the config flag
 * that hides refund, cancellation and shipping when 0 (the other pages always show).
 */
export type StaticPageFlag = 'refund_policy' | 'cancelation_policy' | 'shipping_policy';

export type StaticPage = {
  /** the SPA's route and the provider's endpoint (docs/PROVIDER.md) */
  slug: string;
  titleKey: string;
  flag?: StaticPageFlag;
};

export const STATIC_PAGES: readonly StaticPage[] = [
  { slug: 'about-us', titleKey: 'pages.aboutUs' },
  { slug: 'terms-and-conditions', titleKey: 'pages.terms' },
  { slug: 'privacy-policy', titleKey: 'pages.privacy' },
  { slug: 'refund-policy', titleKey: 'pages.refund', flag: 'refund_policy' },
  { slug: 'cancellation-policy', titleKey: 'pages.cancellation', flag: 'cancelation_policy' },
  { slug: 'shipping-policy', titleKey: 'pages.shipping', flag: 'shipping_policy' },
];

export function staticPageOf(slug: string): StaticPage | undefined {
  return STATIC_PAGES.find((page) => page.slug === slug);
}

/** A flagged page shows only while its flag is on; an unknown flag value (config not loaded) hides it. */
export function isStaticPageShown(
  page: StaticPage,
  flags: Partial<Record<StaticPageFlag, boolean>> | undefined,
): boolean {
  return page.flag === undefined || flags?.[page.flag] === true;
}
