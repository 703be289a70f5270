import type { ApiClient } from './client';
import { STORE_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './catalogue';
import { BrandList } from './schemas/brands';
import { BasicCampaignDetails, FlashSaleItemsPage } from './schemas/campaigns';
import { ItemPage, StorePage } from './schemas/catalogue';
import { Category } from './schemas/categories';

/** The catalogue lists behind /categories, /category/{id}, /all-brands, store lists, campaigns, flash sales. */

export function fetchCategory(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.request(`categories/${encodeURIComponent(id)}`, Category, { signal });
}

/** `page` is the 1-based page number the contract calls offset. */
export function fetchCategoryItems(api: ApiClient, id: number, page: number, signal?: AbortSignal) {
  return api.request(`categories/items/${id}`, ItemPage, {
    query: { offset: page, limit: DEFAULT_PAGE_SIZE, type: 'all' },
    signal,
  });
}

export function fetchCategoryStores(
  api: ApiClient,
  id: number,
  page: number,
  signal?: AbortSignal,
) {
  return api.request(`categories/stores/${id}`, StorePage, {
    query: { offset: page, limit: STORE_PAGE_SIZE, type: 'all' },
    signal,
  });
}

export function fetchBrands(api: ApiClient, signal?: AbortSignal) {
  return api.request('brand', BrandList, { signal });
}

export type StoreListKind = 'latest' | 'popular';

export function fetchStoreList(
  api: ApiClient,
  kind: StoreListKind,
  page: number,
  signal?: AbortSignal,
) {
  return api.request(`stores/${kind}`, StorePage, {
    query: { offset: page, limit: STORE_PAGE_SIZE, type: 'all' },
    signal,
  });
}

export function fetchFlashSaleItems(
  api: ApiClient,
  flashSaleId: number,
  page: number,
  signal?: AbortSignal,
) {
  return api.request('flash-sales/items', FlashSaleItemsPage, {
    query: { flash_sale_id: flashSaleId, offset: page, limit: DEFAULT_PAGE_SIZE },
    signal,
  });
}

export function fetchCampaign(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.request('campaigns/basic-campaign-details', BasicCampaignDetails, {
    query: { basic_campaign_id: id },
    signal,
  });
}
