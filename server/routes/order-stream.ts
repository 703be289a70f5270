import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { eventStreams, type EventStream } from '../http/event-stream';
import { bag } from '../http/params';
import { onWake, type Recipient } from '../services/notifications';
import type { OrderJson } from '../services/order-json';
import { trackGuestOrder, trackOwnOrder } from '../services/order-tracking';
import { streamCustomerId } from '../services/stream-tickets';

/**
 * How often an open order stream looks at its order: the simulator moves couriers without a
 * push (and another provider instance may have changed the order), so a status push wakes the
 * stream at once and this catches the rest.
 */
export const ORDER_STREAM_POLL_MS = 1_000;

/** What of the tracked order a customer sees change: its status, its courier and where they are. */
const fingerprint = (order: OrderJson) =>
  JSON.stringify([
    order.order_status,
    order.payment_status,
    order.delivery_man?.id ?? null,
    order.delivery_man?.lat ?? null,
    order.delivery_man?.lng ?? null,
    order.updated_at,
  ]);

/**
 * `customer/order/track/stream?order_id=…` (CONTRACT "Our extensions"): the order of
 * `customer/order/track` as server-sent events, the whole order at once and again each time its
 * status or its courier's position changes. Read exactly as `customer/order/track` reads it:
 * a customer's own order (EventSource cannot send headers: `?ticket=`, or a bearer token), or a
 * guest's with the order's `guest_id` and `contact_number`; anything else is "Order not found"
 * before the stream opens, so one guest or customer never reads another's order.
 */
export function orderStreamRoutes(app: FastifyInstance, { db, clock, metrics }: AppContext) {
  const openStream = eventStreams(app, metrics, 'orders');

  app.get('/customer/order/track/stream', async (req, reply) => {
    const q = bag(req.query);
    const userId = await streamCustomerId(db, req, clock.now());
    let read: () => Promise<OrderJson>;
    let recipient: Recipient;
    if (userId !== undefined) {
      const owner = { kind: 'customer', userId } as const;
      read = () => trackOwnOrder(db, owner, req.query);
      recipient = { userId, guestId: null };
    } else {
      read = () => trackGuestOrder(db, req.query);
      // trackGuestOrder answers only when this is the order's own guest id
      recipient = { userId: null, guestId: Number(String(q.guest_id).replace(/^"|"$/g, '')) };
    }
    // Refused (401, 404, 422) here, as a plain answer, before anything is streamed.
    const first = await read();

    let seen = '';
    const sendChanged = (events: EventStream, order: OrderJson) => {
      const print = fingerprint(order);
      if (print === seen) return;
      seen = print;
      events.send(`data: ${JSON.stringify(order)}`);
    };
    const stream = openStream(req, reply, {
      pollMs: ORDER_STREAM_POLL_MS,
      listen: (wake) => onWake(recipient, wake),
      async look(events) {
        sendChanged(events, await read());
        return false;
      },
      onError(err, events) {
        // The order is gone or no longer readable: the browser falls back to asking.
        req.log.warn({ err }, 'order stream stopped');
        events.close();
      },
    });
    sendChanged(stream, first);
  });
}
