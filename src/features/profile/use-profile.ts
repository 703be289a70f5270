import { useQuery } from '@tanstack/react-query';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { fetchProfile } from '@/api/profile';

/** The signed-in customer's profile (`customer/info`). */
export function useProfile() {
  return useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: CACHE_TIERS.live,
  });
}
