/** A store's opening hours (`stores/details` schedules: day 0 Sunday … 6 Saturday). */
export type StoreScheduleRow = { day: number; opening_time: string; closing_time: string };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A formatter per time zone: making one costs far more than using it (a store page asks often). */
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function weekdayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return format;
}

/** The weekday (0 Sunday … 6 Saturday) at `ms` in the business time zone. */
export function weekdayIn(ms: number, timeZone: string): number {
  const name = weekdayFormat(timeZone).format(ms);
  return Math.max(0, WEEKDAYS.indexOf(name));
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
