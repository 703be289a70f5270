import { apiRequest } from './client';
import { ItemCampaignList } from './schemas/campaigns';
import { Item, ModuleList, StorePage } from './schemas/catalogue';

export const STORE_PAGE_SIZE = 12;
export const DEFAULT_PAGE_SIZE = 10;

export function fetchModules(signal?: AbortSignal) {
  return apiRequest('module', ModuleList, { signal });
}

/**
 * `stores/get-stores/{all|delivery|take_away}?store_type=all|newly_joined|popular|top_rated`;
 * `page` is the 1-based page number the contract calls offset.
 */
export function fetchStores(
  view: { tab: string; filter: string },
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest(`stores/get-stores/${view.filter}`, StorePage, {
    query: { store_type: view.tab, offset: page, limit: STORE_PAGE_SIZE },
    signal,
  });
}

/** `campaigns/item`: the running campaign items of the zone and module. */
export function fetchCampaignItems(signal?: AbortSignal) {
  return apiRequest('campaigns/item', ItemCampaignList, { signal });
}

/**
 * A running campaign item by its slug or id (`/product/{id}?product_type=campaign`), from
 * `campaigns/item` of the zone and module; null when it is not running here.
 */
export async function fetchCampaignItem(idOrSlug: string, signal?: AbortSignal) {
  const items = await fetchCampaignItems(signal);
  return items.find((item) => item.slug === idOrSlug || String(item.id) === idOrSlug) ?? null;
}

export function fetchItem(idOrSlug: string, signal?: AbortSignal) {
  return apiRequest(`items/details/${encodeURIComponent(idOrSlug)}`, Item, { signal });
}
