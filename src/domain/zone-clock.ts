/**
 * The business time zone's wall clock (config `timezone`): the date, minute of the day and
 * weekday there at a moment. Intl knows every zone, but its first formatter costs a phone
 * 60-90 ms (ICU's data); a server-rendered page carries the zone's offset as the server measured
 * it (`ZoneSpan`), and the browser reads the clock from it while the moment is inside its span.
 */

/** A zone's offset from UTC, the same from `from` to `to` (milliseconds since the epoch). */
export type ZoneSpan = { timeZone: string; from: number; to: number; offsetMinutes: number };

export type WallClock = {
  /** YYYY-MM-DD */
  date: string;
  /** minutes since midnight */
  minutes: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
};

const MINUTE_MS = 60 * 1000;
/** How long a measured offset is trusted: a zone changes its offset at most twice a year. */
const SPAN_MS = 2 * 24 * 60 * MINUTE_MS;

/** A formatter per zone: making one costs far more than using it. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in ms, by Intl (a zone it does not know throws). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const there = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return there - Math.floor(instant / 1000) * 1000;
}

const offsetMinutesByIntl = (ms: number, timeZone: string) =>
  Math.round(zoneOffsetMs(ms, timeZone) / MINUTE_MS);

/**
 * The zone's offset over the next two days when it does not change in them (else null, and the
 * browser asks Intl); null for a zone Intl does not know.
 */
export function measureZoneSpan(ms: number, timeZone: string): ZoneSpan | null {
  try {
    const offsetMinutes = offsetMinutesByIntl(ms, timeZone);
    if (offsetMinutesByIntl(ms + SPAN_MS, timeZone) !== offsetMinutes) return null;
    return { timeZone, from: ms, to: ms + SPAN_MS, offsetMinutes };
  } catch {
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock at `ms` in `timeZone`: from `span` when it covers the moment, else by Intl. */
export function wallClock(ms: number, timeZone: string, span?: ZoneSpan | null): WallClock {
  const known = span && span.timeZone === timeZone && ms >= span.from && ms <= span.to;
  const there = new Date(
    ms + (known ? span.offsetMinutes : offsetMinutesByIntl(ms, timeZone)) * MINUTE_MS,
  );
  return {
    date: `${there.getUTCFullYear()}-${pad(there.getUTCMonth() + 1)}-${pad(there.getUTCDate())}`,
    minutes: there.getUTCHours() * 60 + there.getUTCMinutes(),
    weekday: there.getUTCDay(),
  };
}
