import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { bag, requiredInt, requiredString } from '../http/params';
import { serializeOneOrder, type OrderJson } from './order-json';
import type { Owner } from './owner';
import { findOwnedOrder, ORDER_NOT_FOUND, orderIdOf } from './owned-orders';
import { normalizePhone } from './phone';

/** `customer/order/track?order_id`: a customer's own order. */
export async function trackOwnOrder(db: Db, owner: Owner, query: unknown): Promise<OrderJson> {
  const order = await findOwnedOrder(db, owner, orderIdOf(bag(query)));
  return serializeOneOrder(db, order);
}

/** Guest tracking: the guest must own the order and give its contact number; else "Order not found". */
export async function trackGuestOrder(db: Db, query: unknown): Promise<OrderJson> {
  const q = bag(query);
  const orderId = requiredInt(q, 'order_id', { min: 1, label: 'order id' });
  const guestRaw = requiredString(q, 'guest_id', 'The guest id field is required.', 40);
  const contact = requiredString(q, 'contact_number', 'The contact number field is required.', 40);
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
  const notFoundError = notFound('order', ORDER_NOT_FOUND);
  if (
    !order ||
    order.guest_id === null ||
    String(order.guest_id) !== guestRaw.replace(/^"|"$/g, '')
  )
    throw notFoundError;
  if (normalizePhone(order.contact_number) !== normalizePhone(contact)) throw notFoundError;
  return serializeOneOrder(db, order);
}
