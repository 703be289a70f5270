import { homeQueries } from '@/api/queries/home';
import { fetchInto, scopesOf, type RouteData } from '@/api/queries/page-data';
import { storeQueries } from '@/api/queries/stores';
import { storeViewFromParams } from '@/domain/store-view';
import { categoryInForce } from './store-page.connect';

/** `/store/{id or slug}`: the store, then its items in the URL's category, popular and reviews. */
export const storePage: RouteData = {
  load: async ({ params, search, place, client }) => {
    if (place.zoneIds === null) return;
    const scopes = scopesOf(place);
    const [store, categories] = await Promise.all([
      fetchInto(client, storeQueries.details(params.id ?? '', scopes.catalogue)),
      fetchInto(client, homeQueries.categories(scopes.home)),
    ]);
    if (store === undefined) return;
    const view = storeViewFromParams(search);
    const categoryId = categoryInForce(view, store, categories ?? null);
    await Promise.all([
      fetchInto(
        client,
        storeQueries.items(store.id, { categoryId, search: view.search }, scopes.catalogue),
      ),
      fetchInto(client, storeQueries.popularItems(store.id, scopes.catalogue)),
      fetchInto(client, storeQueries.reviews(store.id)),
    ]);
  },
};
