import type {
  BreadcrumbList,
  DayOfWeek,
  ItemList,
  LocalBusiness,
  Organization,
  Product,
  SearchAction,
  Thing,
  WebSite,
} from 'schema-dts';
import type { StoreScheduleRow } from './store-hours';

/*
 * A page's structured data (schema.org, issue 41), typed with schema-dts: what a search engine
 * reads of an item, a store, a list and where the page sits. The head adds the `@context`.
 */

type Priced = {
  name: string;
  description?: string | null;
  image_full_url?: string | null;
  price: number;
  stock?: number | null;
  avg_rating: number;
  rating_count: number;
};

/** An item: a Product with its Offer by the store, and its rating when it has reviews. */
export function productData(
  item: Priced,
  where: { url: string; currency: string | null; store: string | null },
): Product {
  return {
    '@type': 'Product',
    name: item.name,
    url: where.url,
    ...(item.description ? { description: item.description } : {}),
    ...(item.image_full_url ? { image: item.image_full_url } : {}),
    offers: {
      '@type': 'Offer',
      price: item.price,
      ...(where.currency ? { priceCurrency: where.currency } : {}),
      availability:
        item.stock !== undefined && item.stock !== null && item.stock <= 0
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
      url: where.url,
      ...(where.store ? { seller: { '@type': 'Organization', name: where.store } } : {}),
    },
    ...(item.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: item.avg_rating,
            reviewCount: item.rating_count,
          },
        }
      : {}),
  };
}

const BUSINESS_OF_MODULE: Record<string, 'Restaurant' | 'GroceryStore' | 'Pharmacy' | 'Store'> = {
  food: 'Restaurant',
  grocery: 'GroceryStore',
  pharmacy: 'Pharmacy',
};

const DAYS: DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

/** A store: the LocalBusiness kind of its module, with its address, place, hours and rating. */
export function storeData(
  store: {
    name: string;
    address?: string | null;
    logo_full_url?: string | null;
    cover_photo_full_url?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    avg_rating: number;
    rating_count?: number | null;
    schedules: StoreScheduleRow[];
  },
  where: { url: string; moduleType: string | null },
): LocalBusiness {
  const image = store.cover_photo_full_url ?? store.logo_full_url;
  return {
    '@type': BUSINESS_OF_MODULE[where.moduleType ?? ''] ?? 'Store',
    name: store.name,
    url: where.url,
    ...(image ? { image } : {}),
    ...(store.address ? { address: store.address } : {}),
    ...(typeof store.latitude === 'number' && typeof store.longitude === 'number'
      ? { geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude } }
      : {}),
    ...(store.schedules.length > 0
      ? {
          openingHoursSpecification: store.schedules.map((row) => ({
            '@type': 'OpeningHoursSpecification' as const,
            dayOfWeek: DAYS[row.day] ?? DAYS[0]!,
            opens: row.opening_time.slice(0, 5),
            closes: row.closing_time.slice(0, 5),
          })),
        }
      : {}),
    ...(store.rating_count
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: store.avg_rating,
            reviewCount: store.rating_count,
          },
        }
      : {}),
  };
}

/** Where the page sits: its trail from the module's home. */
export function breadcrumbData(trail: { name: string; url: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** A list of items a page shows (a category, search results), each by its address. */
export function itemListData(items: { name: string; url: string }[]): ItemList {
  return {
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

export type StructuredData = Thing;

/**
 * The storefront itself, on the landing: a WebSite whose search a search engine may offer in its
 * own results (`{search_term_string}` is schema.org's placeholder), and the Organization behind it.
 */
export function siteData(site: {
  name: string;
  url: string;
  /** the results page's address with `{search_term_string}` where the words go */
  searchUrl: string;
  logo?: string | null;
  phone?: string | null;
  email?: string | null;
}): [WebSite, Organization] {
  return [
    {
      '@type': 'WebSite',
      name: site.name,
      url: site.url,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: site.searchUrl },
        'query-input': 'required name=search_term_string',
      } as SearchAction,
    },
    {
      '@type': 'Organization',
      name: site.name,
      url: site.url,
      ...(site.logo ? { logo: site.logo } : {}),
      ...(site.phone ? { telephone: site.phone } : {}),
      ...(site.email ? { email: site.email } : {}),
    },
  ];
}
