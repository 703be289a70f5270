import type { Db } from '../db/client';
import type { ScheduleRow } from '../db/schema';
import type { LocalNow } from './clock';

/**
 * Store opening hours. A store is open now when its owner has it switched on (`active`) and
 * one of today's schedule rows contains the local time (6amMart: closing_time > opening_time
 * within the day; a day without rows is a closed day).
 */

const CHUNK = 900;

/** The ids among `storeIds` whose schedule contains `now` (the `active` switch is not checked). */
export async function scheduledOpen(
  db: Db,
  storeIds: number[],
  now: LocalNow,
): Promise<Set<number>> {
  const open = new Set<number>();
  for (let i = 0; i < storeIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('store_schedules')
      .select('store_id')
      .where('store_id', 'in', storeIds.slice(i, i + CHUNK))
      .where('day', '=', now.day)
      .where('opening_time', '<=', now.time)
      .where('closing_time', '>', now.time)
      .execute();
    for (const r of rows) open.add(r.store_id);
  }
  return open;
}

/** The ids among the stores that are open now: switched on and within today's hours. */
export async function openStoreIds(
  db: Db,
  stores: { id: number; active: number }[],
  now: LocalNow,
): Promise<Set<number>> {
  const on = stores.filter((s) => s.active === 1).map((s) => s.id);
  return on.length === 0 ? new Set() : scheduledOpen(db, on, now);
}

export function serializeSchedule(s: ScheduleRow) {
  return {
    id: s.id,
    store_id: s.store_id,
    day: s.day,
    opening_time: s.opening_time,
    closing_time: s.closing_time,
  };
}

export async function storeSchedules(db: Db, storeId: number) {
  const rows = await db
    .selectFrom('store_schedules')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('day')
    .orderBy('opening_time')
    .execute();
  return rows.map(serializeSchedule);
}
