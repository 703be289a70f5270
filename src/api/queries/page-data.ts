import type { DataTag, QueryClient, QueryKey } from '@tanstack/query-core';
import type { PageHead } from '@/domain/page-head';
import type { Config } from '../schemas/config';

/**
 * What a page shows on its first screen, declared by its route (routes.tsx `data`): the server
 * fetches it all, in parallel, before the page's one render (src/app/ssr/entry-server.tsx), and
 * anything a render asks for that no route declared is left to the browser.
 */

/** Where the visitor shops: their stored zone, module and language. */
export type VisitorPlace = {
  zoneIds: number[] | null;
  module: { id: number; module_type: string } | null;
  language: string;
};

export type PageDataContext = {
  /** the route's `:name` segments */
  params: Record<string, string>;
  search: URLSearchParams;
  place: VisitorPlace;
  /** who asks: a signed-in customer, and the guest id sent to the checkout (storage-cookie.ts) */
  visitor: { signedIn: boolean; guestId: string | null };
  /** the route's own props (routes.tsx: the store list's kind) */
  props: Record<string, unknown>;
  client: QueryClient;
};

/** Fetches a page's first-screen data into `context.client` (failures stay in the cache). */
export type PageDataLoader = (context: PageDataContext) => Promise<unknown>;

/** What a page's head is made from: its data (in `client` once loaded), texts and settings. */
export type HeadContext = PageDataContext & {
  t: (key: string, options?: Record<string, unknown>) => string;
  config: Config;
  /** an amount in the business's currency, as the page shows it */
  money: (amount: number) => string;
  /** the absolute address of a path (with the parameters it reads), in the page's language */
  url: (path: string, params?: Record<string, string>) => string;
};

/**
 * A route's declarations, loaded with the route's code (`data: () => import(...)`): its data,
 * and its head (src/domain/page-head.ts; null: the site's own).
 */
export type RouteData = {
  load: PageDataLoader;
  head?: (context: HeadContext) => PageHead | null;
};

/**
 * Fetches one query (a list or a paged one) into the cache: its data, or undefined when it
 * failed (the page renders its failure from the cache).
 */
export async function fetchInto<TData>(
  client: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: { queryKey: DataTag<QueryKey, TData, any>; getNextPageParam?: unknown },
): Promise<TData | undefined> {
  try {
    const data =
      options.getNextPageParam === undefined
        ? await client.fetchQuery(options as never)
        : await client.fetchInfiniteQuery(options as never);
    return data as TData;
  } catch {
    return undefined;
  }
}

/** Where the visitor shops, as their stored place holds it (a page's hooks, its loader). */
type Place = { zoneIds: number[] | null; module: { id: number } | null };

/** The scope of a module home's lists (`homeQueries`). */
export const homeScopeOf = (place: Place, language: string) => ({
  zoneIds: place.zoneIds,
  moduleId: place.module?.id,
  language,
});

/** The scope of stores and the catalogue (`storeQueries`, `catalogueQueries`). */
export const catalogueScopeOf = (place: Place) => ({
  zoneIds: place.zoneIds,
  moduleId: place.module?.id ?? null,
});

/** The scope of an item's details (`itemQueries`). */
export const itemScopeOf = (place: Place) => ({
  zoneIds: place.zoneIds,
  moduleId: place.module?.id,
});

/** The scopes the query keys of the visitor's place are made of, for a page's loader. */
export function scopesOf(place: VisitorPlace) {
  return {
    home: homeScopeOf(place, place.language),
    catalogue: catalogueScopeOf(place),
    item: itemScopeOf(place),
  };
}
