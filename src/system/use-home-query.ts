import { useTranslation } from '@/i18n/use-translation';
import type { HomeListOptions, HomeScope } from '@/api/queries/home';
import { homeScopeOf } from '@/api/queries/page-data';
import { useStoredScope } from '@/platform/location-store';
import { useQueryInTransition } from './use-query-in-transition';

/** What a module home's lists are answered by: the stored zone and module, the language. */
export function useHomeScope(): HomeScope {
  const place = useStoredScope();
  const { i18n } = useTranslation();
  return homeScopeOf(place, i18n.language);
}

/**
 * One list of a module home (`homeQueries.banners`, …) in the visitor's scope; a page that shows
 * the same list elsewhere may ask it to wait (`enabled`) or keep it fresher (`staleTime`).
 */
export function useHomeQuery<T>(
  list: (scope: HomeScope) => HomeListOptions<T>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQueryInTransition({ ...list(useHomeScope()), ...options });
}
