import type { Db } from '../db/client';
import type { OrderRow, OrderUpdate } from '../db/schema';
import { answerDueMessages } from '../services/chat';
import type { LatLng } from '../services/geo';
import { parseJson } from '../services/json';
import { notify, orderRecipient, orderStatusPush, wakeStreams } from '../services/notifications';
import { creditCashback } from '../services/cashback';
import { settleDeliveredOrder } from '../services/order-settlement';
import { courierRoute, pointAlong } from './route';

/**
 * The order lifecycle simulator: stores accept and prepare, couriers pick up and ride, and
 * stores and couriers answer chat messages. All state is in the database (any number of
 * provider instances can share it); `tick()` finds the orders whose next step is due and
 * advances each by one step, with a compare-and-set on the status so two instances never
 * advance the same step twice. Each step's side effects (the push, a delivered order's
 * loyalty points and referral earning) are written in the same transaction as the step.
 *
 * Steps (each lasts `pace.stepMs`):
 *   delivery   pending → confirmed → processing → handover → picked_up → delivered
 *              (food: accepted instead of confirmed); the courier is assigned at handover,
 *              at the store, and rides a street route to the customer during picked_up
 *   take_away  pending → confirmed|accepted → processing → handover → delivered
 *              (no courier: ready at handover, delivered when the customer picks it up)
 *   parcel     pending → confirmed → picked_up → delivered; the courier rides from their
 *              base to the sender while confirmed, then from the sender to the receiver
 * Digital payments wait in pending until paid (the gateway restarts the step clock);
 * scheduled orders wait until their time; wallet orders start at confirmed.
 */

export interface Clock {
  now(): number;
}

export interface SimulatorPace {
  /** duration of each status, in ms */
  stepMs: number;
  /** how long the store or courier takes to answer a chat message (default: min(stepMs, 5 s)) */
  replyMs?: number;
}

export const systemClock: Clock = { now: () => Date.now() };
export const DEFAULT_PACE: SimulatorPace = { stepMs: 60_000 };

/**
 * Lets the event loop answer what arrived (requests) between two orders of a tick: on SQLite
 * each query runs synchronously, so a tick of hundreds of orders was one block of the loop
 * (hundreds of ms at the bench's 1,500 orders) that every request waited behind.
 */
const letRequestsIn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const replyDelay = (pace: SimulatorPace) => pace.replyMs ?? Math.min(pace.stepMs, 5_000);

type Status =
  'pending' | 'accepted' | 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered';

const FLOWS: Record<string, readonly Status[]> = {
  delivery: ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'],
  food_delivery: ['pending', 'accepted', 'processing', 'handover', 'picked_up', 'delivered'],
  take_away: ['pending', 'confirmed', 'processing', 'handover', 'delivered'],
  food_take_away: ['pending', 'accepted', 'processing', 'handover', 'delivered'],
  parcel: ['pending', 'confirmed', 'picked_up', 'delivered'],
};

/** The statuses an order goes through, by order type (and module type: food stores accept). */
export function flowOf(orderType: string, moduleType?: string): readonly Status[] {
  if (orderType === 'parcel') return FLOWS.parcel!;
  const food = moduleType === 'food';
  if (orderType === 'take_away') return food ? FLOWS.food_take_away! : FLOWS.take_away!;
  return food ? FLOWS.food_delivery! : FLOWS.delivery!;
}

export function nextStatus(
  order: Pick<OrderRow, 'order_status' | 'order_type'>,
  moduleType?: string,
): Status | undefined {
  const flow = flowOf(order.order_type, moduleType);
  let i = flow.indexOf(order.order_status as Status);
  // A wallet order starts confirmed; in a food flow that is the accepted step.
  if (i < 0 && order.order_status === 'confirmed') i = flow.indexOf('accepted');
  if (i < 0 && order.order_status === 'accepted') i = flow.indexOf('confirmed');
  return i < 0 ? undefined : flow[i + 1];
}

const ADVANCING = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'];

export interface Simulator {
  readonly pace: SimulatorPace;
  /** Advances every due order by one step, moves couriers and answers chat; returns how many orders changed status. */
  tick(): Promise<number>;
  start(): void;
  stop(): void;
}

