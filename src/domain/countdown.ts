export type CountdownParts = { days: string; hours: string; minutes: string; seconds: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** Remaining time as DD:HH:MM:SS parts (SPEC §2 campaign countdown), zero when over. */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: pad(Math.floor(total / 86_400)),
    hours: pad(Math.floor((total % 86_400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}

/** The offset of `timeZone` from UTC at an instant, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a local business date and time ('YYYY-MM-DD', 'HH:MM:SS') in `timeZone`,
 * or null when the date is missing or malformed.
 */
export function zonedInstant(
  date: string | null | undefined,
  time: string | null | undefined,
  timeZone: string,
): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return null;
  const [hours = 0, minutes = 0, seconds = 0] = (time ?? '23:59:59').split(':').map(Number);
  const guess = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    hours,
    minutes,
    seconds,
  );
  try {
    return guess - zoneOffsetMs(guess, timeZone);
  } catch {
    return guess;
  }
}
