import { CACHE_TIERS } from '@/api/cache-tiers';
import { homeQueries } from '@/api/queries/home';
import { useHomeQuery } from '@/system/use-home-query';

/** The running coupons of the picked zone: the home's list, fresher on this page. */
export function useCoupons() {
  return useHomeQuery(homeQueries.coupons, { staleTime: CACHE_TIERS.catalogue });
}
