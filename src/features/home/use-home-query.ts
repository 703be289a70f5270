import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStoredPlace } from '@/platform/location-store';

/** One list of a module home, keyed by everything the provider answers by (zone, module, language). */
export function useHomeQuery<T>(
  name: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  staleTime: number,
) {
  const place = useStoredPlace();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [
      'home',
      name,
      { zoneIds: place.zoneIds, moduleId: place.module?.id, language: i18n.language },
    ],
    queryFn: ({ signal }) => fetcher(signal),
    staleTime,
  });
}
