import { orderQueries } from '@/api/queries/orders';
import { fetchInto, type PageDataContext, type RouteData } from '@/api/queries/page-data';
import { myOrdersStateOf } from '@/system/url/order-urls';

/** The orders of the URL's tab, and the order it names with its items (signed in only). */
export async function loadMyOrders({ search, visitor, client }: PageDataContext) {
  if (!visitor.signedIn) return;
  const { tab, orderId } = myOrdersStateOf(search.toString());
  await Promise.all([
    fetchInto(client, orderQueries.list(tab)),
    ...(orderId === null
      ? []
      : [
          fetchInto(client, orderQueries.detail(orderId)).then((order) =>
            order === undefined ? undefined : fetchInto(client, orderQueries.items(orderId)),
          ),
        ]),
  ]);
}

/** `/my-orders[?tab=&orderId=]`. */
export const myOrdersPage: RouteData = { load: loadMyOrders };
