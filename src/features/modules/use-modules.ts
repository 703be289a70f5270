import { useQuery } from '@tanstack/react-query';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { fetchModules } from '@/api/catalogue';

/** Every active module of the provider (one cached list for the rail, switcher and landing). */
export function useModules() {
  return useQuery({
    queryKey: ['modules'],
    queryFn: ({ signal }) => fetchModules(signal),
    staleTime: CACHE_TIERS.config,
  });
}
