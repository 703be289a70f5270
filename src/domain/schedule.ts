import { wallClock, type ZoneSpan } from './zone-clock';

/**
 * Scheduled orders (config `schedule_order`): the days and time slots a customer may choose,
 * in the business time zone, and the `schedule_at` the provider reads ("YYYY-MM-DD HH:MM:SS").
 * `fromToday`: 0 today, 1 tomorrow…
 */
export type ScheduleDay = { date: string; fromToday: number; times: string[] };

const DAY_MS = 24 * 60 * 60 * 1000;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Today's slots start one whole slot after now (rounded up to the slot length); the next days
 * have every slot. A day without slots left is left out.
 */
export function scheduleDays(
  nowMs: number,
  timeZone: string,
  slotMinutes: number,
  days = 2,
  span?: ZoneSpan | null,
): ScheduleDay[] {
  const slot = Math.max(5, Math.round(slotMinutes));
  const out: ScheduleDay[] = [];
  for (let day = 0; day < days; day += 1) {
    const { date, minutes } = wallClock(nowMs + day * DAY_MS, timeZone, span);
    const first = day === 0 ? Math.ceil((minutes + slot) / slot) * slot : 0;
    const times: string[] = [];
    for (let at = first; at + slot <= 24 * 60; at += slot) times.push(clock(at));
    if (times.length > 0) out.push({ date, fromToday: day, times });
  }
  return out;
}

export function scheduleAt(date: string, time: string): string {
  return `${date} ${time}:00`;
}
