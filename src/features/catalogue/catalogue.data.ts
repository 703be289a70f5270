import { catalogueQueries } from '@/api/queries/catalogue';
import { homeQueries } from '@/api/queries/home';
import { fetchInto, scopesOf, type RouteData } from '@/api/queries/page-data';
import { storeQueries } from '@/api/queries/stores';
import type { StoreListKind } from '@/api/catalogue-lists';
import { campaignIdOf, categoryViewFromParams, flashSaleIdOf } from '@/domain/catalogue-url';

/*
 * The catalogue pages' first screens (src/features/catalogue): none is shown without a zone.
 */

export const categoriesPage: RouteData = {
  load: ({ place, client }) =>
    place.zoneIds === null
      ? Promise.resolve()
      : fetchInto(client, homeQueries.categories(scopesOf(place).home)),
};

/** `/category/{id}`: the category, then the items (or stores) of the chosen sub-category. */
export const categoryPage: RouteData = {
  load: async ({ params, search, place, client }) => {
    if (place.zoneIds === null) return;
    const scope = scopesOf(place).catalogue;
    const category = await fetchInto(client, catalogueQueries.category(params.id ?? '', scope));
    if (category === undefined) return;
    const view = categoryViewFromParams(search);
    const chosen = category.childes.find((child) => child.id === view.sub)?.id ?? category.id;
    await (view.tab === 'stores'
      ? fetchInto(client, catalogueQueries.categoryStores(chosen, scope))
      : fetchInto(client, catalogueQueries.categoryItems(chosen, scope)));
  },
};

export const brandsPage: RouteData = {
  load: ({ place, client }) =>
    place.zoneIds === null
      ? Promise.resolve()
      : fetchInto(client, catalogueQueries.brands(scopesOf(place).catalogue)),
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
};
