import { cartQueries } from '@/api/queries/cart';
import { fetchInto, type RouteData } from '@/api/queries/page-data';

/**
 * `/checkout`: the cart of the guest id sent to it (useCart; what depends on the cart, the quote
 * and the payments, is the browser's).
 */
export const checkoutPage: RouteData = {
  load: ({ visitor, place, client }) =>
    visitor.guestId !== null && place.module !== null
      ? fetchInto(client, cartQueries.of(visitor.guestId, place.module.id))
      : Promise.resolve(),
};
