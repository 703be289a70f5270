import { apiOf } from '../client';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchCampaignItem, fetchItem } from '../catalogue';
import { queryOptions } from './options';

/** The stored zone and module an item is asked for in. */
export type ItemScope = { zoneIds: number[] | null; moduleId: number | undefined };

export const itemKeys = {
  /** `items/details/{id or slug}`: the item page, the quick view and prefetching. */
  details: (idOrSlug: string, scope: ItemScope) => ['item', idOrSlug, scope] as const,
  /** A running campaign item (`/product/{id}?product_type=campaign`). */
  campaignItem: (idOrSlug: string, scope: ItemScope) => ['campaign-item', idOrSlug, scope] as const,
};

export const itemQueries = {
  details: (idOrSlug: string, scope: ItemScope) =>
    queryOptions({
      queryKey: itemKeys.details(idOrSlug, scope),
      queryFn: ({ client, signal }) => fetchItem(apiOf(client), idOrSlug, signal),
      staleTime: CACHE_TIERS.catalogue,
    }),
  campaignItem: (idOrSlug: string, scope: ItemScope) =>
    queryOptions({
      queryKey: itemKeys.campaignItem(idOrSlug, scope),
      queryFn: ({ client, signal }) => fetchCampaignItem(apiOf(client), idOrSlug, signal),
      staleTime: CACHE_TIERS.catalogue,
    }),
};
