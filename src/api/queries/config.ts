import { fetchModules } from '../catalogue';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchConfig } from '../config';
import { queryOptions } from './options';

/** The provider's settings and its modules: the same for every visitor, zone and language. */
export const configKeys = {
  config: () => ['config'] as const,
  modules: () => ['modules'] as const,
};

export const configQueries = {
  /** `config`, which nearly every view reads. */
  config: () =>
    queryOptions({
      queryKey: configKeys.config(),
      queryFn: ({ signal }) => fetchConfig(signal),
      staleTime: CACHE_TIERS.config,
    }),
  /** `module`: every active module (one cached list for the rail, switcher and landing). */
  modules: () =>
    queryOptions({
      queryKey: configKeys.modules(),
      queryFn: ({ signal }) => fetchModules(signal),
      staleTime: CACHE_TIERS.config,
    }),
};
