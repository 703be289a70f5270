import type { QueryObserverResult } from '@tanstack/react-query';
import { configQueries } from '@/api/queries/config';
import type { Config } from '@/api/schemas/config';
import { useQueryInTransition } from './use-query-in-transition';

const configQuery = configQueries.config();

/**
 * The provider's `config`, which nearly every view reads: its answer renders as a transition (in
 * slices, keeping input free) when it arrives during the start.
 */
export function useConfig(): QueryObserverResult<Config> {
  return useQueryInTransition(configQuery);
}
