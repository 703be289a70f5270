import { useQuery } from '@tanstack/react-query';
import { configQueries } from '@/api/queries/config';

/** Every active module of the provider (one cached list for the rail, switcher and landing). */
export function useModules() {
  return useQuery(configQueries.modules());
}
