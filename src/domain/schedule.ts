/**
 * Scheduled orders (config `schedule_order`): the days and time slots a customer may choose,
 * in the business time zone, and the `schedule_at` the provider reads ("YYYY-MM-DD HH:MM:SS").
 */
export type ScheduleDay = { date: string; times: string[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date and minute of the day at `ms` in `timeZone`. */
function localParts(ms: number, timeZone: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

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
): ScheduleDay[] {
  const slot = Math.max(5, Math.round(slotMinutes));
  const out: ScheduleDay[] = [];
  for (let day = 0; day < days; day += 1) {
    const { date, minutes } = localParts(nowMs + day * DAY_MS, timeZone);
    const first = day === 0 ? Math.ceil((minutes + slot) / slot) * slot : 0;
    const times: string[] = [];
    for (let at = first; at + slot <= 24 * 60; at += slot) times.push(clock(at));
    if (times.length > 0) out.push({ date, times });
  }
  return out;
}

export function scheduleAt(date: string, time: string): string {
  return `${date} ${time}:00`;
}
