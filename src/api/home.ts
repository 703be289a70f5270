import { array } from 'superstruct';
import type { ApiClient } from './client';
import { BannersAnswer, OtherBanners, VideoContent, WhyChoose } from './schemas/banners';
import { BasicCampaignList, CashbackList, CouponList, FlashSaleAnswer } from './schemas/campaigns';
import { ItemPage } from './schemas/catalogue';
import { CategoryList } from './schemas/categories';
import { CommonConditionList, ParcelCategory } from './schemas/content';
import { StoreList } from './schemas/search';

/** The item lists a module home shows (CONTRACT "Catalogue"). */
export type ItemListKind =
  'popular' | 'most-reviewed' | 'new-arrival' | 'discounted' | 'recommended';

/** SPEC §9: popular list 12; recommended and discounted 15 (offset 1); default 10. */
const ITEM_LIST_LIMIT: Record<ItemListKind, number> = {
  popular: 12,
  'most-reviewed': 10,
  'new-arrival': 10,
  discounted: 15,
  recommended: 15,
};

export type StoreListKind = 'popular' | 'top-rated' | 'latest';

/** SPEC §9: featured and store fetch limit 20; latest stores capped at 12. */
const STORE_LIST_LIMIT: Record<StoreListKind, number> = {
  popular: 20,
  'top-rated': 20,
  latest: 12,
};

export function fetchBanners(api: ApiClient, signal?: AbortSignal) {
  return api.request('banners', BannersAnswer, { signal });
}

export function fetchCategories(api: ApiClient, signal?: AbortSignal) {
  return api.request('categories', CategoryList, { signal });
}

export function fetchItemList(api: ApiClient, kind: ItemListKind, signal?: AbortSignal) {
  return api.request(`items/${kind}`, ItemPage, {
    query: { offset: 1, limit: ITEM_LIST_LIMIT[kind], type: 'all', filter: 'all' },
    signal,
  });
}

export function fetchStoreList(api: ApiClient, kind: StoreListKind, signal?: AbortSignal) {
  return api.request(`stores/${kind}`, StoreList, {
    query: { offset: 1, limit: STORE_LIST_LIMIT[kind], type: 'all' },
    signal,
  });
}

/** SPEC §9: flash sale 2 requested. */
export function fetchFlashSale(api: ApiClient, signal?: AbortSignal) {
  return api.request('flash-sales', FlashSaleAnswer, { query: { limit: 2, offset: 1 }, signal });
}

export function fetchCampaigns(api: ApiClient, signal?: AbortSignal) {
  return api.request('campaigns/basic', BasicCampaignList, { signal });
}

/** `coupon/list` for the stored zone (module optional). */
export function fetchCoupons(api: ApiClient, signal?: AbortSignal) {
  return api.request('coupon/list', CouponList, { signal });
}

/** The cashback offers running today (CONTRACT `cashback/list`, a bare array). */
export function fetchCashbacks(api: ApiClient, signal?: AbortSignal) {
  return api.request('cashback/list', CashbackList, { signal });
}

export function fetchOtherBanners(api: ApiClient, signal?: AbortSignal) {
  return api.request('other-banners', OtherBanners, { signal });
}

export function fetchWhyChoose(api: ApiClient, signal?: AbortSignal) {
  return api.request('other-banners/why-choose', WhyChoose, { signal });
}

export function fetchVideoContent(api: ApiClient, signal?: AbortSignal) {
  return api.request('other-banners/video-content', VideoContent, { signal });
}

export function fetchParcelCategories(api: ApiClient, signal?: AbortSignal) {
  return api.request('parcel-category', array(ParcelCategory), { signal });
}

/** SPEC §9: common condition limit 20 (pharmacy). */
export function fetchCommonConditions(api: ApiClient, signal?: AbortSignal) {
  return api.request('common-condition', CommonConditionList, {
    query: { offset: 1, limit: 20 },
    signal,
  });
}
