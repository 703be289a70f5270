import type { OrderRow } from '../db/schema';

/**
 * Where the simulator's step clock (re)starts for an order that starts (again) from pending
 * now: now, or its scheduled time when that is later.
 */
export function restartStepAt(order: Pick<OrderRow, 'schedule_at' | 'scheduled'>, now: number) {
  const at = order.scheduled === 1 && order.schedule_at ? Date.parse(order.schedule_at) : NaN;
  return Number.isFinite(at) && at > now ? at : now;
}
