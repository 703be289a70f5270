import { apiOf } from '../client';
import { fetchModules } from '../catalogue';
import { CACHE_TIERS } from '../cache-tiers';
import { queryOptions } from './options';

/** The provider's modules: the same for every visitor, zone and language. */
export const moduleKeys = {
  all: () => ['modules'] as const,
};

export const moduleQueries = {
  /** `module`: every active module (one cached list for the rail, switcher and landing). */
  all: () =>
    queryOptions({
      queryKey: moduleKeys.all(),
      queryFn: ({ client, signal }) => fetchModules(apiOf(client), signal),
      staleTime: CACHE_TIERS.config,
    }),
};
