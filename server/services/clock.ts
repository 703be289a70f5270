/**
 * Local business time (settings `timezone`, Asia/Dhaka in the demo) from the app's Clock:
 * store schedules, item availability windows and campaign dates are all in local time.
 */

export interface LocalNow {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM:SS' */
  time: string;
  /** 'YYYY-MM-DD HH:MM:SS' */
  dateTime: string;
  /** 0 Sunday ... 6 Saturday */
  day: number;
}

export const DEFAULT_TIMEZONE = 'Asia/Dhaka';

const formatters = new Map<string, Intl.DateTimeFormat>();
const DAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        weekday: 'short',
        hourCycle: 'h23',
      });
    } catch {
      return formatter(DEFAULT_TIMEZONE);
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** The last answer per time zone: it holds for the whole second (the parts stop at seconds). */
const lastSecond = new Map<string, { second: number; now: LocalNow }>();

export function localNow(nowMs: number, timeZone: string = DEFAULT_TIMEZONE): LocalNow {
  const second = Math.floor(nowMs / 1000);
  const last = lastSecond.get(timeZone);
  if (last?.second === second) return { ...last.now };
  const now = formatLocal(nowMs, timeZone);
  if (lastSecond.size > 16) lastSecond.clear();
  lastSecond.set(timeZone, { second, now });
  return { ...now };
}

function formatLocal(nowMs: number, timeZone: string): LocalNow {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(nowMs))) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  return { date, time, dateTime: `${date} ${time}`, day: DAYS[parts.weekday ?? 'Sun'] ?? 0 };
}
