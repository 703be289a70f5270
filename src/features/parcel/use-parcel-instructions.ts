import { useQuery } from '@tanstack/react-query';
import { parcelQueries } from '@/api/queries/parcel';

/** The provider's delivery instructions a parcel order picks from. */
export function useParcelInstructions() {
  return useQuery(parcelQueries.instructions());
}
