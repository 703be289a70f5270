import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { eventStreams, lastEventId } from '../http/event-stream';
import {
  latestNotificationId,
  listNotifications,
  notificationsAfter,
  onWake,
  pushPayload,
  recipientOf,
  wakeOnPushesElsewhere,
} from '../services/notifications';
import { resolveOwner, type Owner } from '../services/owner';
import { requireCustomer } from '../services/sessions';
import { issueStreamTicket, streamCustomerId } from '../services/stream-tickets';

/** How often an open stream looks in the database for pushes written by other instances. */
export const STREAM_POLL_MS = 2_000;

/**
 * `customer/notifications` (the last 15 days) and `customer/notifications/stream`: server-sent
 * events carrying the push payloads of SPEC §3, for machines without Firebase (CONTRACT "Our
 * extensions"). EventSource cannot send headers, so the stream also takes `?ticket=` (a
 * minute's ticket from `POST customer/stream-ticket`: no token in a URL) or `?guest_id=` for
 * guests. Events carry the notification id: a reconnecting EventSource sends
 * it back as Last-Event-ID and misses nothing; a new stream starts after the latest push.
 */
export function notificationRoutes(app: FastifyInstance, { db, clock, metrics }: AppContext) {
  /** The stream's reader: a customer by bearer token or ticket, else a guest by guest id. */
  async function streamOwner(req: FastifyRequest): Promise<Owner> {
    const userId = await streamCustomerId(db, req, clock.now());
    if (userId !== undefined) return { kind: 'customer', userId };
    return resolveOwner(db, req, clock.now());
  }

  /** A ticket that opens this customer's streams for a minute (services/stream-tickets.ts). */
  app.post('/customer/stream-ticket', async (req) => {
    const { tokenHash } = await requireCustomer(db, req, clock.now());
    return issueStreamTicket(db, tokenHash, clock.now());
  });

  app.get('/customer/notifications', async (req) =>
    listNotifications(db, await resolveOwner(db, req, clock.now()), req.query, clock.now()),
  );

  const openStream = eventStreams(app, metrics, 'notifications');
  const stopListening = wakeOnPushesElsewhere(db);
  app.addHook('onClose', stopListening);

  app.get('/customer/notifications/stream', async (req, reply) => {
    const owner = await streamOwner(req);
    let cursor = lastEventId(req) ?? (await latestNotificationId(db, owner));
    const stream = openStream(req, reply, {
      pollMs: STREAM_POLL_MS,
      listen: (wake) => onWake(recipientOf(owner), wake),
      async look(events) {
        const rows = await notificationsAfter(db, owner, cursor);
        for (const row of rows) {
          if (events.closed) return false;
          cursor = row.id;
          events.send(`id: ${row.id}\ndata: ${JSON.stringify(pushPayload(row))}`);
        }
        return rows.length > 0;
      },
      onError: (err) => req.log.error({ err }, 'notification stream failed'),
    });
    await stream.look();
  });
}
