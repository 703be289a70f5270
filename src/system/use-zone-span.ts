import { useQuery } from '@tanstack/react-query';
import { queryOptions } from '@/api/queries/options';
import { measureZoneSpan, type ZoneSpan } from '@/domain/zone-clock';

/**
 * The business time zone's offset (domain/zone-clock.ts), kept with the app's queries: a
 * server-rendered page carries the one its server measured (entry-server.tsx), so the browser
 * reads the zone's clock without Intl's data while it hydrates; else it is measured here.
 */
export const zoneSpanQuery = (timeZone: string) =>
  queryOptions({
    queryKey: ['zone-span', timeZone] as const,
    queryFn: (): ZoneSpan | null => measureZoneSpan(Date.now(), timeZone),
    staleTime: 60 * 60 * 1000,
  });

export function useZoneSpan(timeZone: string): ZoneSpan | null {
  return useQuery(zoneSpanQuery(timeZone)).data ?? null;
}
