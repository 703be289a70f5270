import type { PageDataContext, RouteData } from '@/api/queries/page-data';
import { configQueries } from '@/api/queries/config';
import { formatMoney } from '@/domain/money';
import { pageUrl, type PageHead } from '@/domain/page-head';

/**
 * A page's head (issue 41): what its route declares from its data in the cache, else the site's
 * own title and description; a customer's own page is for no search engine. The server writes it
 * as tags (ssr/entry-server.tsx, headTags), the browser keeps the document's (document-head.ts).
 */
export function pageHeadOf(
  declared: RouteData | undefined,
  context: PageDataContext,
  page: {
    t: (key: string, options?: Record<string, unknown>) => string;
    origin: string;
    lang: string;
    /** a customer's own page (routes.tsx `rendered: 'customer'`) */
    customers: boolean;
  },
): { head: PageHead; site: string } {
  const { t, origin, lang } = page;
  const config = context.client.getQueryData(configQueries.config().queryKey);
  const site = config?.business_name ?? 'Storefront';
  const own =
    config && declared?.head
      ? declared.head({
          ...context,
          t,
          config,
          money: (amount) =>
            formatMoney(amount, {
              symbol: config.currency_symbol,
              direction: config.currency_symbol_direction,
              decimals: config.digit_after_decimal_point ?? 2,
            }),
          url: (to, params) => pageUrl(origin, to, new URLSearchParams(params), lang),
        })
      : null;
  const head: PageHead = own ?? { title: site, description: t('head.description', { site }) };
  return { head: page.customers ? { ...head, noindex: true } : head, site };
}
