import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';
import { catalogueQueries } from '@/api/queries/catalogue';
import { homeQueries } from '@/api/queries/home';
import { fetchInto, scopesOf, type RouteData } from '@/api/queries/page-data';
import { storeQueries } from '@/api/queries/stores';
import type { StoreListKind } from '@/api/catalogue-lists';
import {
  campaignIdOf,
  categoryViewFromParams,
  flashSaleIdOf,
  shownCategoryId,
} from '@/domain/catalogue-url';
import { breadcrumbData, itemListData } from '@/domain/structured-data';

/*
 * The catalogue pages' first screens (src/features/catalogue): none is shown without a zone.
 */

/** A list page's head: its heading as its title. */
const listHead =
  (titleKey: string): RouteData['head'] =>
  ({ t }) => {
    const title = t(titleKey);
    return { title, description: t('head.listDescription', { title }) };
  };

export const categoriesPage: RouteData = {
  load: ({ place, client }) =>
    place.zoneIds === null
      ? Promise.resolve()
      : fetchInto(client, homeQueries.categories(scopesOf(place).home)),
  head: listHead('catalogue.categories'),
};

/** `/category/{id}`: the category, then the items (or stores) of the chosen sub-category. */
export const categoryPage: RouteData = {
  load: async ({ params, search, place, client }) => {
    if (place.zoneIds === null) return;
    const scope = scopesOf(place).catalogue;
    const category = await fetchInto(client, catalogueQueries.category(params.id ?? '', scope));
    if (category === undefined) return;
    const view = categoryViewFromParams(search);
    const chosen = shownCategoryId(category, view.sub);
    await (view.tab === 'stores'
      ? fetchInto(client, catalogueQueries.categoryStores(chosen, scope))
      : fetchInto(client, catalogueQueries.categoryItems(chosen, scope)));
  },
  head: ({ params, search, place, client, t, url }) => {
    const scope = scopesOf(place).catalogue;
    const category = client.getQueryData(
      catalogueQueries.category(params.id ?? '', scope).queryKey,
    );
    if (!category) return null;
    const view = categoryViewFromParams(search);
    const chosen = shownCategoryId(category, view.sub);
    const items = client.getQueryData(catalogueQueries.categoryItems(chosen, scope).queryKey);
    const here = url(`/category/${category.id}`);
    return {
      title: category.name,
      description: t('head.categoryDescription', { name: category.name }),
      image: category.image_full_url,
      structured: [
        breadcrumbData([
          { name: t('nav.home'), url: url('/home') },
          { name: t('catalogue.categories'), url: url('/categories') },
          { name: category.name, url: here },
        ]),
        itemListData(
          (items?.pages[0]?.products ?? []).map((item) => ({
            name: item.name,
            url: url(`/product/${item.slug ?? item.id}`),
          })),
        ),
      ],
    };
  },
};

export const brandsPage: RouteData = {
  load: ({ place, client }) =>
    place.zoneIds === null
      ? Promise.resolve()
      : fetchInto(client, catalogueQueries.brands(scopesOf(place).catalogue)),
  head: listHead('catalogue.brands'),
};

/** `/store/latest` and `/store/popular` (the route's `kind`). */
export const storeListPage: RouteData = {
  load: ({ props, place, client }) =>
    place.zoneIds === null
      ? Promise.resolve()
      : fetchInto(
          client,
          storeQueries.list(props.kind as StoreListKind, scopesOf(place).catalogue),
        ),
  head: (context) =>
    listHead(
      context.props.kind === 'latest' ? 'catalogue.latestStores' : 'catalogue.popularStores',
    )!(context),
};

/** `/flash-sales[?id=]`: the sale the URL names, or the running one, and its items. */
export const flashSalePage: RouteData = {
  load: async ({ search, place, client }) => {
    if (place.zoneIds === null || place.module === null) return;
    const scopes = scopesOf(place);
    const saleId =
      flashSaleIdOf(search) ??
      (await fetchInto(client, homeQueries.flashSale(scopes.home)))?.id ??
      null;
    if (saleId !== null)
      await fetchInto(client, catalogueQueries.flashSaleItems(saleId, scopes.catalogue));
  },
  head: listHead('catalogue.flashSale'),
};

/** `/campaigns/{id}`: the campaign, and the running campaigns' items (of its stores). */
export const campaignPage: RouteData = {
  load: ({ params, place, client }) => {
    if (place.zoneIds === null) return Promise.resolve();
    const scopes = scopesOf(place);
    return Promise.all([
      fetchInto(client, catalogueQueries.campaign(campaignIdOf(params.id ?? ''), scopes.catalogue)),
      fetchInto(client, homeQueries.campaignItems(scopes.home)),
    ]);
  },
  head: ({ params, place, client, t }) => {
    const campaign = client.getQueryData(
      catalogueQueries.campaign(campaignIdOf(params.id ?? ''), scopesOf(place).catalogue).queryKey,
    );
    if (!campaign) return null;
    return {
      title: campaign.title,
      description: campaign.description ?? t('head.listDescription', { title: campaign.title }),
      image: campaign.image_full_url,
    };
  },
};
