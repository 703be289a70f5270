import { useQueryInTransition } from '@/system/use-query-in-transition';
import { moduleQueries } from '@/api/queries/modules';

/** Every active module of the provider (one cached list for the rail, switcher and landing). */
export function useModules() {
  return useQueryInTransition(moduleQueries.all());
}
