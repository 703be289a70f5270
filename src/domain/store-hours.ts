import { wallClock, type ZoneSpan } from './zone-clock';

/** A store's opening hours (`stores/details` schedules: day 0 Sunday … 6 Saturday). */
export type StoreScheduleRow = { day: number; opening_time: string; closing_time: string };

/** The weekday (0 Sunday … 6 Saturday) at `ms` in the business time zone. */
export function weekdayIn(ms: number, timeZone: string, span?: ZoneSpan | null): number {
  return wallClock(ms, timeZone, span).weekday;
}

/** 'HH:MM:SS' or 'HH:MM' as 'HH:MM'. */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * Today's opening hours, earliest first, as 'HH:MM' pairs; an empty list is a closed day
 * (6amMart: a day without rows).
 */
export function hoursOfDay(
  schedules: readonly StoreScheduleRow[],
  day: number,
): { opens: string; closes: string }[] {
  return schedules
    .filter((row) => row.day === day)
    .map((row) => ({ opens: hhmm(row.opening_time), closes: hhmm(row.closing_time) }))
    .sort((a, b) => a.opens.localeCompare(b.opens));
}
