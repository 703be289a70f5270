import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';
import { catalogueQueries } from '@/api/queries/catalogue';
import { homeQueries, type HomeScope } from '@/api/queries/home';
import { fetchInto, scopesOf, type RouteData } from '@/api/queries/page-data';
import { searchQueries } from '@/api/queries/search';
import { storeQueries } from '@/api/queries/stores';
import { homeSectionsOf, onFirstScreen, type HomeSection } from '@/domain/home-layout';
import { searchQueryFromParams } from '@/domain/search-url';
import { storesViewFromParams } from '@/domain/stores-section';
import { itemListData } from '@/domain/structured-data';
import type { QueryClient } from '@tanstack/query-core';

/** What one section of a module home shows (ModuleHome.tsx), fetched into `client`. */
function sectionData(
  client: QueryClient,
  section: HomeSection,
  scope: HomeScope & { zoneIds: number[]; moduleId: number },
  search: URLSearchParams,
): Promise<unknown>[] {
  switch (section) {
    case 'banners':
      return [fetchInto(client, homeQueries.banners(scope))];
    case 'categories':
      return [fetchInto(client, homeQueries.categories(scope))];
    case 'featuredCategories':
      return [fetchInto(client, homeQueries.categories(scope, true))];
    case 'popularItems':
      return [fetchInto(client, homeQueries.itemList(scope, 'popular'))];
    case 'specialOffers':
      return [fetchInto(client, homeQueries.itemList(scope, 'discounted'))];
    case 'bestReviewed':
      return [fetchInto(client, homeQueries.itemList(scope, 'most-reviewed'))];
    case 'newArrivals':
      return [fetchInto(client, homeQueries.itemList(scope, 'new-arrival'))];
    case 'recommended':
      return [fetchInto(client, homeQueries.itemList(scope, 'recommended'))];
    case 'flashSale':
      return [fetchInto(client, homeQueries.flashSale(scope))];
    case 'promoBanner':
    case 'bottomBanner':
      return [fetchInto(client, homeQueries.otherBanners(scope))];
    case 'popularStores':
    case 'featuredStores':
      return [fetchInto(client, homeQueries.storeList(scope, 'popular'))];
    case 'campaigns':
      return [
        fetchInto(client, homeQueries.campaigns(scope)),
        fetchInto(client, homeQueries.campaignItems(scope)),
      ];
    case 'coupons':
      return [fetchInto(client, homeQueries.coupons(scope))];
    case 'commonConditions':
      return [fetchInto(client, homeQueries.commonConditions(scope))];
    case 'parcelCategories':
      return [fetchInto(client, homeQueries.parcelCategories(scope))];
    case 'whyChoose':
      return [fetchInto(client, homeQueries.whyChoose(scope))];
    case 'howItWorks':
      return [fetchInto(client, homeQueries.videoContent(scope))];
    case 'stores':
      return [
        fetchInto(
          client,
          storeQueries.byView(storesViewFromParams(search), {
            zoneIds: scope.zoneIds,
            moduleId: scope.moduleId,
          }),
        ),
      ];
    case 'visitedStores':
      // the visitor's own, kept in their browser
      return [];
  }
}

/** `/home`: the module's home, or the search results the URL holds. */
export const homePage: RouteData = {
  load: async ({ search, place, client }) => {
    const { zoneIds } = place;
    if (zoneIds === null || place.module === null) return;
    const { id: moduleId, module_type: moduleType } = place.module;
    const scope = { ...scopesOf(place).home, zoneIds, moduleId };
    const query = searchQueryFromParams(search);
    const wanted = query
      ? [
          fetchInto(client, searchQueries.firstPage(query)),
          // the filters' choices
          fetchInto(client, homeQueries.categories(scope)),
          fetchInto(client, catalogueQueries.brands(scopesOf(place).catalogue)),
        ]
      : homeSectionsOf(moduleType)
          // what the server renders: the first screen (the browser fetches the rest)
          .filter((_, index) => onFirstScreen(moduleType, index))
          .flatMap((section) => sectionData(client, section, scope, search));
    await Promise.all(wanted);
  },
  head: ({ search, place, client, t, url }) => {
    if (place.module === null) return null;
    const query = searchQueryFromParams(search);
    if (query === null) {
      const type = HOME_TYPES.includes(place.module.module_type)
        ? place.module.module_type
        : 'grocery';
      return {
        title: t(`home.hero.${type}.title`),
        description: t(`home.hero.${type}.subtitle`),
      };
    }
    const found = client.getQueryData(searchQueries.firstPage(query).queryKey);
    const items = found?.items ?? [];
    return {
      title: t('search.resultsFor', { search: query.search }),
      description: t('head.searchDescription', { search: query.search }),
      // Filtered or sorted results are the same results again, for no search engine.
      noindex: [...search.keys()].some((name) => name !== 'data_type' && name !== 'search'),
      structured: [
        itemListData(
          items.map((item) => ({ name: item.name, url: url(`/product/${item.slug ?? item.id}`) })),
        ),
      ],
    };
  },
};

/** The module types with a home of their own (ModuleHome.tsx); any other: the grocery one. */
const HOME_TYPES = ['ecommerce', 'food', 'grocery', 'pharmacy', 'parcel'];
