import { apiOf } from '../client';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchParcelInstructions } from '../parcel';
import { queryOptions } from './options';

export const parcelKeys = {
  instructions: () => ['parcel-instructions'] as const,
};

export const parcelQueries = {
  /** The provider's delivery instructions a parcel order picks from. */
  instructions: () =>
    queryOptions({
      queryKey: parcelKeys.instructions(),
      queryFn: ({ client, signal }) => fetchParcelInstructions(apiOf(client), signal),
      staleTime: CACHE_TIERS.categories,
    }),
};
