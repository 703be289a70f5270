import type { Prng } from './prng';

/**
 * Store opening hours, 6amMart style: rows of (day, opening_time, closing_time) in local
 * business time, day 0 = Sunday; a day may have two slots; a day without rows is a closed day.
 */

export interface ScheduleSpec {
  day: number;
  opening_time: string;
  closing_time: string;
}

export type ScheduleKind = 'always' | 'daytime' | 'split' | 'closed_friday' | 'evening';

const ALL_DAY: [string, string] = ['00:00:00', '23:59:59'];

const SLOTS: Record<ScheduleKind, (day: number) => [string, string][]> = {
  always: () => [ALL_DAY],
  daytime: () => [['08:00:00', '23:00:00']],
  split: () => [
    ['11:00:00', '15:00:00'],
    ['18:00:00', '23:30:00'],
  ],
  // Friday (5) closed; otherwise 10:00-22:00.
  closed_friday: (day) => (day === 5 ? [] : [['10:00:00', '22:00:00']]),
  // Opens for dinner only: closed in the afternoon.
  evening: () => [['17:00:00', '23:59:59']],
};

export function weeklySchedule(kind: ScheduleKind): ScheduleSpec[] {
  const out: ScheduleSpec[] = [];
  for (let day = 0; day < 7; day++) {
    for (const [opening_time, closing_time] of SLOTS[kind](day)) {
      out.push({ day, opening_time, closing_time });
    }
  }
  return out;
}

/** Mostly open all day; some daytime, split, closed-on-Friday and evening-only stores. */
export function pickScheduleKind(rng: Prng): ScheduleKind {
  const r = rng.next();
  if (r < 0.45) return 'always';
  if (r < 0.7) return 'daytime';
  if (r < 0.82) return 'split';
  if (r < 0.91) return 'closed_friday';
  return 'evening';
}
