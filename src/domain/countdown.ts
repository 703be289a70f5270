import { zoneOffsetMs } from './zone-clock';

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
