import { homeQueries } from '@/api/queries/home';
import { itemQueries } from '@/api/queries/items';
import { fetchInto, scopesOf, type RouteData } from '@/api/queries/page-data';

/** `/product/{id or slug}` (a campaign's item with `?product_type=campaign`) and the categories. */
export const itemPage: RouteData = {
  load: ({ params, search, place, client }) => {
    const scopes = scopesOf(place);
    const id = params.id ?? '';
    const item =
      search.get('product_type') === 'campaign'
        ? itemQueries.campaignItem(id, scopes.item)
        : itemQueries.details(id, scopes.item);
    return Promise.all([
      fetchInto(client, item),
      fetchInto(client, homeQueries.categories(scopes.home)),
    ]);
  },
};
