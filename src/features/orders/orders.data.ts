import { orderQueries } from '@/api/queries/orders';
import { fetchInto, type RouteData } from '@/api/queries/page-data';
import { myOrdersStateOf } from '@/app/url/order-urls';

/** `/my-orders`: the signed-in customer's orders of the URL's tab. */
export const myOrdersPage: RouteData = {
  load: ({ search, visitor, client }) =>
    visitor.signedIn
      ? fetchInto(client, orderQueries.list(myOrdersStateOf(search.toString()).tab))
      : Promise.resolve(),
};
