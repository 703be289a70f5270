import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import { bag, paging } from '../http/params';
import { serializeOrders } from './order-json';
import type { Owner } from './owner';
import { ownedOrders } from './owned-orders';

/** Statuses that end an order (customer/order/list); the others are running. */
export const ENDED = [
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
];

/** `customer/order/list` (ended) and `customer/order/running-orders`, newest first. */
export async function listOrders(db: Db, owner: Owner, query: unknown, running: boolean) {
  const q = bag(query);
  const { limit, offset } = paging(q, 10);
  const base = ownedOrders(db, owner).where('order_status', running ? 'not in' : 'in', ENDED);
  const total = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await base.orderBy('id', 'desc').$call(onePage({ limit, offset })).execute();
  return {
    total_size: Number(total?.n ?? 0),
    limit,
    offset,
    orders: await serializeOrders(db, rows),
  };
}
