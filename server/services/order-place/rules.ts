import type { OrderSettings } from './settings';
import type { Db } from '../../db/client';
import type { ModuleZoneRow, StoreRow, UserRow } from '../../db/schema';
import { ApiError, notFound, refuse } from '../../http/errors';
import { localNow } from '../clock';
import { distanceKm, type LatLng } from '../geo';
import type { Owner } from '../owner';
import { deliveryCharge } from '../pricing';
import { scheduledOpen } from '../schedules';
import { pivotFor, requireZonesAt, type Zone } from '../zones';
import { SCHEDULE_MAX_AHEAD_MS, type PaymentMethod, type OrderType } from './types';

/** The rules a placement must meet: guest checkout, order type, payment method, schedule, store open and serving the address, the cash-on-delivery limit. */

export async function loadUser(db: Db, owner: Owner): Promise<UserRow | undefined> {
  if (owner.kind === 'guest') return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', owner.userId).executeTakeFirst();
}

export function checkGuestAllowed(owner: Owner, settings: OrderSettings) {
  if (owner.kind === 'guest' && !settings.guestCheckout)
    throw refuse('is_guest', 'Guest order is not active');
}

export function checkOrderType(orderType: OrderType, settings: OrderSettings) {
  if (orderType === 'delivery' && !settings.homeDelivery)
    throw refuse('order_type', 'Home delivery is not active');
  if (orderType === 'take_away' && !settings.takeAway)
    throw refuse('order_type', 'Take away is not active');
}

export function checkPaymentAllowed(
  method: PaymentMethod,
  owner: Owner,
  settings: OrderSettings,
  zone: Pick<Zone, 'cash_on_delivery' | 'digital_payment'>,
) {
  if (method === 'cash_on_delivery' && (!settings.cashOnDelivery || zone.cash_on_delivery !== 1))
    throw refuse('payment_method', 'Cash on delivery is not available in this zone');
  if (method === 'digital_payment' && (!settings.digitalPayment || zone.digital_payment !== 1))
    throw refuse('payment_method', 'Digital payment is not available in this zone');
  if (method === 'wallet') {
    if (owner.kind === 'guest')
      throw refuse('payment_method', 'Please sign in to pay with your wallet');
    if (!settings.wallet) throw refuse('payment_method', 'The wallet is not available');
  }
}

export function checkSchedule(
  scheduleMs: number | undefined,
  settings: OrderSettings,
  now: number,
) {
  if (scheduleMs === undefined) return;
  if (!settings.scheduleOrder)
    throw new ApiError(406, 'schedule_at', 'Schedule order is not available');
  if (scheduleMs < now - 60_000)
    throw new ApiError(406, 'order_time', 'You can not schedule a order in past');
  if (scheduleMs > now + SCHEDULE_MAX_AHEAD_MS)
    throw refuse('schedule_at', 'Orders can be scheduled at most 30 days ahead');
}

export async function loadStore(db: Db, storeId: number, moduleId: number): Promise<StoreRow> {
  const store = await db
    .selectFrom('stores')
    .selectAll()
    .where('id', '=', storeId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!store) throw notFound('store_id', 'Store not found');
  if (store.module_id !== moduleId)
    throw refuse('store_id', 'The store does not belong to the selected module');
  if (store.active !== 1) throw new ApiError(406, 'store', 'The store is closed at the moment');
  return store;
}

export async function checkStoreOpen(
  db: Db,
  store: StoreRow,
  at: number,
  timeZone: string,
  scheduled: boolean,
) {
  const open = await scheduledOpen(db, [store.id], localNow(at, timeZone));
  if (!open.has(store.id))
    throw new ApiError(
      406,
      scheduled ? 'order_time' : 'store',
      scheduled ? 'The store is closed at the scheduled time' : 'The store is closed at the moment',
    );
}

export interface Served {
  zone: Zone;
  pivot: ModuleZoneRow;
  distance: number;
  /** the charge for the distance (before free-delivery rules); 0 for take-away */
  charge: number;
}

/** The zone, its module charges and the delivery charge of a store order. */
export async function serveStoreOrder(
  db: Db,
  store: StoreRow,
  moduleId: number,
  orderType: 'delivery' | 'take_away',
  point: LatLng | undefined,
): Promise<Served> {
  if (orderType === 'delivery') {
    if (store.delivery !== 1) throw refuse('order_type', 'This store does not offer home delivery');
    const zones = await requireZonesAt(db, point!);
    const served = await pivotFor(db, zones, moduleId);
    if (!served) throw notFound('coordinates', 'Service not available in this area');
    if (!zones.some((z) => z.id === store.zone_id))
      throw refuse('coordinates', 'This store does not deliver to the selected address');
    const distance = distanceKm({ lat: store.latitude, lng: store.longitude }, point!);
    return { ...served, distance, charge: deliveryCharge(distance, served.pivot) };
  }
  if (store.take_away !== 1) throw refuse('order_type', 'This store does not offer take away');
  const storeZone = await db
    .selectFrom('zones')
    .selectAll()
    .where('id', '=', store.zone_id)
    .executeTakeFirstOrThrow();
  const served = await pivotFor(db, [{ ...storeZone, ring: [] }], moduleId);
  if (!served) throw notFound('coordinates', 'Service not available in this area');
  return { ...served, distance: 0, charge: 0 };
}

export const COD_LIMIT_MESSAGE =
  'The total amount of the order, exceeds maximum amount of the cash on delivery method';

export function checkCodLimit(method: PaymentMethod, total: number, pivot: ModuleZoneRow) {
  if (
    method === 'cash_on_delivery' &&
    pivot.maximum_cod_order_amount > 0 &&
    total > pivot.maximum_cod_order_amount
  )
    throw refuse('order_amount', COD_LIMIT_MESSAGE);
}
