import type { RouteData } from '@/api/queries/page-data';
import { siteData } from '@/domain/structured-data';

/**
 * `/`: nothing to fetch (the landing is painted at build time, scripts/prepaint.mjs); its head
 * names the storefront, its search and the business behind it (issue 41).
 */
export const landingPage: RouteData = {
  load: async () => {},
  head: ({ config, t, url }) => {
    const site = config.business_name;
    const home = url('/');
    const results = url('/home');
    const logo = config.logo_full_url ? new URL(config.logo_full_url, home).href : null;
    return {
      title: site,
      description: t('head.description', { site }),
      image: logo,
      structured: siteData({
        name: site,
        url: home,
        searchUrl: `${results}${results.includes('?') ? '&' : '?'}data_type=searched&search={search_term_string}`,
        logo,
        phone: config.phone,
        email: config.email,
      }),
    };
  },
};
