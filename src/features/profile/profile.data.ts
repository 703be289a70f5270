import { customerQueries } from '@/api/queries/customer';
import { fetchInto, type RouteData } from '@/api/queries/page-data';
import { profilePageOf } from '@/domain/profile-pages';
import { loadMyOrders } from '@/features/orders';

/** `/profile?page=…`: the account page asked for (signed in only). */
export const profilePage: RouteData = {
  load: (context) => {
    if (!context.visitor.signedIn) return Promise.resolve();
    switch (profilePageOf(context.search.toString())) {
      case 'my-orders':
        return loadMyOrders(context);
      case 'address':
        return fetchInto(context.client, customerQueries.addresses());
      default:
        return Promise.resolve();
    }
  },
};