function pointOf(json: string | null): LatLng | undefined {
  const a = parseJson<{ latitude?: unknown; longitude?: unknown } | null>(json, null);
  if (a === null || a.latitude === undefined || a.longitude === undefined) return undefined;
  const lat = Number(a.latitude);
  const lng = Number(a.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
}

type Dueing = OrderRow & { module_type: string };

export function createSimulator(opts: {
  db: Db;
  clock?: Clock;
  pace?: SimulatorPace;
  onError?: (err: unknown) => void;
  /**
   * after each tick: how far behind its schedule it ran, in ms: how late the oldest step it took
   * was (0 when none was due)
   */
  onTick?: (lagMs: number) => void;
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

  async function storePoint(order: OrderRow): Promise<LatLng | undefined> {
    if (order.store_id === null) return undefined;
    const s = await db
      .selectFrom('stores')
      .select(['latitude', 'longitude'])
      .where('id', '=', order.store_id)
      .executeTakeFirst();
    return s ? { lat: s.latitude, lng: s.longitude } : undefined;
  }

  /** The leg the courier is on in `status`, from where to where. */
  async function legOf(order: OrderRow, status: string): Promise<[LatLng, LatLng] | undefined> {
    const sender = pointOf(order.delivery_address);
    if (order.order_type === 'parcel') {
      if (status === 'confirmed') {
        if (order.delivery_man_id === null || !sender) return undefined;
        const dm = await db
          .selectFrom('delivery_men')
          .select(['lat', 'lng'])
          .where('id', '=', order.delivery_man_id)
          .executeTakeFirst();
        return dm ? [{ lat: dm.lat, lng: dm.lng }, sender] : undefined;
      }
      const receiver = pointOf(order.receiver_details);
      return status === 'picked_up' && sender && receiver ? [sender, receiver] : undefined;
    }
    if (status !== 'picked_up' || order.order_type !== 'delivery') return undefined;
    const store = await storePoint(order);
    return store && sender ? [store, sender] : undefined;
  }

  function destinationOf(order: OrderRow): LatLng | undefined {
    return order.order_type === 'parcel'
      ? pointOf(order.receiver_details)
      : pointOf(order.delivery_address);
  }

  async function advance(order: Dueing, now: number): Promise<boolean> {
    const next = nextStatus(order, order.module_type);
    if (!next) return false;
    const at = Number(order.step_at) + pace.stepMs;
    const stamp = new Date(at).toISOString();
    const set: OrderUpdate = {
      order_status: next,
      step_at: at,
      updated_at: new Date(now).toISOString(),
    };
    set[next] = stamp;
    const after: OrderRow = { ...order, order_status: next, step_at: at };

    const needsCourier =
      order.delivery_man_id === null &&
      ((order.order_type === 'delivery' && (next === 'handover' || next === 'picked_up')) ||
        (order.order_type === 'parcel' && (next === 'confirmed' || next === 'picked_up')));
    if (needsCourier) {
      const dm = await pickCourier(order.zone_id, order.id);
      if (dm) {
        set.delivery_man_id = dm.id;
        after.delivery_man_id = dm.id;
        const start =
          order.order_type === 'parcel' && next === 'confirmed'
            ? { lat: dm.lat, lng: dm.lng }
            : await storePoint(order);
        if (start) {
          set.dm_lat = start.lat;
          set.dm_lng = start.lng;
        }
      }
    }
    const leg = await legOf(after, next);
    if (leg) {
      const pos = pointAlong(courierRoute(leg[0], leg[1]), (now - at) / pace.stepMs);
      set.dm_lat = pos.lat;
      set.dm_lng = pos.lng;
    } else if (next === 'handover' && order.order_type === 'delivery') {
      const store = await storePoint(order);
      if (store) {
        set.dm_lat = store.lat;
        set.dm_lng = store.lng;
      }
    }
    if (next === 'delivered') {
      const dest = order.order_type === 'take_away' ? undefined : destinationOf(order);
      if (dest) {
        set.dm_lat = dest.lat;
        set.dm_lng = dest.lng;
      }
      if (order.payment_method === 'cash_on_delivery') set.payment_status = 'paid';
    }

    return db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('orders')
        .set(set)
        .where('id', '=', order.id)
        .where('order_status', '=', order.order_status)
        .where('step_at', '=', order.step_at)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      const when = new Date(now);
      await notify(trx, orderRecipient(order), orderStatusPush(order, next), when);
      if (next === 'delivered') {
        const delivered = await trx
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        await settleDeliveredOrder(trx, delivered, when);
        await creditCashback(trx, delivered, when);
      }
      return true;
    });
  }

  async function moveCouriers(now: number) {
    const riding = await db
      .selectFrom('orders')
      .selectAll()
      .where('delivery_man_id', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('order_status', '=', 'picked_up'),
          eb.and([eb('order_type', '=', 'parcel'), eb('order_status', '=', 'confirmed')]),
        ]),
      )
      .execute();
    for (const order of riding) {
      await letRequestsIn();
      const leg = await legOf(order, order.order_status);
      if (!leg) continue;
      const pos = pointAlong(
        courierRoute(leg[0], leg[1]),
        (now - Number(order.step_at)) / pace.stepMs,
      );
      await db
        .updateTable('orders')
        .set({ dm_lat: pos.lat, dm_lng: pos.lng })
        .where('id', '=', order.id)
        .where('order_status', '=', order.order_status)
        .execute();
    }
  }

  async function tick(): Promise<number> {
    const now = clock.now();
    const due = await db
      .selectFrom('orders')
      .innerJoin('modules', 'modules.id', 'orders.module_id')
      .selectAll('orders')
      .select('modules.module_type as module_type')
      .where('orders.order_status', 'in', ADVANCING)
      .where('orders.step_at', '<=', now - pace.stepMs)
      .where((eb) =>
        eb.or([
          eb('orders.payment_method', '!=', 'digital_payment'),
          eb('orders.payment_status', '=', 'paid'),
        ]),
      )
      .orderBy('orders.step_at', 'asc')
      .limit(200)
      .execute();
    const oldest = due[0];
    const lagMs = oldest ? now - (Number(oldest.step_at) + pace.stepMs) : 0;
    let changed = 0;
    for (const order of due) {
      await letRequestsIn();
      if (await advance(order, now)) changed++;
    }
    await moveCouriers(now);
    const answered = await answerDueMessages(db, now);
    if (changed > 0 || answered > 0) wakeStreams();
    opts.onTick?.(lagMs);
    return changed;
  }

  return {
    pace,
    tick,
    start() {
      if (timer) return;
      const every = Math.max(
        50,
        Math.min(1000, Math.floor(Math.min(pace.stepMs, replyDelay(pace)) / 4)),
      );
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
