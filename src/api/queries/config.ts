import { apiOf } from '../client';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchConfig } from '../config';
import { queryOptions } from './options';

/** The provider's settings: the same for every visitor, zone and language. */
export const configKeys = {
  config: () => ['config'] as const,
};

export const configQueries = {
  /** `config`, which nearly every view reads (in the first paint: keep this module small). */
  config: () =>
    queryOptions({
      queryKey: configKeys.config(),
      queryFn: ({ client, signal }) => fetchConfig(apiOf(client), signal),
      staleTime: CACHE_TIERS.config,
    }),
};
