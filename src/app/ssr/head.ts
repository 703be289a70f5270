import type { PageDataContext, RouteData } from '@/api/queries/page-data';
import { configQueries } from '@/api/queries/config';
import { formatMoney } from '@/domain/money';
import { headTags, pageUrl, type PageHead } from '@/domain/page-head';

/**
 * The head's tags of a page (issue 41): what its route declares from its data, else the site's
 * own title and description; a customer's own page is for no search engine.
 */
export function headOf(
  declared: RouteData | undefined,
  context: PageDataContext,
  page: {
    t: (key: string, options?: Record<string, unknown>) => string;
    origin: string;
    path: string;
    lang: string;
    /** a customer's own page (routes.tsx `rendered: 'customer'`) */
    customers: boolean;
  },
): string {
  const { t, origin, path, lang } = page;
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
          url: (to) => pageUrl(origin, to, new URLSearchParams(), lang),
        })
      : null;
  const head: PageHead = own ?? { title: site, description: t('head.description', { site }) };
  return headTags(page.customers ? { ...head, noindex: true } : head, {
    origin,
    path,
    params: context.search,
    lang,
    site,
  });
}
