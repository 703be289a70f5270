import type { Db } from '../db/client';
import type { OrderRow } from '../db/schema';
import { notFound } from '../http/errors';
import { requiredInt, type Bag } from '../http/params';
import type { Owner } from './owner';

/**
 * The orders of one owner (a customer, or a guest's orders placed as a guest). Every customer
 * order call finds orders through their owner: another owner's order is "Order not found".
 */

export const ORDER_NOT_FOUND = 'Order not found';

export function ownedOrders(db: Db, owner: Owner) {
  const q = db.selectFrom('orders').selectAll();
  return owner.kind === 'guest'
    ? q.where('guest_id', '=', owner.guestId).where('user_id', 'is', null)
    : q.where('user_id', '=', owner.userId);
}

export async function findOwnedOrder(db: Db, owner: Owner, orderId: number): Promise<OrderRow> {
  const order = await ownedOrders(db, owner).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound('order', ORDER_NOT_FOUND);
  return order;
}

/** The `order_id` of a query or body. */
export const orderIdOf = (b: Bag) => requiredInt(b, 'order_id', { min: 1, label: 'order id' });
