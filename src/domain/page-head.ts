import type { Thing } from 'schema-dts';

/**
 * What a page says of itself to a search engine, a crawler and a link preview (issue 41):
 * declared by its route beside its data (routes.tsx `data`, src/api/queries/page-data.ts), made
 * into the head's tags on the server (headTags) and kept right in the browser (document-head.ts).
 */
export type PageHead = {
  /** the page's own title (the site's name is added) */
  title: string;
  description: string;
  /** the page's picture for a link preview: an item's, a store's cover */
  image?: string | null;
  /** its size, when known */
  imageSize?: { width: number; height: number };
  /** not for a search engine: a customer's own page, filtered or sorted results */
  noindex?: boolean;
  /** an item's price, for a link preview */
  price?: { amount: number; currency: string };
  /** its structured data (schema.org, JSON-LD) */
  structured?: Thing[];
  /**
   * what its address always carries besides what the URL asked (a store's zone and module:
   * `store_zone_id`, `module_id`, so that a visitor with no place of their own sees it)
   */
  params?: Record<string, string>;
};

/** The languages a page has an address in: `?lang=bn`; English, the default, has none. */
export const PAGE_LANGUAGES = ['en', 'bn', 'ar'] as const;
export const DEFAULT_PAGE_LANGUAGE = 'en';

/** The query parameters a public page reads (src/domain/search-url.ts, src/app/url/); `lang` too. */
export const PAGE_PARAMS: ReadonlySet<string> = new Set([
  'brand_id',
  'brand_ids',
  'category',
  'category_ids',
  'data_type',
  'filter',
  'id',
  'max_price',
  'min_price',
  'module_id',
  'name',
  'non_veg',
  'page',
  'product_type',
  'rating',
  'search',
  'sort',
  'store_filter',
  'store_type',
  'store_zone_id',
  'sub',
  'tab',
  'type',
  'veg',
]);

/** The language a URL names (`?lang=`), if it is one of ours. */
export function urlLanguage(params: URLSearchParams): string | null {
  const lang = params.get('lang');
  return (PAGE_LANGUAGES as readonly string[]).includes(lang ?? '') ? lang : null;
}

/** The address of a page in `lang`: its path and the parameters it reads, sorted. */
export function pageUrl(origin: string, path: string, params: URLSearchParams, lang: string) {
  const kept = [...params]
    .filter(([name]) => PAGE_PARAMS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (lang !== DEFAULT_PAGE_LANGUAGE) kept.push(['lang', lang]);
  const query = new URLSearchParams(kept).toString();
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** An absolute URL of `src` (the API's pictures come as paths or absolute URLs). */
const absolute = (origin: string, src: string) => new URL(src, `${origin}/`).href;

/** The document's title: the page's own, then the site's name. */
export const titleOf = (head: PageHead, site: string): string =>
  head.title === site ? site : `${head.title} | ${site}`;

/** The parameters of a page's address: the URL's, and those its head says it always carries. */
function addressParams(head: PageHead, params: URLSearchParams): URLSearchParams {
  const all = new URLSearchParams(params);
  for (const [name, value] of Object.entries(head.params ?? {})) all.set(name, value);
  return all;
}

/** A page's own address in `lang` (its canonical URL). */
export const canonicalOf = (
  head: PageHead,
  where: { origin: string; path: string; params: URLSearchParams; lang: string },
): string => pageUrl(where.origin, where.path, addressParams(head, where.params), where.lang);

/** The head's tags of a page in `lang` at `origin` + `path` with `params`. */
export function headTags(
  head: PageHead,
  where: { origin: string; path: string; params: URLSearchParams; lang: string; site: string },
): string {
  const { origin, path, lang, site } = where;
  const params = addressParams(head, where.params);
  const title = titleOf(head, site);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
  const canonical = canonicalOf(head, where);
  const image = head.image ? absolute(origin, head.image) : null;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    link('canonical', canonical),
    ...PAGE_LANGUAGES.map((other) =>
      link('alternate', pageUrl(origin, path, params, other), other),
    ),
    link('alternate', pageUrl(origin, path, params, DEFAULT_PAGE_LANGUAGE), 'x-default'),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', site),
    meta('property', 'og:type', head.price ? 'product' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', lang),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && head.imageSize
      ? [
          meta('property', 'og:image:width', String(head.imageSize.width)),
          meta('property', 'og:image:height', String(head.imageSize.height)),
        ]
      : []),
    ...(head.price
      ? [
          meta('property', 'product:price:amount', String(head.price.amount)),
          meta('property', 'product:price:currency', head.price.currency),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.structured ?? []).map(
      (thing) =>
        `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          ...(thing as object),
        }).replaceAll('<', '\\u003c')}</script>`,
    ),
  ];
  return tags.join('');
}
