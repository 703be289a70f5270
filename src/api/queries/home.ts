import { apiOf, type ApiClient } from '../client';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchCampaignItems } from '../catalogue';
import {
  fetchBanners,
  fetchCampaigns,
  fetchCashbacks,
  fetchCategories,
  fetchCommonConditions,
  fetchCoupons,
  fetchFlashSale,
  fetchItemList,
  fetchOtherBanners,
  fetchParcelCategories,
  fetchStoreList,
  fetchVideoContent,
  fetchWhyChoose,
  type ItemListKind,
  type StoreListKind,
} from '../home';
import { queryOptions } from './options';

/** Everything a module home's list is answered by: the zone, the module and the language. */
export type HomeScope = {
  zoneIds: number[] | null;
  moduleId: number | undefined;
  language: string;
};

export const homeKeys = {
  /**
   * One list of a module home. The categories, the flash sale and the coupons are these keys
   * wherever they show (the categories and coupons pages, the phone menu, the parcel page).
   */
  list: (name: string, scope: HomeScope) => ['home', name, scope] as const,
};

function homeList<T>(
  name: string,
  scope: HomeScope,
  fetcher: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  staleTime: number,
) {
  return queryOptions({
    queryKey: homeKeys.list(name, scope),
    queryFn: ({ client, signal }) => fetcher(apiOf(client), signal),
    staleTime,
  });
}

/** The options of one home list, for a hook that knows the scope. */
export type HomeListOptions<T> = ReturnType<typeof homeList<T>>;

export const homeQueries = {
  banners: (scope: HomeScope) => homeList('banners', scope, fetchBanners, CACHE_TIERS.banners),
  /** `categories` (SPEC §9: featured categories cache 8 min, the others 5). */
  categories: (scope: HomeScope, featured = false) =>
    homeList(
      'categories',
      scope,
      fetchCategories,
      featured ? CACHE_TIERS.featuredCategories : CACHE_TIERS.categories,
    ),
  itemList: (scope: HomeScope, kind: ItemListKind) =>
    homeList(
      `items-${kind}`,
      scope,
      (api, signal) => fetchItemList(api, kind, signal),
      CACHE_TIERS.popularItems,
    ),
  storeList: (scope: HomeScope, kind: StoreListKind) =>
    homeList(
      `stores-${kind}`,
      scope,
      (api, signal) => fetchStoreList(api, kind, signal),
      CACHE_TIERS.catalogue,
    ),
  /** `flash-sales`: the running flash sale (the home's rail and the flash sale page). */
  flashSale: (scope: HomeScope) =>
    homeList('flash-sale', scope, fetchFlashSale, CACHE_TIERS.popularItems),
  campaigns: (scope: HomeScope) =>
    homeList('campaigns', scope, fetchCampaigns, CACHE_TIERS.banners),
  campaignItems: (scope: HomeScope) =>
    homeList('campaign-items', scope, fetchCampaignItems, CACHE_TIERS.banners),
  /** `coupon/list`: the running coupons (the home's rail and the coupons page). */
  coupons: (scope: HomeScope) => homeList('coupons', scope, fetchCoupons, CACHE_TIERS.banners),
  cashbacks: (scope: HomeScope) =>
    homeList('cashbacks', scope, fetchCashbacks, CACHE_TIERS.banners),
  otherBanners: (scope: HomeScope) =>
    homeList('other-banners', scope, fetchOtherBanners, CACHE_TIERS.banners),
  whyChoose: (scope: HomeScope) =>
    homeList('why-choose', scope, fetchWhyChoose, CACHE_TIERS.banners),
  videoContent: (scope: HomeScope) =>
    homeList('video-content', scope, fetchVideoContent, CACHE_TIERS.banners),
  parcelCategories: (scope: HomeScope) =>
    homeList('parcel-categories', scope, fetchParcelCategories, CACHE_TIERS.categories),
  commonConditions: (scope: HomeScope) =>
    homeList('common-conditions', scope, fetchCommonConditions, CACHE_TIERS.commonConditions),
};
