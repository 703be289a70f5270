import { useQuery } from '@tanstack/react-query';
import { fetchConfig } from '@/api/config';
import { CACHE_TIERS } from '@/api/cache-tiers';

export function useConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: CACHE_TIERS.config,
  });
}
