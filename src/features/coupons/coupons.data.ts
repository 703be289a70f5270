import { homeQueries } from '@/api/queries/home';
import { fetchInto, scopesOf, type RouteData } from '@/api/queries/page-data';

/** `/coupons`: the running coupons (the home's list). */
export const couponsPage: RouteData = {
  load: ({ place, visitor, client }) =>
    visitor.signedIn
      ? fetchInto(client, homeQueries.coupons(scopesOf(place).home))
      : Promise.resolve(),
};
