import type { ApiClient } from './client';
import { ItemCampaignList } from './schemas/campaigns';
import { Item, ModuleList, StorePage } from './schemas/catalogue';

export const STORE_PAGE_SIZE = 12;
export const DEFAULT_PAGE_SIZE = 10;

export function fetchModules(api: ApiClient, signal?: AbortSignal) {
  return api.request('module', ModuleList, { signal });
}

/**
 * `stores/get-stores/{all|delivery|take_away}?store_type=all|newly_joined|popular|top_rated`;
 * `page` is the 1-based page number the contract calls offset.
 */
export function fetchStores(
  api: ApiClient,
  view: { tab: string; filter: string },
  page: number,
  signal?: AbortSignal,
) {
  return api.request(`stores/get-stores/${view.filter}`, StorePage, {
    query: { store_type: view.tab, offset: page, limit: STORE_PAGE_SIZE },
    signal,
  });
}

/** `campaigns/item`: the running campaign items of the zone and module. */
export function fetchCampaignItems(api: ApiClient, signal?: AbortSignal) {
  return api.request('campaigns/item', ItemCampaignList, { signal });
}

/**
 * A running campaign item by its slug or id (`/product/{id}?product_type=campaign`), from
 * `campaigns/item` of the zone and module; null when it is not running here.
 */
export async function fetchCampaignItem(api: ApiClient, idOrSlug: string, signal?: AbortSignal) {
  const items = await fetchCampaignItems(api, signal);
  return items.find((item) => item.slug === idOrSlug || String(item.id) === idOrSlug) ?? null;
}

export function fetchItem(api: ApiClient, idOrSlug: string, signal?: AbortSignal) {
  return api.request(`items/details/${encodeURIComponent(idOrSlug)}`, Item, { signal });
}
