import type { Db } from '../db/client';
import type { OrderRow, OrderUpdate } from '../db/schema';
import { interpolate, type LatLng } from '../services/geo';
import { parseJson } from '../services/json';

/**
 * The order lifecycle simulator: stores confirm and prepare, a courier picks the order up and
 * rides to the customer. All state is in the database (any number of provider instances can
 * share it); `tick()` finds the orders whose next step is due and advances each by one step,
 * with a compare-and-set on the status so two instances never advance the same step twice.
 */

export interface Clock {
  now(): number;
}

export interface SimulatorPace {
  /** duration of each status, in ms */
  stepMs: number;
}

export const systemClock: Clock = { now: () => Date.now() };
export const DEFAULT_PACE: SimulatorPace = { stepMs: 60_000 };

type Status = 'pending' | 'confirmed' | 'processing' | 'picked_up' | 'delivered';

const NEXT_DELIVERY: Partial<Record<string, Status>> = {
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'picked_up',
  picked_up: 'delivered',
};
const NEXT_TAKE_AWAY: Partial<Record<string, Status>> = {
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'delivered',
};

export function nextStatus(
  order: Pick<OrderRow, 'order_status' | 'order_type'>,
): Status | undefined {
  return (order.order_type === 'take_away' ? NEXT_TAKE_AWAY : NEXT_DELIVERY)[order.order_status];
}

const ADVANCING = ['pending', 'confirmed', 'processing', 'picked_up'];

export interface Simulator {
  readonly pace: SimulatorPace;
  /** Advances every due order by one step and moves couriers; returns how many orders changed status. */
  tick(): Promise<number>;
  start(): void;
  stop(): void;
}

function destinationOf(order: OrderRow): LatLng | undefined {
  const a = parseJson<{ latitude?: unknown; longitude?: unknown } | null>(
    order.delivery_address,
    null,
  );
  const lat = Number(a?.latitude);
  const lng = Number(a?.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
}

export function createSimulator(opts: {
  db: Db;
  clock?: Clock;
  pace?: SimulatorPace;
  onError?: (err: unknown) => void;
}): Simulator {
  const { db } = opts;
  const clock = opts.clock ?? systemClock;
  const pace = opts.pace ?? DEFAULT_PACE;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;

  async function pickCourier(zoneId: number, orderId: number) {
    let men = await db
      .selectFrom('delivery_men')
      .selectAll()
      .where('zone_id', '=', zoneId)
      .orderBy('id')
      .execute();
    if (men.length === 0)
      men = await db.selectFrom('delivery_men').selectAll().orderBy('id').execute();
    return men.length === 0 ? undefined : men[orderId % men.length];
  }

  async function advance(order: OrderRow, now: number): Promise<boolean> {
    const next = nextStatus(order);
    if (!next) return false;
    const at = Number(order.step_at) + pace.stepMs;
    const stamp = new Date(at).toISOString();
    const store = await db
      .selectFrom('stores')
      .select(['latitude', 'longitude'])
      .where('id', '=', order.store_id)
      .executeTakeFirst();
    const origin = store ? { lat: store.latitude, lng: store.longitude } : undefined;
    const set: OrderUpdate = {
      order_status: next,
      step_at: at,
      updated_at: new Date(now).toISOString(),
    };
    set[next] = stamp;
    if (next === 'picked_up') {
      const dm = await pickCourier(order.zone_id, order.id);
      if (dm) set.delivery_man_id = dm.id;
      const pos =
        origin && destinationOf(order)
          ? interpolate(origin, destinationOf(order)!, (now - at) / pace.stepMs)
          : origin;
      if (pos) {
        set.dm_lat = pos.lat;
        set.dm_lng = pos.lng;
      }
    }
    if (next === 'delivered' && order.order_type === 'delivery') {
      const dest = destinationOf(order);
      if (dest) {
        set.dm_lat = dest.lat;
        set.dm_lng = dest.lng;
      }
      if (order.payment_method === 'cash_on_delivery') set.payment_status = 'paid';
    }
    const res = await db
      .updateTable('orders')
      .set(set)
      .where('id', '=', order.id)
      .where('order_status', '=', order.order_status)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async function moveCouriers(now: number) {
    const riding = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_status', '=', 'picked_up')
      .execute();
    for (const order of riding) {
      const store = await db
        .selectFrom('stores')
        .select(['latitude', 'longitude'])
        .where('id', '=', order.store_id)
        .executeTakeFirst();
      const dest = destinationOf(order);
      if (!store || !dest) continue;
      const pos = interpolate(
        { lat: store.latitude, lng: store.longitude },
        dest,
        (now - Number(order.step_at)) / pace.stepMs,
      );
      await db
        .updateTable('orders')
        .set({ dm_lat: pos.lat, dm_lng: pos.lng })
        .where('id', '=', order.id)
        .where('order_status', '=', 'picked_up')
        .execute();
    }
  }

  async function tick(): Promise<number> {
    const now = clock.now();
    const due = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_status', 'in', ADVANCING)
      .where('step_at', '<=', now - pace.stepMs)
      .orderBy('step_at', 'asc')
      .limit(200)
      .execute();
    let changed = 0;
    for (const order of due) if (await advance(order, now)) changed++;
    await moveCouriers(now);
    return changed;
  }

  return {
    pace,
    tick,
    start() {
      if (timer) return;
      const every = Math.max(50, Math.min(1000, Math.floor(pace.stepMs / 4)));
      timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((err: unknown) => opts.onError?.(err))
          .finally(() => {
            running = false;
          });
      }, every);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
